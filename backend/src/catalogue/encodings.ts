import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The codings GET /api/catalogue answers in (brotli is the smallest). */
export type BodyEncoding = 'br' | 'gzip' | 'identity';

/**
 * The published catalogue's bytes in each coding, made once per snapshot (a publish, a fee coming into effect),
 * at the highest levels: a request only picks one. The app has no compression middleware (koa-static serves
 * the build's own .br and .gz files), so nothing compresses them a second time; a proxy in front sees the
 * Content-Encoding and leaves them too. About 15 KB of JSON: brotli 11 takes milliseconds, once.
 */
export function encodeBody(body: Buffer): Record<BodyEncoding, Buffer> {
  return {
    br: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: gzipSync(body, { level: 9 }),
    identity: body,
  };
}

/**
 * The coding to answer in, from the request's Accept-Encoding: brotli when it is accepted at least as much
 * as gzip, else gzip, else the bytes as they are (also without the header). Browsers list gzip first
 * ('gzip, deflate, br, zstd') with no preference among them, which Koa's negotiation would read as gzip.
 */
export function chosenEncoding(acceptEncoding: string | undefined): BodyEncoding {
  if (!acceptEncoding) return 'identity';
  let br = -1;
  let gzip = -1;
  let any = -1;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    const coding = name.trim().toLowerCase();
    if (coding === 'br') br = weight;
    else if (coding === 'gzip' || coding === 'x-gzip') gzip = weight;
    else if (coding === '*') any = weight;
  }
  if (br < 0) br = any;
  if (gzip < 0) gzip = any;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}
