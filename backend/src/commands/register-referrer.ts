import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import { conflict } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import type { Actor } from '../events/types.ts';
import { deleteOneTimeLinks } from './one-time-links.ts';
import type { ReferralSource } from 'shared/api/referrers';
import { PRIVACY_NOTICE_VERSION } from 'shared/privacy';
import { DEFAULT_LOCALE, type Locale } from 'shared/locales';

export interface ReferrerInput {
  name: string;
  /** Lower case (the schema normalises it). */
  email: string;
  phone: string;
  upiId: string;
  source: ReferralSource;
  /** The language the form was shown in (docs/I18N.md): their mails are written in it. */
  language?: Locale | undefined;
}

/**
 * Joins the refer-and-earn programme, unconfirmed: records referrer.registered, which mails the
 * e-mail's owner a one-time link (mail-referral-confirm); the record counts for nothing and has no
 * code until that link is used (commands/confirm-referrer.ts).
 *
 * Anyone may type any e-mail, so an unconfirmed record must never block its real owner: a join with
 * the e-mail of an unconfirmed record replaces its details, voids the links mailed before (they would
 * confirm details the owner may never have seen) and mails a new one. Only a confirmed e-mail answers
 * 409 'Mail already exists'. One statement decides, so simultaneous joins cannot both insert.
 *
 * A join made while signed in as an intern (`studentId`: the dashboard's popup) records that intern on
 * the row ('joined-signed-in'): the confirmation mail names that intern account, and once the e-mail's
 * owner confirms, the membership is linked to it (queries/referrers.ts). A replacing join replaces it
 * too (with null when nobody is signed in), so a link never outlives the details it was made with.
 *
 * The consent is stored with the notice in force (the routes' schemas refused a join without it or
 * with an older notice); a join that replaces an unconfirmed record replaces its consent too, since
 * the details it consents for are the new ones.
 */
export async function registerReferrer(
  em: EntityManager,
  input: ReferrerInput,
  opts: { actor?: Actor; studentId?: number | null } = {},
): Promise<{ referrerId: number }> {
  return em.transactional(async (tx) => {
    const [row] = await sql<{ id: number }>(
      tx,
      `insert into referrers (name, email, phone, upi_id, source, language, consent_version, consent_at, student_id, student_link, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, now(), $8::int, case when $8::int is null then null else 'joined-signed-in' end, now(), now())
       on conflict (email) do update
          set name = excluded.name, phone = excluded.phone, upi_id = excluded.upi_id, source = excluded.source, language = excluded.language,
              consent_version = excluded.consent_version, consent_at = excluded.consent_at, student_id = excluded.student_id, student_link = excluded.student_link,
              created_at = now(), updated_at = now()
        where referrers.confirmed_at is null
       returning id`,
      [
        input.name,
        input.email,
        input.phone,
        input.upiId,
        input.source,
        input.language ?? DEFAULT_LOCALE,
        PRIVACY_NOTICE_VERSION,
        opts.studentId ?? null,
      ],
    );
    if (!row) throw conflict('mailExists');
    // Deleted, not voided: an old link is then 'not valid, use the newest e-mail', not 'already used'.
    await deleteOneTimeLinks(tx, { purposes: ['referrer-confirmation'], subject: row.id });
    recordEvent(
      tx,
      'referrer.registered',
      { type: 'referrer', id: row.id },
      { referrerId: row.id },
      opts.actor ?? 'visitor',
    );
    return { referrerId: row.id };
  });
}
