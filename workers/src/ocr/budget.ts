import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { config } from 'backend/config';

/** The window of both budgets: an hour from the first reading charged to it. */
const HOUR_SEC = 3600;

export interface OcrLimits {
  /** Seconds of OCR the uploads of one address (its payer key, backend/src/lib/ocr-payer.ts) may use in an hour. */
  perAddressSec: number;
  /** Seconds of OCR all uploads together may use in an hour. */
  totalSec: number;
}

export const ocrLimits = (): OcrLimits => ({
  perAddressSec: config().OCR_SECONDS_PER_ADDRESS,
  totalSec: config().OCR_SECONDS_PER_HOUR,
});

/** A reading may start, or which budget is spent and when it frees up (epoch ms). */
export type BudgetCheck = { spent: false } | { spent: 'address' | 'total'; freeAt: number };

/**
 * The OCR seconds actually used, charged after each reading to the address the upload came from and to
 * everyone together (rate-limiter-flexible's counters in Redis, shared by every worker process). A
 * reading starts only while both budgets have seconds left; it is then charged what it took, so an
 * address can overrun its budget by one reading at most (8 s for an upload no registration took, 30 s
 * for a registration's). Redis may forget the counters (a flush, a restart without its AOF): that only
 * lets more OCR run until they fill again, never less.
 */
export class OcrBudget {
  private readonly perAddress: RateLimiterRedis;
  private readonly total: RateLimiterRedis;

  constructor(
    redis: Redis,
    prefix: string,
    private readonly limits: OcrLimits = ocrLimits(),
  ) {
    this.perAddress = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}:ocr-budget:address`,
      points: limits.perAddressSec,
      duration: HOUR_SEC,
    });
    this.total = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}:ocr-budget:total`,
      points: limits.totalSec,
      duration: HOUR_SEC,
    });
  }

  /** Whether a reading charged to `payer` (none for an upload made before payers were recorded) may start now. */
  async check(payer: string | undefined): Promise<BudgetCheck> {
    const [mine, all] = await Promise.all([payer ? this.perAddress.get(payer) : null, this.total.get('all')]);
    const now = Date.now();
    if (mine && mine.consumedPoints >= this.limits.perAddressSec)
      return { spent: 'address', freeAt: now + mine.msBeforeNext };
    if (all && all.consumedPoints >= this.limits.totalSec) return { spent: 'total', freeAt: now + all.msBeforeNext };
    return { spent: false };
  }

  /** Charges a reading that took `ms` (whole seconds, rounded up) to `payer` and to the total. */
  async charge(payer: string | undefined, ms: number): Promise<void> {
    const seconds = Math.max(1, Math.ceil(ms / 1000));
    await Promise.all([
      payer ? this.perAddress.penalty(payer, seconds) : undefined,
      this.total.penalty('all', seconds),
    ]);
  }
}
