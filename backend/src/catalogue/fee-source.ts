import type { Fee } from 'shared/api/catalogue';
import type { PaymentKind } from 'shared/payments';

/**
 * Where a registration or an extra course finds the fee it stores (`deps.catalogue`; the catalogue's
 * published store implements it). The accepted fee(s) of a course for a kind of payment: for a
 * registration one amount, for an extra course its amounts (the first the one its link asks).
 * Undefined: the course is not offered for that kind (the form's 'course not listed' refusal).
 */
export interface FeeSource {
  feeFor(courseName: string, kind: PaymentKind, shown: number | undefined, now: Date): number[] | undefined;
}

/**
 * How long a fee the page showed is kept after it changed: a student who paid yesterday at the old fee
 * and registers today keeps it; two days is longer than anyone fills the form after paying.
 */
export const SHOWN_FEE_KEPT_MS = 48 * 60 * 60 * 1000;

const amountsOf = (fee: Fee, kind: PaymentKind) => (kind === 'registration' ? [fee.registration] : fee.extra);

/**
 * The rule of `feeFor`, over one course's fee history (each entry in effect from its `from` until the
 * next; an entry set ahead is not in effect yet). The fee the client says it showed is kept when it was
 * the course's fee at any moment of the last 48 hours; otherwise (none sent, an older one, or one never
 * asked) the fee in effect now. A course with no fee in effect, or no extra-course amount, is not offered.
 */
export function acceptedFee(
  history: readonly Fee[],
  kind: PaymentKind,
  shown: number | undefined,
  now: Date,
): number[] | undefined {
  const byTime = history
    .map((fee) => ({ fee, from: Date.parse(fee.from) }))
    .filter((entry) => entry.from <= now.getTime())
    .sort((a, b) => a.from - b.from);
  const current = byTime.at(-1);
  if (!current || amountsOf(current.fee, kind).length === 0) return undefined;
  if (shown !== undefined) {
    const since = now.getTime() - SHOWN_FEE_KEPT_MS;
    // The entry in effect 48 hours ago, and every one that came into effect since.
    const firstInWindow = byTime.findLastIndex((entry) => entry.from <= since);
    const recent = byTime.slice(Math.max(firstInWindow, 0)).reverse();
    const kept = recent.find((entry) => amountsOf(entry.fee, kind).includes(shown));
    if (kept) return kind === 'registration' ? [shown] : [...kept.fee.extra];
  }
  return [...amountsOf(current.fee, kind)];
}
