import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { cardImageUrls, type CardImageVariant } from 'shared/api/catalogue-images';
import { messages } from 'shared/messages';
import { storeFile } from 'backend/db/store-file';
import { StoredFile } from 'backend/entities/index';
import { countRows } from 'backend/test/accounts';
import { fileForm, pngBytes } from 'backend/test/images';
import { signedIn, type SignedIn } from 'backend/test/signed-in';
import { REDIS_URL, type TestApp, truncateAll, uniquePrefix, useTestApp, waitFor } from 'backend/test/support';
import { startWorkerSet } from '../runtime/workers.ts';
import { courseImage } from './course-image.ts';

/**
 * A course card image end to end: an editor uploads it (POST /api/admin/catalogue/images), the
 * course-image job makes its three sizes, and anyone reads them (GET /api/catalogue/images/...).
 */
let orm: MikroORM;
let app: TestApp;
let editor: SignedIn;
let close: (() => Promise<void>) | undefined;

// The tables are emptied below, once the previous test's workers are closed.
useTestApp((started) => ({ orm, app } = started), { cleanEach: false });
beforeEach(async () => {
  await close?.();
  await truncateAll();
  // Event ids restart with each truncate, so each test gets queues of its own (a reused job id is ignored).
  const set = await startWorkerSet({
    orm,
    databaseUrl: process.env.DATABASE_URL!,
    redisUrl: REDIS_URL,
    prefix: uniquePrefix(),
    processors: [courseImage],
    sweepMs: 200,
  });
  close = () => set.close();
  editor = await signedIn(app, orm, { kind: 'admin', staffRole: 'editor' });
});
afterAll(async () => {
  await close?.();
});

