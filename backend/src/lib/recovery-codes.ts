import { randomInt } from 'node:crypto';
import { hashPassword, verifyPassword } from './passwords.ts';

/**
 * Recovery codes: 10 per admin, each 10 characters of Crockford's base32 (50 random bits), shown once
 * as 'xxxxx-xxxxx'. Below the 112 bits that would make a plain hash enough (ASVS 6.5.2), so each is
 * stored as an argon2id hash; checking one costs up to 10 verifications, which the sign-in's rate
 * limit keeps rare.
 */
export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = '';
    for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** What was typed, as it was issued: case, spaces and dashes ignored; o/i/l read as 0/1/1. */
export function normalizeRecoveryCode(typed: string): string | undefined {
  const s = typed.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  if (s.length !== LENGTH || [...s].some((c) => !ALPHABET.includes(c))) return undefined;
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

export const hashRecoveryCode = (code: string) => hashPassword(code);

/** The id of the unused code that matches, or undefined. All are checked, so timing does not say which. */
export async function matchRecoveryCode(
  code: string,
  unused: { id: number; codeHash: string }[],
): Promise<number | undefined> {
  const results = await Promise.all(
    unused.map(async (row) => ((await verifyPassword(row.codeHash, code)) ? row.id : undefined)),
  );
  return results.find((id) => id !== undefined);
}
