import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { launchChromium } from '../../e2e/support/browser.ts';
import { renderShots } from '../../workers/test/screenshots/render.ts';
import { sampleShots } from '../../workers/test/screenshots/sample.ts';

/** A payment screenshot as a visitor uploads it: the file, its type, and the UTR it shows (which the visitor types). */
export interface Screenshot {
  file: Buffer;
  name: string;
  type: 'image/png' | 'image/jpeg';
  utr: string;
}

/** Adds sensor-like grain of +-`amplitude` to raw pixels (a capture re-saved, a photographed screen): what makes real files 1-5 MB. */
function grained(raw: Buffer, amplitude: number): Buffer {
  const noise = randomBytes(raw.length);
  const out = Buffer.from(raw);
  for (let i = 0; i < out.length; i++)
    out[i] = Math.max(0, Math.min(255, out[i]! + (noise[i]! % (2 * amplitude + 1)) - amplitude));
  return out;
}

/**
 * Real UPI success screens (Google Pay, PhonePe, Paytm, BHIM, a bank app; light and dark), rendered by
 * Chromium at a phone's 1080x2400 as bench/ocr.ts and the OCR tests do, then made into the files people
 * send, in turn: PNG screenshots with little, some and much grain (about 1.2, 2.3 and 3.3 MB) and a
 * photo of the screen (1.5x, grain, JPEG quality 95: about 4-5 MB). Flat rendered PNGs (50 KB) would
 * spare the network, the database and the compressor the bytes the season brings.
 */
export async function paymentScreenshots(count: number): Promise<Screenshot[]> {
  const browser = await launchChromium();
  const shots = sampleShots(count, 38);
  const pictures = await renderShots(browser, shots).finally(() => browser.close());
  return Promise.all(
    pictures.map(async (picture, i) => {
      const { data, info } = await sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
      const kind = i % 4;
      const utr = shots[i]!.utr;
      if (kind === 3) {
        const big = await sharp(data, raw)
          .resize(info.width * 2)
          .raw()
          .toBuffer({ resolveWithObject: true });
        const file = await sharp(grained(big.data, 8), {
          raw: { width: big.info.width, height: big.info.height, channels: big.info.channels },
        })
          .jpeg({ quality: 96 })
          .toBuffer();
        return { file, name: `IMG_20261129_${1000 + i}.jpg`, type: 'image/jpeg' as const, utr };
      }
      const file = await sharp(grained(data, [1, 3, 10][kind]!), raw)
        .png()
        .toBuffer();
      return { file, name: `Screenshot_20261129-${1000 + i}.png`, type: 'image/png' as const, utr };
    }),
  );
}
