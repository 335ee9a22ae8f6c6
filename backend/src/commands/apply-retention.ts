import type { EntityManager } from '@mikro-orm/postgresql';
import { retention } from 'shared/privacy';
import { sql } from '../db/sql.ts';
import { recordEvent } from '../events/record-event.ts';
import { FORGET_OUTBOX } from './erase-referrer-data.ts';
import { eraseStudentData } from './erase-student-data.ts';

export interface RetentionCounts {
  screenshotsDeleted: number;
  registrationsAnonymised: number;
  contactMessagesDeleted: number;
  erasureNoticesCleared: number;
}

/** At most this many registrations are anonymised per run (each is a few statements); the next run goes on. */
const ANONYMISE_BATCH = 500;

/**
 * Personal data past its retention period (docs/PRIVACY.md), in the daily run, one transaction:
 * - payment screenshots `screenshotDays` after the payment was validated or rejected (the compressed
 *   copy too; the reading's UTR and amount stay, in screenshot_readings);
 * - registrations never validated, over a year old: anonymised as an erasure would;
 * - contact messages over a year old (and the subject of the mail that forwarded each);
 * - the address an approved erasure kept for its confirmation, if that mail never went.
 * Records privacy.retention-applied with the counts (and the anonymised ids) when anything went.
 */
export async function applyRetention(
  em: EntityManager,
  screenshotDays: number,
  now: Date = new Date(),
): Promise<RetentionCounts> {
  return em.transactional(async (tx) => {
    const at = now.toISOString();
    const screenshots = await sql<{ id: string }>(
      tx,
      `with due as (
         select unnest(array[screenshot_id, upload_id]) as id from students
          where (screenshot_id is not null or upload_id is not null)
            and coalesce(validated_at, rejected_at) < $1::timestamptz - make_interval(days => $2)
       )
       delete from files where id in (select id from due where id is not null)
          or source_id in (select id from due where id is not null)
       returning id`,
      [at, screenshotDays],
    );

    const stale = await sql<{ id: number }>(
      tx,
      `select id from students
        where not validated and erased_at is null and created_at < $1::timestamptz - make_interval(days => $2)
        order by id limit $3`,
      [at, retention.unvalidatedRegistrationDays, ANONYMISE_BATCH],
    );
    for (const { id } of stale) await eraseStudentData(tx, id, now);

    await sql(
      tx,
      `update mail_log set subject = 'Contact form', outbox_path = ${FORGET_OUTBOX}
        where template = 'mail-contact' and created_at < $1::timestamptz - make_interval(days => $2) and subject <> 'Contact form'`,
      [at, retention.contactMessageDays],
    );
    const contacts = await sql<{ id: number }>(
      tx,
      `delete from contact_messages where created_at < $1::timestamptz - make_interval(days => $2) returning id`,
      [at, retention.contactMessageDays],
    );

    const notices = await sql<{ id: number }>(
      tx,
      `update erasure_requests set notify_email = null, updated_at = $1
        where notify_email is not null and decided_at < $1::timestamptz - make_interval(days => $2) returning id`,
      [at, retention.erasureNoticeDays],
    );

    const counts: RetentionCounts = {
      screenshotsDeleted: screenshots.length,
      registrationsAnonymised: stale.length,
      contactMessagesDeleted: contacts.length,
      erasureNoticesCleared: notices.length,
    };
    if (Object.values(counts).some((n) => n > 0)) {
      recordEvent(
        tx,
        'privacy.retention-applied',
        { type: 'retention', id: at.slice(0, 10) },
        { ...counts, studentIds: stale.map((s) => s.id) },
        'system',
      );
      await tx.flush();
    }
    return counts;
  });
}
