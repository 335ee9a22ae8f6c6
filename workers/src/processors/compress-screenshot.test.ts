import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JobRun, StoredFile, Student } from 'backend/entities/index';
import { recordEvent } from 'backend/events/record-event';
import { jobIdFor } from 'backend/queues/fan-out';
import { buildStudent } from 'backend/test/factories';
import { REDIS_URL, openCleanOrm, truncateAll, uniquePrefix, waitFor } from 'backend/test/support';
import { startWorkerSet } from '../runtime/workers.ts';
import { MAX_BYTES, compressImage, compressScreenshot } from './compress-screenshot.ts';
import { messages } from 'shared/messages';

let orm: MikroORM;
let close: (() => Promise<void>) | undefined;
beforeAll(async () => {
  orm = await openCleanOrm();
});
// Event ids restart with each truncate, so each test gets queues of its own (a reused job id is ignored).
beforeEach(async () => {
  await close?.();
  await truncateAll();
  const set = await startWorkerSet({
    orm,
    databaseUrl: process.env.DATABASE_URL!,
    redisUrl: REDIS_URL,
    prefix: uniquePrefix(),
    processors: [compressScreenshot],
    sweepMs: 200,
  });
  close = () => set.close();
});
afterAll(async () => {
  await close?.();
  await orm.close();
});

/** Per-pixel noise: the worst case for JPEG, so the quality search has to work. */
export async function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

async function upload(data: Buffer, contentType = 'image/png') {
  const em = orm.em.fork();
  const id = randomUUID();
  em.create(StoredFile, {
    id,
    purpose: 'screenshot-raw',
    contentType,
    size: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
    data,
  });
  await em.flush();
  const eventId = await em.transactional(async (tx) => {
    const event = recordEvent(tx, 'upload.received', { type: 'file', id }, { fileId: id }, 'visitor');
    await tx.flush();
    return event.id;
  });
  return { fileId: id, jobId: jobIdFor(eventId, 'compress-screenshot') };
}

async function finished(jobId: string, timeoutMs = 30_000): Promise<JobRun> {
  const run = await waitFor(async () => {
    const run = await orm.em.fork().findOne(JobRun, { id: jobId });
    return run && (run.state === 'completed' || run.state === 'failed') ? run : undefined;
  }, timeoutMs);
  return run!;
}

describe('compress-screenshot', () => {
  it('fits a 4000x3000 noisy PNG into 100,000 bytes and 800 px, stored as a JPEG derived from the raw file', async () => {
    const png = await noisyPng(4000, 3000);
    const student = await buildStudent(orm.em.fork());
    const { fileId, jobId } = await upload(png);
    await orm.em.fork().nativeUpdate(Student, { id: student.id }, { screenshot: fileId });
    // Making 36 MB of noise and searching its JPEG quality take 4 s on a quiet machine and several times
    // that beside the other files: the wait for the job, and the test's own limit, allow for it.
    const run = await finished(jobId, 50_000);
    expect(run.state).toBe('completed');
    expect(run.result).toMatchObject({ message: messages.imageCompressed, width: 800, height: 600 });
    const em = orm.em.fork();
    const out = await em.findOneOrFail(StoredFile, { id: run.result!.fileId as string }, { populate: ['data'] });
    expect(out).toMatchObject({ purpose: 'screenshot', contentType: 'image/jpeg' });
    expect(out.size).toBeLessThanOrEqual(MAX_BYTES);
    const meta = await sharp(Buffer.from(out.data as Uint8Array)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect((await em.findOneOrFail(Student, { id: student.id })).screenshot?.id).toBe(out.id); // repointed
    expect(out.source?.id).toBe(fileId);
  }, 90_000);

  it("ends failed with 'The file given is not an image' for a corrupt or truncated file, without retrying", async () => {
    const notImage = await upload(Buffer.from('%PDF-1.4 definitely not a picture'), 'image/png');
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const truncated = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg');
    for (const { jobId } of [notImage, truncated]) {
      const run = await finished(jobId);
      expect(run).toMatchObject({ state: 'failed', attempts: 1, error: messages.notAnImage });
    }
    expect(await orm.em.fork().count(StoredFile, { purpose: 'screenshot' })).toBe(0);
  });

  it('refuses a pixel flood (a small PNG claiming 100,000 x 100,000 pixels) before decoding it', async () => {
    // A valid PNG header and IHDR for 100000 x 100000, then garbage: what a decompression bomb looks like.
    const flood = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const bomb = Buffer.from(flood);
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    await expect(compressImage(bomb)).rejects.toThrow(messages.notAnImage);
    const { jobId } = await upload(bomb);
    expect(await finished(jobId)).toMatchObject({ state: 'failed', error: messages.notAnImage });
  });

  it('is idempotent: a second run finds the compressed file made from the same upload', async () => {
    const photo = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#88aacc' } })
      .jpeg()
      .toBuffer();
    const { fileId, jobId } = await upload(photo, 'image/jpeg');
    const first = await finished(jobId);
    const again = await compressScreenshot.run({
      jobId: 'again',
      attempt: 1,
      em: orm.em.fork(),
      progress: async () => undefined,
      data: { eventId: 0, eventType: 'upload.received', subjectId: fileId, payload: { fileId }, actor: 'visitor' },
    });
    expect(again).toMatchObject({ fileId: first.result!.fileId, width: 600, height: 800 });
    expect(await orm.em.fork().count(StoredFile, { purpose: 'screenshot', source: fileId })).toBe(1);
  });
});
