import type { Context } from 'koa';

/**
 * Answers a stored image (a payment screenshot: personal): its sniffed type, kept by no cache, and a
 * CSP that forbids everything, so even a crafted file opened directly in a tab cannot run anything.
 */
export function sendImage(ctx: Context, file: { contentType: string; data: Uint8Array }) {
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  ctx.set('Content-Disposition', 'inline');
  ctx.type = file.contentType;
  ctx.body = Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength);
}
