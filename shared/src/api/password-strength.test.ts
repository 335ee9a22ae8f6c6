import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD, passwordProblem, WEAK_PASSWORD } from './password-strength.ts';

describe('passwordProblem (zxcvbn-ts with its common-password list)', () => {
  it.each(['password', '12345678', 'qwerty123', 'iloveyou1', 'Password@123', 'Welcome@123', 'admin12345', 'letmein!'])(
    'refuses %s as common',
    (pw) => {
      expect(passwordProblem(pw)).toBe(COMMON_PASSWORD);
    },
  );

  it.each(['aaaaaaaaaa', 'abcdefgh12', '1q2w3e4r5t'])('refuses %s as guessable', (pw) => {
    expect(passwordProblem(pw)).toEqual(expect.stringMatching(/^This password is/));
  });

  it("refuses a password made of the account's own name or e-mail", () => {
    expect(passwordProblem('Karthik.Raja', ['Karthik Raja', 'karthik.raja@example.in'])).toBe(WEAK_PASSWORD);
    expect(passwordProblem('karthikraja2026', ['Karthik Raja', 'karthikraja2026@example.in'])).toBe(WEAK_PASSWORD);
  });

  // The sample passwords of the tests, the e2e runs and the drills, and passphrases people choose.
  it.each([
    'Chennai#2026',
    'Madurai@2026',
    'Thanjavur-2026',
    'a long passphrase 42',
    'drill-password-1',
    'Legacy-Pass-77',
    'correct horse battery staple',
  ])('accepts %s', (pw) => {
    expect(passwordProblem(pw, ['Meena Sundaram', 'meena@example.in'])).toBeUndefined();
  });

  it('checks a very long password quickly (only its start is matched)', () => {
    const started = Date.now();
    expect(passwordProblem('x7'.repeat(64))).toBeDefined();
    expect(
      passwordProblem(
        'The Kaveri floods in August, the Vaigai in November; we met at Srirangam ferry, 1994, and laughed.',
      ),
    ).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
