import { describe, expect, it } from 'vitest';
import { findPaymentReference, paymentState, PAYMENT_REFERENCE_FORMAT } from './payments.ts';

describe('findPaymentReference', () => {
  it('finds the reference however a bank prints the note', () => {
    expect(findPaymentReference('BY TRANSFER-UPI/CR/412345678901/RAVI K/SBIN/ravi@okaxis/TN-7K3Q9P--')).toBe(
      'TN-7K3Q9P',
    );
    expect(findPaymentReference('UPI-RAVI-ravi@ybl-HDFC0000001-412345678901-TN7K3Q9P')).toBe('TN-7K3Q9P');
    expect(findPaymentReference('upi/412345678901/tn 7k3q9p/ravi@ybl')).toBe('TN-7K3Q9P');
    expect(findPaymentReference('UPI/P2A/412345678901/RAVI/AXIS/TN/7K3Q9P')).toBe('TN-7K3Q9P');
  });

  it('finds nothing in a cut-short note, a longer word or letters the alphabet leaves out', () => {
    expect(findPaymentReference('UPI/412345678901/TN-7K3Q')).toBeUndefined();
    expect(findPaymentReference('UPI/412345678901/TN-7K3Q9PX')).toBeUndefined();
    expect(findPaymentReference('CHENNAI TN-7K0Q9P')).toBeUndefined();
    expect(findPaymentReference('RETN7K3Q9P')).toBeUndefined();
  });

  it("reads OCR's letters for the digits the alphabet keeps (S for 5, B for 8)", () => {
    expect(findPaymentReference('Remarks TN-PL6ASC Internship')).toBe('TN-PL6A5C');
    expect(findPaymentReference('TN-YBY8GE')).toBe('TN-Y8Y86E');
  });

  it('gives the canonical form, which the format accepts', () => {
    expect(findPaymentReference('tn_acdefh')).toMatch(PAYMENT_REFERENCE_FORMAT);
  });
});

describe('paymentState', () => {
  it('is validated, rejected or pending', () => {
    expect(paymentState({ validated: true, rejectedAt: null })).toBe('validated');
    expect(paymentState({ validated: false, rejectedAt: new Date() })).toBe('rejected');
    expect(paymentState({ validated: false, rejectedAt: null })).toBe('pending');
  });
});
