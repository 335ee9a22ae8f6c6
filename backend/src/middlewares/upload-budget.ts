import type { Redis } from 'ioredis';
import type { Middleware } from 'koa';
import { budgetLimit } from './rate-limit.ts';
import { receivedSize } from './upload.ts';

/**
 * Bytes of anonymous uploads one address may send per hour. A phone screenshot is 0.1-3 MB and the
 * limit per file is 10 MB, so 60 MB is dozens of screenshots (a college batch enrolling from one
 * network) while one address can no longer push 800 MB an hour (20 uploads per 15 minutes at 10 MB)
 * into the database.
 */
export const UPLOAD_BYTES_PER_HOUR = 60 * 1024 * 1024;

const minutes = (sec: number) => Math.max(1, Math.ceil(sec / 60));

/**
 * The hourly byte budget of POST /api/uploads and POST /api/insertuser (one budget, one Redis key):
 * `before` goes before the multipart form is read (refuses a spent budget without reading the
 * body), `after` right after it (charges the file's size; a file that would overspend is refused and
 * not stored). Refused and non-image files count too: their bytes were received all the same.
 */
export function uploadBudget(redis: Redis, prefix: string): { before: Middleware; after: Middleware } {
  const budget = budgetLimit(redis, prefix, {
    name: 'upload-bytes',
    points: UPLOAD_BYTES_PER_HOUR,
    durationSec: 60 * 60,
    message: (retryAfter) =>
      `Too much uploaded from this network: at most 60 MB per hour. Please try again in ${minutes(retryAfter)} minutes.`,
  });
  return {
    before: budget.check,
    after: async (ctx, next) => {
      await budget.charge(ctx, receivedSize(ctx));
      await next();
    },
  };
}
