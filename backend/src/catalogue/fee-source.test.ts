import { describe, expect, it } from 'vitest';
import type { Fee } from 'shared/api/catalogue';
import { acceptedFee, SHOWN_FEE_KEPT_MS } from './fee-source.ts';
import { fixedFeeSource, seedFeeSource } from './fixed-fees.ts';

const now = new Date('2026-12-14T06:30:00Z'); // 12:00 in India
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
const fee = (from: string, registration: number, extra: number[] = [200, 350]): Fee => ({
  from,
  registration,
  struck: 799,
  extra,
});

describe('the fee a registration or an extra course accepts', () => {
  it('keeps the fee shown when it was the course’s fee within the last 48 hours', () => {
    const raisedYesterday = [fee('2025-01-01T00:00:00Z', 599), fee(hoursAgo(20), 649)];
    expect(acceptedFee(raisedYesterday, 'registration', 599, now)).toEqual([599]);
    expect(acceptedFee(raisedYesterday, 'registration', 649, now)).toEqual([649]);
  });

  it('does not keep a shown fee older than 48 hours: the fee in effect is stored', () => {
    const raisedThreeDaysAgo = [fee('2025-01-01T00:00:00Z', 599), fee(hoursAgo(72), 649)];
    expect(acceptedFee(raisedThreeDaysAgo, 'registration', 599, now)).toEqual([649]);
    // The fee in effect exactly 48 hours ago still counts; one that ended before then does not.
    const raisedJustInside = [fee('2025-01-01T00:00:00Z', 599), fee(hoursAgo(47.9), 649)];
    expect(acceptedFee(raisedJustInside, 'registration', 599, now)).toEqual([599]);
    expect(SHOWN_FEE_KEPT_MS).toBe(48 * 3_600_000);
  });

  it('stores the fee in effect when none was sent, or one the course never asked', () => {
    const history = [fee('2025-01-01T00:00:00Z', 599)];
    expect(acceptedFee(history, 'registration', undefined, now)).toEqual([599]);
    expect(acceptedFee(history, 'registration', 1, now)).toEqual([599]);
  });

  it('ignores a fee set ahead until it takes effect', () => {
    const history = [fee('2025-01-01T00:00:00Z', 599), fee(hoursAgo(-5), 999)];
    expect(acceptedFee(history, 'registration', 999, now)).toEqual([599]);
    expect(acceptedFee([fee(hoursAgo(-5), 999)], 'registration', undefined, now)).toBeUndefined();
  });

  it('gives an extra course the amounts of the fee shown, the asked one first', () => {
    const history = [fee('2025-01-01T00:00:00Z', 499, [200, 350]), fee(hoursAgo(10), 499, [250, 400])];
    expect(acceptedFee(history, 'extra-course', 350, now)).toEqual([200, 350]);
    expect(acceptedFee(history, 'extra-course', 250, now)).toEqual([250, 400]);
    expect(acceptedFee(history, 'extra-course', undefined, now)).toEqual([250, 400]);
    expect(acceptedFee([fee('2025-01-01T00:00:00Z', 499, [])], 'extra-course', undefined, now)).toBeUndefined();
  });

  it('refuses a course not offered for the kind of payment', () => {
    const source = fixedFeeSource([
      {
        name: 'Medical Coding',
        offered: { registration: true, extra: false },
        fees: [fee('2025-01-01T00:00:00Z', 599)],
      },
    ]);
    expect(source.feeFor('Medical Coding', 'registration', undefined, now)).toEqual([599]);
    expect(source.feeFor('Medical Coding', 'extra-course', undefined, now)).toBeUndefined();
    expect(source.feeFor('Astrology', 'registration', undefined, now)).toBeUndefined();
    expect(seedFeeSource.feeFor('Basic React.js', 'extra-course', 350, now)).toEqual([200, 350]);
    expect(
      seedFeeSource.feeFor('Medical Coding using Optum360 EncoderPro', 'extra-course', undefined, now),
    ).toBeUndefined();
  });
});
