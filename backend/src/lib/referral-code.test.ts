import { describe, expect, it } from 'vitest';
import { newReferralCode, referralCodePatterns } from './referral-code.ts';

describe('newReferralCode', () => {
  it("issues 'REF' + 6 upper-case alphanumerics from the home page", () => {
    for (let i = 0; i < 200; i++) expect(newReferralCode('home')).toMatch(/^REF[A-Z0-9]{6}$/);
  });

  it('issues 8 upper-case letters and digits elsewhere', () => {
    for (let i = 0; i < 200; i++) expect(newReferralCode('dashboard')).toMatch(/^[A-Z0-9]{8}$/);
    expect(referralCodePatterns.dashboard.test(newReferralCode('dashboard'))).toBe(true);
  });

  it('is random: 2000 codes are all different and use the whole alphabet', () => {
    const codes = Array.from({ length: 2000 }, () => newReferralCode('dashboard'));
    expect(new Set(codes).size).toBe(codes.length);
    const seen = new Set(codes.join(''));
    expect(seen.size).toBe(36);
  });
});
