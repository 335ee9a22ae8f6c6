import type { FileCheck } from 'shared/api/verify';

const fromIso = (value: unknown) =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? Date.parse(value) : undefined;
const fromSeconds = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value * 1000 : undefined;

/**
 * A credential's validity period against the instant `at` (OB 3.0 section 9.1 step 4, VCDM 2.0
 * validity period): it starts at the later of validFrom and the JWT's nbf, and ends at the earlier of
 * validUntil and exp (exp: "on or after which the JWT must not be accepted"). Undefined within it;
 * else whether it has expired or is not valid yet, and since or until when.
 */
export function outsideValidityPeriod(credential: Record<string, unknown>, at: Date): FileCheck['period'] {
  const defined = (values: (number | undefined)[]) => values.filter((value): value is number => value !== undefined);
  const starts = defined([fromIso(credential.validFrom), fromSeconds(credential.nbf)]);
  const ends = defined([fromIso(credential.validUntil), fromSeconds(credential.exp)]);
  const now = at.getTime();
  if (ends.length && now >= Math.min(...ends))
    return { state: 'expired', at: new Date(Math.min(...ends)).toISOString() };
  if (starts.length && now < Math.max(...starts))
    return { state: 'notYetValid', at: new Date(Math.max(...starts)).toISOString() };
  return undefined;
}
