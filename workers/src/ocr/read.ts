import sharp from 'sharp';
import type { ScreenshotReading } from 'shared/payments';
import { recognise } from './engine.ts';
import { parseReading } from './parse.ts';

/** The phone-screen width the headline figures are read at: a 40 px amount there is the size OCR reads best. */
const LARGE_PRINT_WIDTH = 360;
const PIXEL_LIMIT = 50_000_000;

/**
 * OCR of a payment screenshot as it was uploaded. Two passes: the picture at its own size in grey
 * (a dark theme turned light, since OCR is trained on dark words on light paper) for the small print,
 * and, only when no labelled amount was found, the picture made phone-sized, where the big headline
 * amount is read. Anything sharp cannot decode is 'unreadable', never an error.
 */
export async function readScreenshot(image: Buffer): Promise<ScreenshotReading> {
  let grey: Buffer;
  let width: number;
  try {
    const base = sharp(image, { limitInputPixels: PIXEL_LIMIT }).rotate().flatten({ background: '#ffffff' });
    const { dominant } = await base.clone().stats();
    const dark = dominant.r + dominant.g + dominant.b < 3 * 128;
    const out = await base.greyscale().negate(dark ? { alpha: false } : false).png({ compressionLevel: 1 }).toBuffer({ resolveWithObject: true });
    grey = out.data;
    width = out.info.width;
  } catch {
    return unreadable;
  }
  const main = await recognise(grey);
  let reading = parseReading(main);
  if (reading.amountRupees === null && width > LARGE_PRINT_WIDTH * 1.5) {
    const small = await sharp(grey).resize(LARGE_PRINT_WIDTH).png().toBuffer();
    reading = parseReading(main, await recognise(small));
  }
  return reading;
}

const unreadable: ScreenshotReading = { state: 'unreadable', amountRupees: null, utr: null, payee: null, status: null, paidAt: null, reference: null, confidence: 0 };
