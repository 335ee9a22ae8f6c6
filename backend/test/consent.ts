import type { MikroORM } from '@mikro-orm/postgresql';
import { expect } from 'vitest';
import { consentMessages, PRIVACY_NOTICE_VERSION } from 'shared/privacy';

/**
 * The privacy consent every form that collects personal data carries (docs/PRIVACY.md), as the route tests
 * of the registration, refer-and-earn and contact forms check it.
 */

/** What a form without a valid consent sends, and the message it gets (JSON bodies). */
export const consentRefusals: [label: string, consent: Record<string, unknown>, message: string][] = [
  ['without consent', { consent: undefined }, consentMessages.required],
  ['with consent false', { consent: false }, consentMessages.required],
  ['with an old notice version', { consent: true, noticeVersion: '2025-01-01' }, consentMessages.outdated],
];

/** The same for a multipart form: an unticked checkbox is simply not sent; 'off' is no consent either. */
export const multipartConsentRefusals: [label: string, consent: Record<string, string | undefined>, message: string][] =
  [
    ['without consent', { consent: undefined }, consentMessages.required],
    ["with consent 'off'", { consent: 'off' }, consentMessages.required],
    ['with an old notice version', { consent: 'on', noticeVersion: '2025-01-01' }, consentMessages.outdated],
  ];

/** Times either side of a request, to check the stored consent time falls within it. */
export function requestWindow() {
  const from = new Date();
  return { from, close: () => ({ from, to: new Date() }) };
}

/**
 * The consent stored on the one row of `table` whose e-mail is `email`: the notice in force, given
 * within the request's time (PostgreSQL keeps microseconds, the driver answers milliseconds).
 */
export async function expectConsentStored(
  orm: MikroORM,
  table: 'students' | 'referrers' | 'contact_messages',
  email: string,
  window: { from: Date; to: Date },
) {
  const rows = await orm.em
    .fork()
    .getConnection()
    .execute<{ consent_version: string | null; consent_at: Date | null }[]>(
      `select consent_version, consent_at from "${table}" where email = ?`,
      [email.toLowerCase()],
    );
  expect(rows).toHaveLength(1);
  const [row] = rows;
  expect(row!.consent_version).toBe(PRIVACY_NOTICE_VERSION);
  const at = new Date(row!.consent_at!).getTime();
  expect(at).toBeGreaterThanOrEqual(window.from.getTime());
  expect(at).toBeLessThanOrEqual(window.to.getTime());
}
