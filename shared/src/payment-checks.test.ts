import { describe, expect, it } from 'vitest';
import { isOurPayee, paymentFlags, type PaymentCheckContext } from './payment-checks.ts';
import type { ScreenshotReading } from './payments.ts';

// 14:30 in India on 10 Dec 2026; the attempt began at 10:00 in India the same day.
const now = new Date('2026-12-10T09:00:00Z');
const ctx: PaymentCheckContext = {
  fees: [499],
  attemptAt: new Date('2026-12-10T04:30:00Z'),
  typedUtr: '412345678901',
  payeeUpiId: 'tntechacademy@okaxis',
  payeeName: 'TN Tech Consultancy',
  now,
};
const good: ScreenshotReading = {
  state: 'read',
  amountRupees: 499,
  utr: '412345678901',
  payee: 'tntechacademy@okaxis',
  status: 'success',
  paidAt: '2026-12-10T04:35:00Z',
  reference: 'TN-7K3Q9P',
  confidence: 0.9,
};
const codes = (reading: ScreenshotReading | null, over: Partial<PaymentCheckContext> = {}) =>
  paymentFlags(reading, { ...ctx, ...over }).map((f) => f.code);

describe('paymentFlags', () => {
  it('flags nothing on a good screenshot, nor when no reading exists yet', () => {
    expect(codes(good)).toEqual([]);
    expect(codes(null)).toEqual([]);
  });

  it('says the screenshot could not be read, and nothing else, when OCR found nothing', () => {
    expect(paymentFlags({ ...good, state: 'unreadable', amountRupees: null, utr: null }, ctx)).toEqual([
      { code: 'unreadable', words: 'Could not read the screenshot' },
    ]);
  });

  it("flags an amount that is not the intern's own fee", () => {
    expect(paymentFlags({ ...good, amountRupees: 450 }, ctx)).toEqual([
      { code: 'amount', words: 'Amount ₹450 is not the fee (₹499)' },
    ]);
    expect(codes({ ...good, amountRupees: 499.5 })).toEqual(['amount']);
    expect(codes({ ...good, amountRupees: 499.0 })).toEqual([]);
    expect(codes({ ...good, amountRupees: 350 }, { fees: [200, 350] })).toEqual([]);
    expect(codes({ ...good, amountRupees: 200 }, { fees: [200, 350] })).toEqual([]);
    expect(paymentFlags({ ...good, amountRupees: 499 }, { ...ctx, fees: [200, 350] })[0]?.words).toBe(
      'Amount ₹499 is not the fee (₹200 or ₹350)',
    );
    expect(codes({ ...good, amountRupees: null })).toEqual([]);
  });

  it('checks against the fee the intern registered at, not the fee of the day', () => {
    const at599 = { fees: [599] };
    expect(paymentFlags({ ...good, amountRupees: 649 }, { ...ctx, ...at599 })).toEqual([
      { code: 'amount', words: 'Amount ₹649 is not the fee (₹599)' },
    ]);
    expect(codes({ ...good, amountRupees: 599 }, at599)).toEqual([]);
    expect(codes({ ...good, amountRupees: 499 }, at599)).toEqual(['amount']);
  });

  it('flags a payee that is not ours, forgiving what OCR drops or swaps', () => {
    expect(codes({ ...good, payee: 'someone.else@ybl' })).toEqual(['payee']);
    expect(codes({ ...good, payee: 'TNTECHACADEMY@OKAXIS' })).toEqual([]);
    expect(codes({ ...good, payee: 'tntechacadmy@okaxs' })).toEqual([]); // two letters dropped
    expect(codes({ ...good, payee: 'tntchacadmy@okxs' })).toEqual(['payee']); // four: too far
    expect(codes({ ...good, payee: 'TN Tech Consu1tancy' })).toEqual([]);
    expect(codes({ ...good, payee: 'tntechacademy@ybl' })).toEqual([]); // the id before '@' is in it
    expect(codes({ ...good, payee: 'Paid to TN TECH CONSULTANCY' })).toEqual([]);
    expect(codes({ ...good, payee: 'TN Traders' })).toEqual(['payee']);
    expect(codes({ ...good, payee: null })).toEqual([]);
  });

  it('flags a status that is not a success', () => {
    expect(codes({ ...good, status: 'failed' })).toEqual(['status']);
    expect(paymentFlags({ ...good, status: 'pending' }, ctx)[0]?.words).toBe('The payment shows as pending');
    expect(codes({ ...good, status: null })).toEqual([]);
  });

  it('flags a payment made on a day before the attempt, in India, but not earlier the same day', () => {
    expect(codes({ ...good, paidAt: '2026-12-09T18:29:00Z' })).toEqual(['before-attempt']); // 23:59 on the 9th in India
    expect(codes({ ...good, paidAt: '2026-12-09T18:30:00Z' })).toEqual([]); // 00:00 on the 10th in India
    // The screenshot shows 09:59, the attempt began at 10:00:40: the same minute read short, not flagged.
    expect(codes({ ...good, paidAt: '2026-12-10T04:29:00Z' }, { attemptAt: '2026-12-10T04:30:40Z' })).toEqual([]);
  });

  it('flags a payment more than 7 days old, not one exactly 7 days old', () => {
    const longAgo = { attemptAt: '2026-11-01T04:30:00Z' };
    expect(codes({ ...good, paidAt: '2026-12-03T04:30:00Z' }, longAgo)).toEqual([]);
    expect(codes({ ...good, paidAt: '2026-12-02T18:29:00Z' }, longAgo)).toEqual(['too-old']); // 2 Dec in India
    expect(paymentFlags({ ...good, paidAt: '2026-12-01T04:30:00Z' }, { ...ctx, ...longAgo })[0]?.words).toBe(
      'Paid more than 7 days ago',
    );
    expect(codes({ ...good, paidAt: null })).toEqual([]);
  });

  it('flags a typed UTR that is not the one read, ignoring spaces and case', () => {
    expect(codes({ ...good, utr: '412345678902' })).toEqual(['utr']);
    expect(codes(good, { typedUtr: '4123 4567 8901' })).toEqual([]);
    expect(codes(good, { typedUtr: null })).toEqual([]);
    expect(codes({ ...good, utr: null })).toEqual([]);
  });

  it('gives every flag that applies, in a fixed order', () => {
    expect(
      codes({
        ...good,
        amountRupees: 1,
        payee: 'x@y',
        status: 'failed',
        paidAt: '2026-12-01T00:00:00Z',
        utr: '999999999999',
      }),
    ).toEqual(['amount', 'payee', 'status', 'before-attempt', 'utr']);
  });
});

describe('isOurPayee', () => {
  it('refuses an empty reading and a short common part', () => {
    expect(isOurPayee('', { upiId: 'tn@okaxis', name: 'TN' })).toBe(false);
    expect(isOurPayee('tnpl@ybl traders', { upiId: 'tn@okaxis', name: 'TN' })).toBe(false);
  });
});
