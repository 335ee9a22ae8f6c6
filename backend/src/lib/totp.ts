import { generate, generateSecret, generateURI, verify } from 'otplib';

/**
 * TOTP as authenticator apps know it (RFC 6238: SHA-1, 6 digits, 30 s), by otplib. A code is accepted
 * for its own 30-second step and the one on either side (a phone clock a little off), and only for a
 * step later than the last one accepted, so a code seen over a shoulder cannot be used again.
 */
export const TOTP_PERIOD_SEC = 30;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, account: string, issuer: string): string {
  return generateURI({ issuer, label: account, secret });
}

/** The time step of an accepted code, or undefined (wrong, outside the window, or already used). */
export async function checkTotp(
  secret: string,
  code: string,
  lastStep: number | null | undefined,
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOTP_PERIOD_SEC,
    ...(lastStep != null ? { afterTimeStep: lastStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** The code for now (or `steps` periods later): for tests and drills, which act as the admin's phone. */
export function totpCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * TOTP_PERIOD_SEC });
}
