import sharp from 'sharp';
import { SCREENSHOT_PICTURE_LIMITS } from 'shared/business';
import type { ScreenshotReading } from 'shared/payments';
import { log } from 'backend/log';
import { ReadingTimedOut, recognise, stopSignal } from './engine.ts';
import { parseReading } from './parse.ts';

/** The phone-screen width the headline figures are read at: a 40 px amount there is the size OCR reads best. */
const LARGE_PRINT_WIDTH = 360;

/**
 * The most of a picture OCR reads: the short side at most 1440 px and at most
 * 1440x2400 pixels in all. A phone screenshot (1080x2400) is read as it is; a tall scrolling one
 * (1080x8000) at about two thirds, where its words are still 20 px high; a camera photo or a picture made
 * to keep tesseract busy (7000x7000) is made smaller first.
 */
export const READ_SIZE = { maxShortSide: 1440, maxPixels: 1440 * 2400 };

/** How long one reading (both passes) may take before it is 'unreadable'. A real screenshot takes 1-5 s. */
export const READING_DEADLINE_MS = 30_000;

/** The scale (at most 1) that brings a width x height picture within READ_SIZE. */
export function readScale(width: number, height: number): number {
  return Math.min(
    1,
    READ_SIZE.maxShortSide / Math.min(width, height),
    Math.sqrt(READ_SIZE.maxPixels / (width * height)),
  );
}

/**
 * OCR of a payment screenshot as it was uploaded. Two passes: the picture (within READ_SIZE) in grey
 * (a dark theme turned light, since OCR is trained on dark words on light paper) for the small print,
 * and, only when no labelled amount was found, the picture made phone-sized, where the big headline
 * amount is read. Anything sharp cannot decode, and a reading past `deadlineMs`, is 'unreadable', never
 * an error; a reading the engine's close aborts (ReadingStopped) is an error, so the job runs again.
 */
export async function readScreenshot(image: Buffer, deadlineMs = READING_DEADLINE_MS): Promise<ScreenshotReading> {
  const deadline = Date.now() + deadlineMs;
  const stopped = stopSignal();
  let grey: Buffer;
  let width: number;
  try {
    const input = sharp(image, { limitInputPixels: SCREENSHOT_PICTURE_LIMITS.maxPixels });
    const size = await input.metadata();
    // 'inside' a square keeps the proportions whichever way the picture is turned: its long side becomes `side`.
    const side = Math.round(Math.max(size.width, size.height) * readScale(size.width, size.height));
    const base = input
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' });
    const { dominant } = await base.clone().stats();
    const dark = dominant.r + dominant.g + dominant.b < 3 * 128;
    const out = await base
      .greyscale()
      .negate(dark ? { alpha: false } : false)
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    grey = out.data;
    width = out.info.width;
  } catch {
    return unreadable;
  }
  try {
    const main = await recognise(grey, deadline, stopped);
    let reading = parseReading(main);
    if (reading.amountRupees === null && width > LARGE_PRINT_WIDTH * 1.5) {
      const small = await sharp(grey).resize(LARGE_PRINT_WIDTH).png().toBuffer();
      reading = parseReading(main, await recognise(small, deadline, stopped));
    }
    return reading;
  } catch (err) {
    if (!(err instanceof ReadingTimedOut)) throw err;
    log.warn({ deadlineMs }, 'screenshot reading stopped at its deadline: unreadable');
    return unreadable;
  }
}

const unreadable: ScreenshotReading = {
  state: 'unreadable',
  amountRupees: null,
  utr: null,
  payee: null,
  status: null,
  paidAt: null,
  reference: null,
  confidence: 0,
};
