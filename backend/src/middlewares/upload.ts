import multer from '@koa/multer';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import type { Context, Middleware } from 'koa';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES, SCREENSHOT_PICTURE_LIMITS } from 'shared/business';
import { badRequest, payloadTooLarge, unsupportedMedia, type HttpError } from '../errors.ts';
import { discardSpooled, spoolStorage, type SpooledFile } from '../lib/upload-spool.ts';

/** What a phone camera or screenshot tool produces; anything else is refused whatever its name says. */
export const acceptedImageTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
  'image/heif',
  'image/avif',
] as const;

/** Room for the multipart framing and the text fields of the legacy form around the file. */
const FORM_OVERHEAD_BYTES = 256 * 1024;

export interface ReceivedFile {
  buffer: Buffer;
  originalname: string;
  size: number;
}

type TooLarge = 'fileTooLarge' | 'verifyFileTooLarge';

/**
 * Reads a multipart form with at most one file in `field`, in memory (at most 10 MB), and its text
 * fields (small). Every way a form can be wrong becomes a 4xx with a message: too large is 413 'The
 * file is larger than 10 MB.', a broken form is 400. The file (if any) is in ctx.request.file and the
 * text fields in ctx.request.body.
 */
export function multipartForm(
  field: string,
  {
    maxBytes = MAX_UPLOAD_BYTES,
    tooLarge = 'fileTooLarge',
    refuseTooLarge = () => payloadTooLarge(tooLarge),
  }: {
    maxBytes?: number;
    tooLarge?: TooLarge;
    /** The refusal of a file over `maxBytes`, where the form's rule is not a 413 (a card image's one 400). */
    refuseTooLarge?: () => HttpError;
  } = {},
): Middleware {
  return formReader(multer.memoryStorage(), field, maxBytes, refuseTooLarge);
}

/**
 * The same form, with the file streamed to a spool file in `dir` (lib/upload-spool.ts) instead of held in
 * memory: the SHA-256 and size are taken on the way, the same limits and messages apply. The spool file
 * is removed if the request fails anywhere after it (a refused picture, a spent budget, a database
 * error) or the client goes away mid-upload; once the handler has answered, it is the handler's (the
 * upload row names it). Read it with spooledFile(ctx).
 */
export function spooledForm(field: string, dir: string): Middleware {
  const read = formReader(spoolStorage(dir), field, MAX_UPLOAD_BYTES, () => payloadTooLarge('fileTooLarge'));
  return async (ctx, next) => {
    try {
      await read(ctx, next);
    } catch (err) {
      await discardSpooled(ctx.req);
      throw err;
    }
  };
}

function formReader(
  storage: multer.StorageEngine,
  field: string,
  maxBytes: number,
  tooLarge: () => HttpError,
): Middleware {
  const parse = multer({
    storage,
    limits: { fileSize: maxBytes, files: 1, fields: 30, fieldSize: 16 * 1024, parts: 32, headerPairs: 100 },
  }).single(field);
  return async (ctx, next) => {
    // Refuse a body announced as too large at once, before reading any of it.
    const length = Number(ctx.get('content-length') || 0);
    if (length > maxBytes + FORM_OVERHEAD_BYTES) throw tooLarge();
    try {
      await parse(ctx, async () => undefined);
    } catch (err) {
      throw multipartError(err, field, tooLarge);
    }
    await next();
  };
}

function multipartError(err: unknown, field: string, tooLarge: () => HttpError) {
  const code = (err as { code?: unknown })?.code;
  switch (code) {
    case 'LIMIT_FILE_SIZE':
      return tooLarge();
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

/** The file spooledForm() streamed to disk, if the form had one. */
export function spooledFile(ctx: Context): SpooledFile | undefined {
  const file = (ctx.request as unknown as { file?: Partial<SpooledFile> }).file;
  return file && typeof file.path === 'string' && typeof file.sha256 === 'string' ? (file as SpooledFile) : undefined;
}

/** The size of the file either form read, for the byte budget. */
export function receivedSize(ctx: Context): number {
  return (ctx.request as unknown as { file?: { size?: number } }).file?.size ?? 0;
}

/** sniffImage() of a spooled file: only its first bytes and its header are read. */
export async function sniffImageFile(path: string): Promise<(typeof acceptedImageTypes)[number]> {
  const type = await fileTypeFromFile(path).catch(() => undefined);
  return checkedPicture(type?.mime, path);
}

/**
 * The image type of the bytes themselves (not the name, not the header the browser sent), or a 415
 * notAnImage (shared/messages.ts); then its size in pixels, read from the header without decoding: a picture over
 * SCREENSHOT_PICTURE_LIMITS is refused (413 or 400, with a message) before it is stored or read by OCR.
 */
export async function sniffImage(data: Buffer): Promise<(typeof acceptedImageTypes)[number]> {
  const type = data.length > 0 ? await fileTypeFromBuffer(data) : undefined;
  return checkedPicture(type?.mime, data);
}

async function checkedPicture(
  type: string | undefined,
  input: Buffer | string,
): Promise<(typeof acceptedImageTypes)[number]> {
  const mime = type as (typeof acceptedImageTypes)[number] | undefined;
  if (!mime || !acceptedImageTypes.includes(mime)) throw unsupportedMedia('notAnImage');
  await refuseExtremePicture(input);
  return mime;
}

async function refuseExtremePicture(input: Buffer | string) {
  // Only the header is read, so sharp's own pixel limit is lifted: it would throw on the very floods
  // this refuses. A header sharp cannot read (HEIC, which it does not decode) is left to the jobs.
  const { width, height } = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  if (!long || !short) return;
  const { maxPixels, maxSide, maxAspect } = SCREENSHOT_PICTURE_LIMITS;
  if (long * short > maxPixels || long > maxSide) throw payloadTooLarge('pictureTooLarge');
  if (long > short * maxAspect) throw badRequest('pictureTooNarrow');
}
