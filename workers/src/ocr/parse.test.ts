import { describe, expect, it } from 'vitest';
import { amountIn, parseReading } from './parse.ts';

/** OCR output as tesseract gives it for the apps' screens (lines seen on rendered screenshots). */
const ocr = (text: string) => ({
  text,
  words: text
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => ({ text: w, confidence: 90 })),
});

describe('parseReading', () => {
  it("reads PhonePe: the UTR, not the app's own 'Transaction ID T…', and the rupee sign read as a 7", () => {
    const main = ocr(
      `9:36 4G 78%\nTransaction Successful\n9:36 PM on 09 Nov 2026\nPaid to\nTamil Nadu Edu Tech\ntnedutech@okaxis\nAmount\n7499\nMessage\nTN-VDAMHK Internship\nTransaction ID\nT26110966992618381\nDebited from\nXXXXXXXX4321\nUTR\n621669926183`,
    );
    expect(parseReading(main)).toEqual({
      state: 'read',
      amountRupees: 499,
      utr: '621669926183',
      payee: 'tnedutech@okaxis',
      status: 'success',
      paidAt: '2026-11-09T16:06:00.000Z',
      reference: 'TN-VDAMHK',
      confidence: 0.9,
    });
  });

  it("reads Google Pay's 'UPI transaction ID' and takes the headline amount from the small picture's pass", () => {
    const main = ocr(
      `5:34 4G 78%\nTo Tamil Nadu Edu Tech\nCompleted\n11 Nov 2026, 5:34 am\nTo\nTamil Nadu Edu Tech\ntnedutech@okaxis\nFrom\nMeena Sundaram (Bank of Baroda)\nUPI transaction 1D\n696589092190\nGoogle transaction ID\nCICAgOC696589kVA\nNote\nTN-PXTR4M Internship`,
    );
    const reading = parseReading(main, ocr('[]\n¥499\n—'));
    expect(reading).toMatchObject({
      amountRupees: 499,
      utr: '696589092190',
      status: 'success',
      payee: 'tnedutech@okaxis',
      paidAt: '2026-11-11T00:04:00.000Z',
    });
  });

  it("reads Paytm's 'UPI Ref. No' and BHIM's 'UPI Ref No' with the UTR on the label's line", () => {
    expect(
      parseReading(
        ocr(
          'Paid Successfully\nto Tamil Nadu Edu Tech\nUPI ID: tnedutech@okaxis\nUPI Ref. No: 642863753520\nOrder ID\n202611171212753520\nDate &Time\n17 Nov 2026, 05:57 PM',
        ),
        ocr('¥200'),
      ),
    ).toMatchObject({
      amountRupees: 200,
      utr: '642863753520',
      paidAt: '2026-11-17T12:27:00.000Z',
    });
    expect(
      parseReading(
        ocr('Failed\nPaid To\nTamil Nadu Edu Tech\nUPI Ref No\n6924 3662 1602\nDate\n22/11/2026 23:55'),
        ocr('350.00'),
      ),
    ).toMatchObject({
      amountRupees: 350,
      utr: '692436621602',
      status: 'failed',
      paidAt: '2026-11-22T18:25:00.000Z',
    });
  });

  it("reads a bank app's RRN and 'INR 499.00', and a pending status", () => {
    expect(
      parseReading(
        ocr(
          'Transaction Processing\nAmount\nINR 499.00\nBeneficiary VPA\ntnedutech@okaxis\nRRN\n864182247304\nTransaction Date\n05-Nov-2026 04:46',
        ),
      ),
    ).toMatchObject({
      amountRupees: 499,
      utr: '864182247304',
      status: 'pending',
      paidAt: '2026-11-04T23:16:00.000Z',
    });
  });

  it("is 'unreadable' when neither an amount nor a UTR is there", () => {
    expect(parseReading(ocr('a7e%\n—\nwo | LL'), ocr(''))).toEqual({
      state: 'unreadable',
      amountRupees: null,
      utr: null,
      payee: null,
      status: null,
      paidAt: null,
      reference: null,
      confidence: 0,
    });
  });
});

describe('amountIn', () => {
  it('takes the rupee sign read as a digit or a glyph off the figure', () => {
    expect(amountIn('7499')).toBe(499);
    expect(amountIn('2499')).toBe(499);
    expect(amountIn('¥200')).toBe(200);
    expect(amountIn('%1,499.50')).toBe(1499.5);
  });

  it('keeps real figures: grouped thousands, small amounts, paise', () => {
    expect(amountIn('1,499.50')).toBe(1499.5);
    expect(amountIn('499')).toBe(499);
    expect(amountIn('₹ 350.00')).toBe(350);
    expect(amountIn('1,00,000')).toBe(100000);
    expect(amountIn('no figure')).toBeUndefined();
  });
});
