import type { Context } from 'koa';

interface FileToSend {
  contentType: string;
  /** Absent only for a raw upload whose bytes still wait in the spool, which no route sends (a registration moves them in). */
  data: Uint8Array | null | undefined;
}

/**
 * Answers a stored file (a payment screenshot, a certificate: personal). `private` besides the API's
 * `no-store` (middlewares/no-store.ts), for a cache in between that honours only that.
 */
export function sendFile(ctx: Context, file: FileToSend, disposition: string) {
  if (!file.data) throw new Error('A stored file without its bytes was to be sent.');
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('Content-Disposition', disposition);
  ctx.type = file.contentType;
  ctx.body = Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength);
}

/**
 * A stored image, shown in the page: its sniffed type, and a CSP that forbids everything, so even a
 * crafted file opened directly in a tab cannot run anything.
 */
export function sendImage(ctx: Context, file: FileToSend) {
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  sendFile(ctx, file, 'inline');
}

/**
 * A course card image's size (routes/catalogue-images): the same for everyone and never changed (a new
 * picture is a new file id), so any cache may keep it for a year; the one stored file that is not
 * `no-store` (middlewares/no-store.ts). The same sandboxing CSP as sendImage.
 */
export const PUBLIC_IMMUTABLE = 'public, max-age=31536000, immutable';

export function sendPublicImage(ctx: Context, file: FileToSend) {
  if (!file.data) throw new Error('A stored file without its bytes was to be sent.');
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  ctx.set('Cache-Control', PUBLIC_IMMUTABLE);
  ctx.set('Content-Disposition', 'inline');
  ctx.type = file.contentType;
  ctx.body = Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength);
}