async function uploadCardImage(data: Buffer, name = 'course.png', type = 'image/png') {
  const res = await editor('/api/admin/catalogue/images', {
    method: 'POST',
    body: fileForm(data, name, type, 'image'),
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { fileId: string; jobId: string };
}

/** The job as the editor polls it (GET /api/jobs/:id), once it has ended (404 until the relay has taken its event). */
async function jobEnded(jobId: string) {
  return waitFor(async () => {
    const res = await editor(`/api/jobs/${jobId}`);
    if (res.status === 404) return undefined;
    expect(res.status, res.text).toBe(200);
    return res.body.state === 'completed' || res.body.state === 'failed' ? res.body : undefined;
  }, 30_000);
}

/** A size as a browser gets it, with no cookie. */
async function fetchVariant(path: string, cookie?: string) {
  const res = await fetch(app.url + path, cookie ? { headers: { cookie } } : {});
  return { res, data: Buffer.from(await res.arrayBuffer()) };
}

const variantPaths = (fileId: string): Record<CardImageVariant, string> => {
  const urls = cardImageUrls(fileId);
  return { 'phone.webp': urls.phone, 'desktop.webp': urls.desktop, 'card.jpg': urls.jpeg };
};

describe('course card images', () => {
  it('makes a 480 px WebP, a 960 px WebP and a 960 px JPEG of an editor PNG, served to anyone for a year', async () => {
    const { fileId, jobId } = await uploadCardImage(await pngBytes(1600, 1000));
    const job = await jobEnded(jobId);
    expect(job).toMatchObject({ state: 'completed', handler: 'course-image', result: { fileId } });

    const expected = {
      'phone.webp': { format: 'webp', width: 480, height: 300, type: 'image/webp' },
      'desktop.webp': { format: 'webp', width: 960, height: 600, type: 'image/webp' },
      'card.jpg': { format: 'jpeg', width: 960, height: 600, type: 'image/jpeg' },
    } as const;
    for (const [variant, path] of Object.entries(variantPaths(fileId)) as [CardImageVariant, string][]) {
      // Asked with the editor's session cookie: the answer is the same for everyone and sets no cookie.
      const { res, data } = await fetchVariant(path, editor.cookie);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe(expected[variant].type);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('set-cookie')).toBeNull();
      const meta = await sharp(data).metadata();
      expect(meta, variant).toMatchObject({
        format: expected[variant].format,
        width: expected[variant].width,
        height: expected[variant].height,
      });
      expect(meta.exif).toBeUndefined();
    }
    expect(await countRows(orm, 'files', `purpose = 'card-image-variant'`)).toBe(3);
  }, 60_000);

  it('is idempotent: a job run again, or two runs at once, make no second set of sizes', async () => {
    const run = (fileId: string) =>
      courseImage.run({
        jobId: 'again',
        attempt: 1,
        em: orm.em.fork(),
        progress: async () => undefined,
        data: {
          eventId: 0,
          eventType: 'catalogue.image-uploaded',
          subjectId: fileId,
          payload: { fileId },
          actor: 'system',
        },
      });
    const variantsOf = async (fileId: string) =>
      (
        await orm.em
          .fork()
          .find(StoredFile, { purpose: 'card-image-variant', source: fileId }, { orderBy: { id: 'asc' } })
      ).map((f) => f.id);

    // The job ran; it runs again (a delivery after a worker died): the same three files.
    const { fileId, jobId } = await uploadCardImage(await pngBytes(1200, 900));
    expect((await jobEnded(jobId)).state).toBe('completed');
    const before = await variantsOf(fileId);
    expect(before).toHaveLength(3);
    await run(fileId);
    expect(await variantsOf(fileId)).toEqual(before);

    // Two runs from scratch at once (an image kept without its event, so no worker takes it): three, not six.
    const racedId = randomUUID();
    await storeFile(orm.em.fork(), {
      id: racedId,
      purpose: 'card-image',
      contentType: 'image/png',
      data: await pngBytes(1000, 700),
    });
    await Promise.all([run(racedId), run(racedId)]);
    expect(await variantsOf(racedId)).toHaveLength(3);
    expect(await countRows(orm, 'card_image_variants')).toBe(6);
  }, 60_000);

  it('never upscales: a 300 px picture keeps its width in every size', async () => {
    const { fileId, jobId } = await uploadCardImage(await pngBytes(300, 200));
    expect((await jobEnded(jobId)).state).toBe('completed');
    for (const path of Object.values(variantPaths(fileId))) {
      const { data } = await fetchVariant(path);
      expect(await sharp(data).metadata(), path).toMatchObject({ width: 300, height: 200 });
    }
  }, 60_000);

  it('turns a phone photo upright by its EXIF orientation and keeps none of its metadata', async () => {
    // 1200x800 pixels stored sideways: orientation 6 shows it as 800x1200, with a camera's EXIF beside it.
    const photo = await sharp(await pngBytes(1200, 800))
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({ width: 1200, height: 800, orientation: 6 });
    expect(photo.includes(Buffer.from('PhoneMaker'))).toBe(true);
    const { fileId, jobId } = await uploadCardImage(photo, 'IMG_0001.jpg', 'image/jpeg');
    expect((await jobEnded(jobId)).state).toBe('completed');
    const sizes = { 'phone.webp': [480, 720], 'desktop.webp': [800, 1200], 'card.jpg': [800, 1200] };
    for (const [variant, path] of Object.entries(variantPaths(fileId)) as [CardImageVariant, string][]) {
      const { data } = await fetchVariant(path);
      const meta = await sharp(data).metadata();
      expect([meta.width, meta.height], variant).toEqual(sizes[variant]);
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
      expect(data.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  }, 60_000);

  it('fails the job at once, saying the image is invalid, for a PNG whose header is whole but whose pixels are cut off', async () => {
    const png = await pngBytes(800, 600);
    const { fileId, jobId } = await uploadCardImage(png.subarray(0, Math.floor(png.length / 2)));
    const job = await jobEnded(jobId);
    expect(job).toMatchObject({ state: 'failed', attempts: 1, error: messages.catalogueImageInvalid });
    expect((await fetchVariant(cardImageUrls(fileId).phone)).res.status).toBe(404);
    expect(await countRows(orm, 'card_image_variants')).toBe(0);
  }, 60_000);
});
