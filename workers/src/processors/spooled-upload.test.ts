import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { receiveSpooledUpload } from 'backend/commands/receive-upload';
import { JobRun, ScreenshotReading, StoredFile } from 'backend/entities/index';
import { pngBytes } from 'backend/test/images';
import { REDIS_URL, openCleanOrm, truncateAll, uniquePrefix, waitFor } from 'backend/test/support';
import { closeEngine } from '../ocr/engine.ts';
import { startWorkerSet } from '../runtime/workers.ts';
import { compressScreenshot } from './compress-screenshot.ts';
import { readScreenshotProcessor } from './read-screenshot.ts';
import { storeUpload } from './store-upload.ts';

let orm: MikroORM;
let close: (() => Promise<void>) | undefined;
const spool = mkdtempSync(join(tmpdir(), 'worker-spool-test-'));

beforeAll(async () => {
  orm = await openCleanOrm();
});
async function startWorkers(processors = [storeUpload, compressScreenshot, readScreenshotProcessor]) {
  await close?.();
  const set = await startWorkerSet({
    orm,
    databaseUrl: process.env.DATABASE_URL!,
    redisUrl: REDIS_URL,
    prefix: uniquePrefix(),
    processors,
    sweepMs: 200,
  });
  close = () => set.close();
}
beforeEach(async () => {
  await close?.();
  close = undefined;
  await truncateAll();
});
afterAll(async () => {
  await close?.();
  await closeEngine();
  await orm.close();
});

/** What POST /api/uploads leaves: the bytes in a spool file, a small row naming it, upload.received. */
async function spooledUpload(data: Buffer) {
  const id = randomUUID();
  const path = join(spool, id);
  writeFileSync(path, data);
  const sha256 = createHash('sha256').update(data).digest('hex');
  await receiveSpooledUpload(orm.em.fork(), {
    file: { id, path, size: data.length, sha256, originalname: 'pay.png' },
    contentType: 'image/png',
  });
  return { id, path };
}

/** The upload's compression job once it has finished (each test makes one upload). */
const compression = () =>
  waitFor(async () => {
    const run = await orm.em.fork().findOne(JobRun, { handler: 'compress-screenshot' });
    return run && ['completed', 'failed'].includes(run.state) ? run : undefined;
  }, 30_000);

describe('an upload whose bytes wait in the spool', () => {
  it('is moved into PostgreSQL, compressed, read by OCR, and its spool file removed', async () => {
    await startWorkers();
    const png = await pngBytes(360, 800);
    const { id, path } = await spooledUpload(png);
    expect((await compression()).state).toBe('completed');
    const reading = await waitFor(() => orm.em.fork().findOne(ScreenshotReading, { uploadId: id }), 60_000);
    expect(reading.state).toBe('unreadable'); // a plain picture, no payment on it: read, not failed

    const raw = await orm.em.fork().findOneOrFail(StoredFile, { id }, { populate: ['data'] });
    expect(Buffer.from(raw.data ?? []).equals(png)).toBe(true);
    expect(raw.spoolPath).toBeNull();
    expect(existsSync(path)).toBe(false);
    expect(await orm.em.fork().count(StoredFile, { source: id, purpose: 'screenshot' })).toBe(1);
  });

  it('is moved into PostgreSQL by its compress job when no move job ran', async () => {
    await startWorkers([compressScreenshot]);
    const png = await pngBytes(360, 800);
    const { id, path } = await spooledUpload(png);
    expect((await compression()).state).toBe('completed');
    const raw = await orm.em.fork().findOneOrFail(StoredFile, { id }, { populate: ['data'] });
    expect(Buffer.from(raw.data ?? []).equals(png)).toBe(true);
    expect(existsSync(path)).toBe(false);
  });

  it('is moved into PostgreSQL by its own job, without waiting for the compression', async () => {
    // This set cannot compress (no processor): the move must not depend on it.
    await startWorkers([storeUpload]);
    const png = await pngBytes(360, 800);
    const { id, path } = await spooledUpload(png);
    const moved = await waitFor(async () => {
      const run = await orm.em.fork().findOne(JobRun, { handler: 'store-upload' });
      return run?.state === 'completed' ? run : undefined;
    }, 30_000);
    expect(moved.state).toBe('completed');
    const raw = await orm.em.fork().findOneOrFail(StoredFile, { id }, { populate: ['data'] });
    expect(Buffer.from(raw.data ?? []).equals(png)).toBe(true);
    expect(raw.spoolPath).toBeNull();
    expect(existsSync(path)).toBe(false);
    expect(await orm.em.fork().count(StoredFile, { source: id, purpose: 'screenshot' })).toBe(0);
  });

  it('fails the compression with the words to upload again when the spool file was lost, and reads nothing', async () => {
    await startWorkers([compressScreenshot, readScreenshotProcessor]);
    const { id, path } = await spooledUpload(await pngBytes(360, 800));
    rmSync(path);
    const run = await compression();
    expect(run).toMatchObject({ state: 'failed', errorCode: 'screenshotNotFound' });
    const ocr = await waitFor(async () => {
      const r = await orm.em.fork().findOne(JobRun, { handler: 'read-screenshot' });
      return r?.state === 'completed' ? r : undefined;
    }, 30_000);
    expect(ocr.state).toBe('completed');
    expect(await orm.em.fork().count(ScreenshotReading, { uploadId: id })).toBe(0);
  });
});
