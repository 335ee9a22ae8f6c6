import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { receiveUpload } from 'backend/commands/receive-upload';
import { JobRun, ScreenshotReading } from 'backend/entities/index';
import { REDIS_URL, openCleanOrm, truncateAll, uniquePrefix, waitFor } from 'backend/test/support';
import { MAX_UPLOAD_BYTES, SCREENSHOT_PICTURE_LIMITS } from 'shared/business';
import { launchChromium } from '../../../e2e/support/browser.ts';
import { renderShots } from '../../test/screenshots/render.ts';
import { closeEngine } from '../ocr/engine.ts';
import type { Processor } from '../runtime/processor.ts';
import { startWorkerSet } from '../runtime/workers.ts';
import { readScreenshotProcessor, readScreenshotWithin } from './read-screenshot.ts';

/**
 * Issue 25, item 3: a picture cannot hold the OCR queue (concurrency 1) or a graceful stop. Found on a
 * running copy: a 98 KB 7000x7000 one-bit PNG kept tesseract busy for 11 minutes while every real
 * screenshot waited behind it.
 */

let orm: MikroORM;
let screenshot: Buffer;
let close: (() => Promise<void>) | undefined;
beforeAll(async () => {
  orm = await openCleanOrm();
  const browser = await launchChromium();
  [screenshot] = (await renderShots(browser, [
    {
      layout: 'gpay',
      theme: 'light',
      payer: 'Priya Raman',
      amount: 499,
      utr: '412345678901',
      paidAt: new Date('2026-11-23T05:12:00Z'),
      note: 'TN-7K3Q9P Internship',
      payee: 'Tamil Nadu Edu Tech',
      payeeUpiId: 'tnedutech@okaxis',
      status: 'success',
    },
  ]).finally(() => browser.close())) as [Buffer];
});
afterEach(async () => {
  await close?.();
  close = undefined;
});
afterAll(async () => {
  await closeEngine();
  await orm.close();
});

async function start(processor: Processor) {
  await truncateAll();
  const set = await startWorkerSet({
    orm,
    databaseUrl: process.env.DATABASE_URL!,
    redisUrl: REDIS_URL,
    prefix: uniquePrefix(),
    processors: [processor],
    sweepMs: 200,
  });
  close = () => set.close();
  return set;
}

const upload = async (data: Buffer) =>
  (await receiveUpload(orm.em.fork(), { data, contentType: 'image/png' })).uploadId;
const readingOf = (uploadId: string, timeoutMs: number) =>
  waitFor(() => orm.em.fork().findOne(ScreenshotReading, { uploadId }), timeoutMs, 200);

/** The picture of the finding: 7000x7000, one bit a pixel, rows of letter-sized marks, under 100 KB. */
async function pictureBomb(): Promise<Buffer> {
  const side = 7000;
  const pixels = Buffer.alloc(side * side, 255);
  for (let y = 0; y < side; y++) {
    if (y % 12 >= 7) continue;
    for (let x = 0; x < side; x++) if (x % 8 < 3 && ((x >> 3) + Math.floor(y / 12)) % 3 !== 0) pixels[y * side + x] = 0;
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .png({ palette: true, colours: 2, compressionLevel: 9 })
    .toBuffer();
}

/** Within every upload limit (a phone screen's size, under 10 MB) and yet over a minute of tesseract's time: grey noise. */
async function slowPicture(): Promise<Buffer> {
  const picture = await sharp(randomBytes(1440 * 2400), { raw: { width: 1440, height: 2400, channels: 1 } })
    .png()
    .toBuffer();
  expect(picture.length).toBeLessThan(MAX_UPLOAD_BYTES);
  return picture;
}

describe('OCR has a budget', () => {
  it('reads the 7000x7000 picture bomb made small and ends it within a minute; a screenshot queued after it is read', async () => {
    const bomb = await pictureBomb();
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(7000 * 7000).toBeLessThanOrEqual(SCREENSHOT_PICTURE_LIMITS.maxPixels); // it passes the upload's limits
    await start(readScreenshotProcessor);
    const started = Date.now();
    const bombId = await upload(bomb);
    const screenshotId = await upload(screenshot);
    const bombReading = await readingOf(bombId, 60_000);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(bombReading.state).toBe('unreadable');
    const reading = await readingOf(screenshotId, 60_000);
    expect(reading).toMatchObject({ state: 'read', amountRupees: 499, utr: '412345678901' });
  }, 150_000);

  it("stops a picture that keeps tesseract busy at the reading's deadline: 'unreadable', the job completed, and the next screenshot is read", async () => {
    // The noise gets the short deadline under test; the screenshot queued after it, the full one, so a
    // busy machine reading it slowly does not cut it short (OCR reads one picture at a time, in order:
    // its id is known long before its turn).
    const deadlineMs = 4000;
    const short = readScreenshotWithin(deadlineMs);
    let screenshotId = '';
    await start({
      ...short,
      run: (ctx) => (ctx.data.payload.fileId === screenshotId ? readScreenshotProcessor : short).run(ctx),
    });
    const slowId = await upload(await slowPicture());
    screenshotId = await upload(screenshot);
    const slowReading = await readingOf(slowId, 60_000);
    expect(slowReading.state).toBe('unreadable');
    const em = orm.em.fork();
    const slowRun = await em.findOneOrFail(JobRun, { handler: 'read-screenshot', result: { state: 'unreadable' } });
    expect(slowRun.state).toBe('completed');
    // From the run's start to its end: the deadline and the picture's preparation, not the minute and more tesseract needs.
    expect(slowRun.updatedAt.getTime() - slowRun.startedAt!.getTime()).toBeLessThan(deadlineMs + 10_000);
    const reading = await readingOf(screenshotId, 60_000);
    expect(reading).toMatchObject({ state: 'read', amountRupees: 499, utr: '412345678901' });
  }, 150_000);

  it("returns promptly from the workers' close() during a reading, which is aborted and left to be run again", async () => {
    const set = await start(readScreenshotProcessor);
    const slowId = await upload(await slowPicture());
    await waitFor(() => orm.em.fork().findOne(JobRun, { handler: 'read-screenshot', state: 'active' }), 30_000, 100);
    await new Promise((resolve) => setTimeout(resolve, 4000)); // tesseract is at work on it
    const closing = Date.now();
    await set.close();
    close = undefined;
    expect(Date.now() - closing).toBeLessThan(5000);
    const run = await orm.em.fork().findOneOrFail(JobRun, { handler: 'read-screenshot' });
    expect(run.state).toBe('retrying');
    expect(await orm.em.fork().findOne(ScreenshotReading, { uploadId: slowId })).toBeNull();
  }, 90_000);
});
