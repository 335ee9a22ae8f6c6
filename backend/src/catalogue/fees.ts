import type { Fee } from 'shared/api/catalogue';

/** Fees ordered by the moment they take effect. */
const ordered = (fees: readonly Fee[]) => [...fees].sort((a, b) => Date.parse(a.from) - Date.parse(b.from));

/**
 * The fee in effect at `at`: the latest one that has taken effect. A course whose every fee is still
 * ahead asks its first one (it cannot be offered for nothing).
 */
export function feeAt(fees: readonly Fee[], at: Date): Fee {
  const sorted = ordered(fees);
  let current = sorted[0]!;
  for (const fee of sorted) if (Date.parse(fee.from) <= at.getTime()) current = fee;
  return current;
}

/** Every fee in effect at some moment from `from` to `to`: what a visitor in that time may have been shown. */
export function feesInEffectBetween(fees: readonly Fee[], from: Date, to: Date): Fee[] {
  const first = feeAt(fees, from);
  return [
    first,
    ...ordered(fees).filter(
      (f) => f !== first && Date.parse(f.from) > from.getTime() && Date.parse(f.from) <= to.getTime(),
    ),
  ];
}

/** When the next fee of these takes effect after `now`, if one is set ahead. */
export function nextFeeChange(fees: readonly Fee[], now: Date): Date | undefined {
  const ahead = ordered(fees).find((f) => Date.parse(f.from) > now.getTime());
  return ahead ? new Date(ahead.from) : undefined;
}

/**
 * Fees already in effect are history: an intern was shown them. A new version may add fees (from now
 * or later) and change or remove ones still ahead, never one whose moment has come.
 */
export function rewritesFeeHistory(published: readonly Fee[], draft: readonly Fee[], now: Date): boolean {
  const past = (fees: readonly Fee[]) =>
    ordered(fees)
      .filter((f) => Date.parse(f.from) <= now.getTime())
      .map((f) => JSON.stringify([Date.parse(f.from), f.registration, f.struck, f.extra]));
  const before = past(published);
  const after = past(draft);
  return before.some((fee, i) => after[i] !== fee) || after.length < before.length;
}
