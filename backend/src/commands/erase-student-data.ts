import type { EntityManager } from '@mikro-orm/postgresql';
import { ERASED, erasedEmail, erasedPhone } from 'shared/privacy';
import { sql } from '../db/sql.ts';
import { eraseReferrerData, FORGET_OUTBOX, forgetContactMessages } from './erase-referrer-data.ts';

/** What an erased account's password hash becomes (verifyPassword refuses what is not an argon2 hash). */
export const ERASED_PASSWORD_HASH = '!erased';

export interface ErasedStudent {
  studentId: number;
  /** The name stays when a certificate was issued: /verify shows it with the certificate's number. */
  nameKept: boolean;
  filesDeleted: number;
}

/**
 * Erases an intern's personal data, inside the caller's transaction (an approved erasure request,
 * or retention of a registration never paid for). Called with the student's row not yet locked; it
 * locks it. What it keeps, and why (docs/PRIVACY.md):
 * - the row itself (ids, course, department, dates, validation): certificate numbers, payout items and
 *   the events point at it; the name only if a document was issued (what /verify must show);
 * - payouts and their amounts (the law on accounts), the UTRs (a bank's transaction number, not a
 *   person's), quiz marks, the screenshot's reading (amount and UTR);
 * - every event, with the personal text of corrections and revocations replaced.
 * What goes: e-mail, phone, college (students and extra courses), the screenshots (every upload),
 * the PDFs (they print the college), the intern's words (correction and erasure requests, the
 * rejection note), sessions and reset links, contact messages from the address, the intern's own
 * refer-and-earn record's name, e-mail, phone and UPI id, the bank's narration of their credits, and
 * the mail log's address (its .eml files in a development outbox are removed by the worker:
 * workers/src/privacy/forget-erased-mail.ts).
 */
export async function eraseStudentData(tx: EntityManager, studentId: number, now: Date = new Date()): Promise<ErasedStudent | null> {
  const [student] = await sql<{ name: string; email: string; phone: string }>(
    tx,
    `select name, email, phone from students where id = $1 for update`,
    [studentId],
  );
  if (!student) return null;
  const id = String(studentId);
  const email = erasedEmail('student', studentId);

  // Every screenshot the intern ever sent (a resubmission leaves the earlier one), and its compressed copy.
  const [deleted] = await sql<{ count: number }>(
    tx,
    `with uploads as (
       select unnest(array[screenshot_id, upload_id]) as id from students where id = $1
       union select (payload->>k)::uuid from events, unnest(array['uploadId', 'previousUploadId']) as k
        where type = 'student.payment-resubmitted' and subject_type = 'student' and subject_id = $2 and payload->>k is not null
       union select file_id from documents where student_id = $1
       union select v.file_id from document_versions v join documents d on d.id = v.document_id where d.student_id = $1
     ), gone as (
       delete from files where id in (select id from uploads where id is not null)
          or source_id in (select id from uploads where id is not null)
       returning 1
     ) select count(*)::int as count from gone`,
    [studentId, id],
  );

  const [issued] = await sql<{ kept: boolean }>(tx, `select exists (select 1 from documents where student_id = $1) as kept`, [studentId]);
  const kept = issued?.kept ?? false;
  // Nobody signs in again: the address is gone, and '!erased' is no argon2 hash, so every password fails.
  await sql(
    tx,
    `update students set email = $2, phone = $3, college = $4, name = case when $5 then name else $4 end,
            password_hash = $6, rejection_note = null, erased_at = coalesce(erased_at, $7), updated_at = $7
      where id = $1`,
    [studentId, email, erasedPhone('student', studentId), ERASED, kept, ERASED_PASSWORD_HASH, now],
  );
  await sql(tx, `update extra_courses set email = $2, college = $3, rejection_note = null, erased_at = coalesce(erased_at, $4) where student_id = $1`, [studentId, email, ERASED, now]);
  await sql(tx, `update correction_requests set correct_value = $2, note = null where student_id = $1`, [studentId, ERASED]);
  await sql(tx, `update erasure_requests set reason = null where student_id = $1`, [studentId]);
  await sql(tx, `delete from sessions where account_kind = 'student' and account_id = $1`, [studentId]);
  await sql(tx, `delete from password_resets where student_id = $1`, [studentId]);
  await forgetContactMessages(tx, student.email, now);
  await sql(
    tx,
    `update statement_credits set narration = $2
      where student_id = $1 or extra_course_id in (select id from extra_courses where student_id = $1)`,
    [studentId, ERASED],
  );
  await sql(
    tx,
    `update mail_log set recipient = $2, error = null, updated_at = $4, outbox_path = ${FORGET_OUTBOX},
            subject = case when $6 then subject else replace(subject, $5, $7) end
      where student_id = $1 or lower(recipient) = lower($3)`,
    [studentId, email, student.email, now, student.name, kept, ERASED],
  );
  // The intern's own refer-and-earn record (joined from the dashboard with the same address or phone).
  const referrers = await sql<{ id: number }>(
    tx,
    `select id from referrers where (lower(email) = lower($1) or phone = $2) and erased_at is null`,
    [student.email, student.phone],
  );
  for (const r of referrers) await eraseReferrerData(tx, r.id, now);
  // A failed job's text may quote an address the mail server refused.
  await sql(tx, `update job_runs set error = null where student_id = $1 and error is not null`, [studentId]);
  // The events keep the fact of each action; the personal words of a correction or revocation go.
  await sql(
    tx,
    `update events set payload = payload
         || jsonb_build_object('reason', $2::text)
         || case when payload ? 'changes'
              then jsonb_build_object('changes', (select coalesce(jsonb_object_agg(k, jsonb_build_object('before', $2::text, 'after', $2::text)), '{}'::jsonb)
                                                  from jsonb_object_keys(payload->'changes') as k))
              else '{}'::jsonb end
      where type in ('student.corrected', 'document.revoked') and (payload->>'studentId')::int = $1`,
    [studentId, ERASED],
  );
  await sql(tx, `update documents set revoked_reason = $2 where student_id = $1 and revoked_reason is not null`, [studentId, ERASED]);
  return { studentId, nameKept: kept, filesDeleted: deleted?.count ?? 0 };
}
