import { randomInt } from 'node:crypto';
import type { ReferralSource } from 'shared/api/referrers';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** The specification's formats: from the home page 'REF' + 6, elsewhere 8 upper-case letters and digits. */
export const referralCodePatterns: Record<ReferralSource, RegExp> = {
  home: /^REF[A-Z0-9]{6}$/,
  dashboard: /^[A-Z0-9]{8}$/,
};

/** A new random referral code (node:crypto, uniform over the alphabet); uniqueness is the database's job. */
export function newReferralCode(source: ReferralSource): string {
  const random = (n: number) => Array.from({ length: n }, () => alphabet[randomInt(alphabet.length)]).join('');
  return source === 'home' ? `REF${random(6)}` : random(8);
}
