import type { EntityManager } from '@mikro-orm/postgresql';
import { ERASED, erasedEmail, erasedPhone } from 'shared/privacy';
import { sql } from '../db/sql.ts';
import { erasureScope, type ScopedReferrer } from '../queries/erasure-scope.ts';
import { eraseReferrerData, FORGET_OUTBOX, forgetContactMessages } from './erase-referrer-data.ts';
import { deleteOneTimeLinks } from './one-time-links.ts';

/** What an erased account's password hash becomes (verifyPassword refuses what is not an argon2 hash). */
export const ERASED_PASSWORD_HASH = '!erased';

export interface ErasedStudent {
  studentId: number;
  /** The name stays when a certificate was issued: /verify shows it with the certificate's number. */
  nameKept: boolean;
  filesDeleted: number;
  /** The linked refer-and-earn records erased with the intern. */
  referrersErased: number[];
  /** Linked records left as they were because a payout is still owed to them. */
  referrersKept: { id: number; owed: number }[];
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
 * What goes is exactly the list queries/erasure-scope.ts makes (the admin's preview shows the same
 * list): e-mail, phone, college (students and extra courses), the screenshots (every upload), the PDFs
 * (they print the college), the intern's words (correction and erasure requests, the rejection note),
 * sessions and reset links, the bank's narration of their credits, the mail log's address (its .eml
 * files in a development outbox are removed by the worker: workers/src/privacy/forget-erased-mail.ts);
 * and only once the intern proved their e-mail, the contact messages and the mails sent to that
 * address with no intern on them. The refer-and-earn records linked to the intern by a proven
 * relationship are erased too, except one still owed a payout, which stays whole (the intern's erasure
 * goes on: the money is theirs, paid to that UPI id; the member can erase it by the mailed link once
 * paid). Nothing is ever reached by a phone or an unproven e-mail, which anyone can type.
 */
export async function eraseStudentData(
  tx: EntityManager,
  studentId: number,
  now: Date = new Date(),
): Promise<ErasedStudent | null> {
  const [student] = await sql<{ name: string; email: string }>(
    tx,
    `select name, email from students where id = $1 for update`,
    [studentId],
  );
  if (!student) return null;
  const scope = (await erasureScope(tx, studentId, { lock: true }))!;
  const email = erasedEmail('student', studentId);

  const fileIds = scope.files.map((f) => f.id);
  if (fileIds.length > 0) await sql(tx, `delete from files where id = any($1::uuid[])`, [fileIds]);

  const kept = scope.nameKept;
  // Nobody signs in again: the address is gone, and '!erased' is no argon2 hash, so every password fails.
  // A new credential subject id: the one in credentials already held no longer leads to this row.
  await sql(
    tx,
    `update students set email = $2, phone = $3, college = $4, name = case when $5 then name else $4 end,
            password_hash = $6, rejection_note = null, email_verified_at = null, erased_at = coalesce(erased_at, $7), updated_at = $7,
            credential_subject_id = gen_random_uuid()
      where id = $1`,
    [studentId, email, erasedPhone('student', studentId), ERASED, kept, ERASED_PASSWORD_HASH, now],
  );
  await sql(
    tx,
    `update extra_courses set email = $2, college = $3, rejection_note = null, erased_at = coalesce(erased_at, $4) where id = any($1::int[])`,
    [scope.extraCourseIds, email, ERASED, now],
  );
  await sql(tx, `update correction_requests set correct_value = $2, note = null where student_id = $1`, [
    studentId,
    ERASED,
  ]);
  await sql(tx, `update erasure_requests set reason = null where student_id = $1`, [studentId]);
  await sql(tx, `delete from sessions where account_kind = 'student' and account_id = $1`, [studentId]);
  await deleteOneTimeLinks(tx, { purposes: ['password-reset'], subject: studentId });
  await forgetContactMessages(tx, scope.contactMessageIds, now);
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
      where student_id = $1 or ($8 and lower(recipient) = lower($3))`,
    [studentId, email, student.email, now, student.name, kept, ERASED, scope.mailsByAddress],
  );
  const erasedReferrers: ScopedReferrer[] = scope.referrers.filter((r) => r.erase);
  for (const r of erasedReferrers) await eraseReferrerData(tx, r.id, now);
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
  await sql(tx, `update documents set revoked_reason = $2 where id = any($1::int[]) and revoked_reason is not null`, [
    scope.documentIds,
    ERASED,
  ]);
  return {
    studentId,
    nameKept: kept,
    filesDeleted: fileIds.length,
    referrersErased: erasedReferrers.map((r) => r.id),
    referrersKept: scope.referrers.filter((r) => !r.erase).map((r) => ({ id: r.id, owed: r.owed })),
  };
}
