import { describe, expect, it } from 'vitest';
import { REFERRAL_REWARD_RUPEES } from './business.ts';

describe('catalog', () => {
  it('pays 70 rupees per validated referral', () => {
    expect(REFERRAL_REWARD_RUPEES).toBe(70);
  });
});
