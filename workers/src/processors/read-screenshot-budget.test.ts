import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { receiveUpload } from 'backend/commands/receive-upload';
import { config } from 'backend/config';
import { JobRun, ScreenshotReading } from 'backend/entities/index';
import { REDIS_URL, openCleanOrm, truncateAll, uniquePrefix, waitFor } from 'backend/test/support';
import { MAX_UPLOAD_BYTES, SCREENSHOT_PICTURE_LIMITS } from 'shared/business';
import { launchChromium } from '../../../e2e/support/browser.ts';
import { renderShots } from '../../test/screenshots/render.ts';
import * as engine from '../ocr/engine.ts';
import { closeEngine, ReadingStopped, ReadingTimedOut } from '../ocr/engine.ts';
import type { Processor } from '../runtime/processor.ts';
import { startWorkerSet } from '../runtime/workers.ts';
import { readScreenshotProcessor, readScreenshotWithin, UNATTACHED_DEADLINE_MS } from './read-screenshot.ts';

/** How late a timer may fire on a busy machine: the event loop's lag, far below any reading's own time. */
const TIMER_SLACK_MS = 5_000;

/**
 * A picture cannot hold the OCR queue (concurrency 1) or a graceful stop. Found on a
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
  vi.restoreAllMocks();
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

/** One request to the OCR engine: the deadline it was given (epoch ms), when it was made, and how and when it ended. */
interface EngineReading {
  deadline: number;
  askedAt: number;
  endedAt?: number;
  outcome?: 'read' | 'timed out' | 'stopped' | 'failed';
}

/**
 * Every reading the engine is asked for from now on, in order. The checks below compare what was done
 * (when the engine was asked, the deadline it was given, how the reading ended) rather than the wall
 * clock of a whole run, which a busy machine stretches at will.
 */
function watchEngine(): EngineReading[] {
  const readings: EngineReading[] = [];
  const recognise = engine.recognise;
  vi.spyOn(engine, 'recognise').mockImplementation((image, deadline, stopped) => {
    const reading: EngineReading = { deadline, askedAt: Date.now() };
    readings.push(reading);
    const result = recognise(image, deadline, stopped);
    result.then(
      () => Object.assign(reading, { endedAt: Date.now(), outcome: 'read' }),
      (err: unknown) =>
        Object.assign(reading, {
          endedAt: Date.now(),
          outcome: err instanceof ReadingTimedOut ? 'timed out' : err instanceof ReadingStopped ? 'stopped' : 'failed',
        }),
    );
    return result;
  });
  return readings;
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
  it('reads the 7000x7000 picture bomb made small and ends it by its deadline; a screenshot queued after it is read', async () => {
    const bomb = await pictureBomb();
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(7000 * 7000).toBeLessThanOrEqual(SCREENSHOT_PICTURE_LIMITS.maxPixels); // it passes the upload's limits
    const readings = watchEngine();
    await start(readScreenshotProcessor);
    const bombId = await upload(bomb);
    const screenshotId = await upload(screenshot);
    const bombReading = await readingOf(bombId, 120_000);
    expect(bombReading.state).toBe('unreadable');
    // The bomb's reading (one or both of its passes share one deadline: the first readings) was given the
    // configured deadline of an upload no registration took, and ended by it: the screenshot behind it
    // waits that long at most, not the 11 minutes tesseract needed for the picture as sent.
    const bombDeadline = readings[0]!.deadline;
    const bombPasses = readings.filter((r) => r.deadline === bombDeadline);
    expect(bombDeadline - readings[0]!.askedAt).toBeLessThanOrEqual(
      config().OCR_UNATTACHED_DEADLINE_MS ?? UNATTACHED_DEADLINE_MS,
    );
    for (const pass of bombPasses) {
      expect(pass.outcome).toMatch(/^(read|timed out)$/);
      expect(pass.endedAt! - Math.max(bombDeadline, pass.askedAt)).toBeLessThan(TIMER_SLACK_MS);
    }
    const reading = await readingOf(screenshotId, 60_000);
    expect(reading).toMatchObject({ state: 'read', amountRupees: 499, utr: '412345678901' });
  }, 150_000);

  it("stops a picture that keeps tesseract busy at the reading's deadline: 'unreadable', the job completed, and the next screenshot is read", async () => {
    // The noise gets the short deadline under test; the screenshot queued after it, the full one, so a
    // busy machine reading it slowly does not cut it short (OCR reads one picture at a time, in order:
    // its id is known long before its turn).
    const deadlineMs = 4000;
    const short = readScreenshotWithin(deadlineMs);
    const readings = watchEngine();
    let screenshotId = '';
    await start({
      ...short,
      run: (ctx) => (ctx.data.payload.fileId === screenshotId ? readScreenshotProcessor : short).run(ctx),
    });
    const slowId = await upload(await slowPicture());
    screenshotId = await upload(screenshot);
    const slowReading = await readingOf(slowId, 120_000);
    expect(slowReading.state).toBe('unreadable');
    // The run is marked completed just after the reading is stored: on a busy machine, a moment after.
    const slowRun = await waitFor(
      () => orm.em.fork().findOne(JobRun, { handler: 'read-screenshot', result: { state: 'unreadable' } }),
      30_000,
      100,
    );
    expect(slowRun.state).toBe('completed');
    // The noise's reading (the first: OCR reads one picture at a time, in order) was given the deadline under
    // test, counted from before the picture's preparation, and tesseract was stopped at it: it did not
    // finish the minute and more the noise needs. A busy machine may make the preparation itself outlast
    // the deadline; the engine is then stopped as soon as it is asked.
    const noise = readings[0]!;
    expect(noise.deadline).toBeGreaterThanOrEqual(slowRun.startedAt!.getTime() + deadlineMs);
    expect(noise.deadline).toBeLessThanOrEqual(noise.askedAt + deadlineMs);
    expect(noise.outcome).toBe('timed out');
    expect(noise.endedAt! - Math.max(noise.deadline, noise.askedAt)).toBeLessThan(TIMER_SLACK_MS);
    const reading = await readingOf(screenshotId, 60_000);
    expect(reading).toMatchObject({ state: 'read', amountRupees: 499, utr: '412345678901' });
  }, 150_000);

  it("returns promptly from the workers' close() during a reading, which is aborted and left to be run again", async () => {
    const readings = watchEngine();
    const set = await start(readScreenshotProcessor);
    const slowId = await upload(await slowPicture());
    // Tesseract is at work on it: the engine was asked, and a moment went by.
    const reading = await waitFor(() => readings[0], 60_000, 100);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(reading.endedAt).toBeUndefined();
    await set.close();
    const closed = Date.now();
    close = undefined;
    // The reading was aborted, not waited for: close() returned before the reading's deadline (the
    // earliest it could have ended on its own), and the reading ended by the stop.
    expect(closed).toBeLessThan(reading.deadline);
    expect(reading.outcome).toBe('stopped');
    const run = await orm.em.fork().findOneOrFail(JobRun, { handler: 'read-screenshot' });
    expect(run.state).toBe('retrying');
    expect(await orm.em.fork().findOne(ScreenshotReading, { uploadId: slowId })).toBeNull();
  }, 90_000);
});
