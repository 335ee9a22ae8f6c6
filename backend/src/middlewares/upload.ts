import multer from '@koa/multer';
import { fileTypeFromBuffer } from 'file-type';
import type { Context, Middleware } from 'koa';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES, SCREENSHOT_PICTURE_LIMITS } from 'shared/business';
import { badRequest, payloadTooLarge, unsupportedMedia } from '../errors.ts';

/** What a phone camera or screenshot tool produces; anything else is refused whatever its name says. */
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif', 'image/avif'] as const;

/** Room for the multipart framing and the text fields of the legacy form around the file. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

export interface ReceivedFile {
  buffer: Buffer;
  originalname: string;
  size: number;
}

/**
 * Reads a multipart form with at most one file in `field`, in memory (at most 10 MB), and its text
 * fields (small). Every way a form can be wrong becomes a 4xx with a message: too large is 413 'The
 * file is larger than 10 MB.', a broken form is 400. The file (if any) is in ctx.request.file and the
 * text fields in ctx.request.body.
 */
export function multipartForm(field: string, { maxBytes = MAX_UPLOAD_BYTES, tooLarge = 'fileTooLarge' }: { maxBytes?: number; tooLarge?: 'fileTooLarge' | 'verifyFileTooLarge' } = {}): Middleware {
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 30, fieldSize: 16 * 1024, parts: 32, headerPairs: 100 },
  }).single(field);
  return async (ctx, next) => {
    // Refuse a body announced as too large at once, before reading any of it.
    const length = Number(ctx.get('content-length') || 0);
    if (length > maxBytes + FORM_OVERHEAD_BYTES) throw payloadTooLarge(tooLarge);
    try {
      await parse(ctx, async () => undefined);
    } catch (err) {
      throw multipartError(err, field, tooLarge);
    }
    await next();
  };
}

function multipartError(err: unknown, field: string, tooLarge: 'fileTooLarge' | 'verifyFileTooLarge') {
  const code = (err as { code?: unknown })?.code;
  switch (code) {
    case 'LIMIT_FILE_SIZE':
      return payloadTooLarge(tooLarge);
    case 'LIMIT_FIELD_VALUE':
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_COUNT':
    case 'LIMIT_FIELD_KEY':
      return payloadTooLarge('requestTooLarge');
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      return badRequest(`Please send one image, in the form field "${field}".`);
    default:
      return badRequest('uploadUnreadable');
  }
}

/** The file multipartForm() read, if the form had one. */
export function receivedFile(ctx: Context): ReceivedFile | undefined {
  const file = (ctx.request as unknown as { file?: ReceivedFile }).file;
  return file && Buffer.isBuffer(file.buffer) ? file : undefined;
}

/**
 * The image type of the bytes themselves (not the name, not the header the browser sent), or a 415
 * notAnImage (shared/messages.ts); then its size in pixels, read from the header without decoding: a picture over
 * SCREENSHOT_PICTURE_LIMITS is refused (413 or 400, with a message) before it is stored or read by OCR.
 */
export async function sniffImage(data: Buffer): Promise<(typeof acceptedImageTypes)[number]> {
  const type = data.length > 0 ? await fileTypeFromBuffer(data) : undefined;
  const mime = type?.mime as (typeof acceptedImageTypes)[number] | undefined;
  if (!mime || !acceptedImageTypes.includes(mime)) throw unsupportedMedia('notAnImage');
  await refuseExtremePicture(data);
  return mime;
}

async function refuseExtremePicture(data: Buffer) {
  // Only the header is read, so sharp's own pixel limit is lifted: it would throw on the very floods
  // this refuses. A header sharp cannot read (HEIC, which it does not decode) is left to the jobs.
  const { width, height } = await sharp(data, { limitInputPixels: false }).metadata().catch(() => ({ width: 0, height: 0 }));
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (!long || !short) return;
  const { maxPixels, maxSide, maxAspect } = SCREENSHOT_PICTURE_LIMITS;
  if (long * short > maxPixels || long > maxSide) throw payloadTooLarge('pictureTooLarge');
  if (long > short * maxAspect) throw badRequest('pictureTooNarrow');
}
