import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';

/** How long a screenshot may wait for its registration (the form can stay open overnight). */
export const ABANDONED_AFTER_HOURS = 48;

/**
 * Deletes payment screenshots that no registration took up within ABANDONED_AFTER_HOURS (someone
 * picked a file and never sent the form, or picked another one), with the compressed copies made
 * from them. They are personal data we have no reason to keep. An earlier screenshot an intern replaced
 * after a rejection is not abandoned: it stays theirs for the record (commands/resubmit-payment.ts) as
 * long as their current one does; once retention deleted that (students.upload_id set null), the
 * earlier one goes in the next run.
 *
 * A registration locks its upload row (FOR SHARE) before it refers to it; this takes each row FOR
 * UPDATE SKIP LOCKED, so a registration finishing with an old upload at this moment keeps it, and one
 * that starts after the purge took it is told to upload the screenshot again.
 */
export async function purgeAbandonedUploads(em: EntityManager, now: Date = new Date()): Promise<{ purged: number }> {
  return em.transactional(async (tx) => {
    const rows = await sql<{ id: string }>(
      tx,
      `with abandoned as (
         select f.id from files f
          where f.purpose = 'screenshot-raw'
            and f.created_at < $1::timestamptz - make_interval(hours => $2)
            and not exists (select 1 from students s where s.upload_id = f.id)
            and not exists (
              select 1 from events e join students s on s.id = (e.payload->>'studentId')::int
               where e.type = 'student.payment-resubmitted' and e.subject_type = 'student'
                 and e.payload->>'previousUploadId' = f.id::text and s.upload_id is not null)
          for update of f skip locked
       ), copies as (
         delete from files c using abandoned a
          where c.source_id = a.id and c.purpose = 'screenshot'
            and not exists (select 1 from students s where s.screenshot_id = c.id)
       )
       delete from files f using abandoned a where f.id = a.id returning f.id`,
      [now.toISOString(), ABANDONED_AFTER_HOURS],
    );
    return { purged: rows.length };
  });
}
