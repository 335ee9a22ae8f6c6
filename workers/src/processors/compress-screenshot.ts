import sharp, { type Metadata } from 'sharp';
import { attachCompressedScreenshot, type CompressedScreenshot } from 'backend/commands/attach-compressed-screenshot';
import { storeSpooledUpload } from 'backend/commands/store-spooled-upload';
import { StoredFile } from 'backend/entities/index';
import { PermanentError, type JobContext, type Processor } from '../runtime/processor.ts';
import { messages } from 'shared/messages';

/** The specification's targets: at most about 0.1 MB and 800 px on the longest side. */
export const MAX_BYTES = 100_000;
export const MAX_SIDE = 800;
/** A decompression bomb (a tiny file that claims gigapixels) is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 50_000_000;
const MAX_STEPS = 10;
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif', 'avif']);

const sharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' as const, sequentialRead: true };

/** Errors from libvips that mean the bytes are not a (whole, sane) image. */
const notImageError =
  /unsupported image format|pixel limit|truncated|premature end|corrupt|not a known file format|bad (huffman|seek|header|adaptive)|invalid|no (such )?image|improper|unexpected end|vipsjpeg|pngload|read error/i;

export interface Compressed {
  data: Buffer;
  width: number;
  height: number;
  quality: number;
  steps: number;
}

/**
 * Auto-rotates, fits within 800 px, flattens transparency onto white, strips metadata and encodes a
 * JPEG, searching the quality (at most 10 encodes) for the best one that fits in 100,000 bytes.
 * Decoding and resizing happen once; only the encode repeats.
 */
export async function compressImage(input: Buffer): Promise<Compressed> {
  let meta: Metadata;
  try {
    meta = await sharp(input, sharpOptions).metadata();
  } catch {
    throw PermanentError.of('notAnImage');
  }
  if (
    !meta.format ||
    !acceptedFormats.has(meta.format) ||
    !meta.width ||
    !meta.height ||
    meta.width * meta.height > MAX_INPUT_PIXELS
  ) {
    throw PermanentError.of('notAnImage');
  }
  try {
    let side = MAX_SIDE;
    let steps = 0;
    let best: Compressed | undefined;
    while (steps < MAX_STEPS) {
      const { data: raw, info } = await sharp(input, sharpOptions)
        .rotate()
        .resize(side, side, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
      const encode = async (quality: number) => {
        steps += 1;
        const data = await sharp(raw, { raw: { width: info.width, height: info.height, channels: info.channels } })
          .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
          .toBuffer();
        return { data, width: info.width, height: info.height, quality, steps };
      };
      // Most screenshots fit at once; otherwise binary-search the quality between 10 and 85.
      const first = await encode(85);
      if (first.data.length <= MAX_BYTES) return first;
      let lo = 10;
      let hi = 84;
      while (lo <= hi && steps < MAX_STEPS) {
        const mid = Math.floor((lo + hi) / 2);
        const attempt = await encode(mid);
        if (attempt.data.length <= MAX_BYTES) {
          best = attempt;
          lo = mid + 1;
        } else {
          hi = mid - 1;
        }
      }
      if (best) return { ...best, steps };
      side = Math.floor(side * 0.75); // even quality 10 is too big (pure noise): make it smaller
    }
  } catch (err) {
    if (err instanceof PermanentError) throw err;
    const message = err instanceof Error ? err.message : String(err);
    throw PermanentError.of(notImageError.test(message) ? 'notAnImage' : 'imageCompressionFailed');
  }
  throw PermanentError.of('imageCompressionFailed');
}

async function run(ctx: JobContext) {
  const rawId = ctx.data.payload.fileId;
  if (typeof rawId !== 'string') throw PermanentError.of('notAnImage');
  const em = ctx.em;
  const resultOf = (file: CompressedScreenshot, width: number, height: number) => ({
    message: messages.imageCompressed,
    fileId: file.id,
    width,
    height,
    size: file.size,
  });

  // The upload's bytes may still be in the API's spool: into PostgreSQL first, then the spool file goes.
  if ((await storeSpooledUpload(em, rawId)) === 'lost') throw PermanentError.of('screenshotNotFound');
  const already = await attachCompressedScreenshot(em, { rawId });
  if (already) {
    const { width = 0, height = 0 } = await sharp(
      Buffer.from((await em.findOneOrFail(StoredFile, { id: already.id }, { populate: ['data'] })).data as Uint8Array),
    ).metadata();
    return resultOf(already, width, height);
  }
  const raw = await em.findOne(StoredFile, { id: rawId }, { populate: ['data'] });
  if (!raw?.data) throw PermanentError.of('notAnImage');
  await ctx.progress(10);
  const out = await compressImage(Buffer.from(raw.data as Uint8Array));
  await ctx.progress(80);
  const file = await attachCompressedScreenshot(em, { rawId, jpeg: out.data });
  if (!file) throw new Error('The compressed screenshot was not stored.');
  return resultOf(file, out.width, out.height);
}

export const compressScreenshot: Processor = { handler: 'compress-screenshot', run };
