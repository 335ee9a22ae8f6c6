import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import { ExtraCourse, JobRun, MailLog, QuizAttempt } from '../entities/index.ts';

/** How much of a long history the record shows: the newest first. */
export const RECORD_LIMIT = 100;

/** Admins by id, to name the actor of an event ('admin:7'). */
async function adminEmails(em: EntityManager, actors: string[]) {
  const ids = [...new Set(actors.map((a) => /^admin:(\d+)$/.exec(a)?.[1]).filter((id): id is string => !!id))].map(Number);
  if (ids.length === 0) return new Map<number, string>();
  const rows = await sql<{ id: number; email: string }>(em, 'select id, email from admins where id = any($1::int[])', [ids]);
  return new Map(rows.map((r) => [r.id, r.email]));
}

/**
 * What the student's record shows besides the student row and documents: mails, jobs, extra
 * courses, test attempts, the referral code they used and the one they own, and the events about
 * them (subject the student, or the student named in the payload: an extra course's, a mail resend's).
 */
export async function studentRecordData(em: EntityManager, student: { id: number; email: string; referralCode?: string | null }) {
  const id = student.id;
  const mails = await em.find(MailLog, { studentId: id }, { orderBy: { id: 'desc' }, limit: RECORD_LIMIT });
  const jobs = await em.find(JobRun, { studentId: id }, { orderBy: { createdAt: 'desc' }, limit: RECORD_LIMIT });
  const extraCourses = await em.find(ExtraCourse, { student: id }, { orderBy: { id: 'asc' } });
  const tests = await em.find(QuizAttempt, { student: id }, { orderBy: { id: 'desc' }, limit: RECORD_LIMIT });
  const events = await sql<{ id: string; type: string; actor: string; created_at: string }>(
    em,
    `select id::text, type, actor, created_at from events
      where (subject_type = 'student' and subject_id = $1::text) or (payload->>'studentId') = $1::text
      order by id desc limit $2`,
    [id, RECORD_LIMIT],
  );
  const [referral] = await sql<{ code_used: string | null; referrer_name: string | null; own_code: string | null; credited: number }>(
    em,
    `select $1::text as code_used,
            (select r.name from referrers r where r.code = $1 and r.confirmed_at is not null) as referrer_name,
            (select r.code from referrers r where lower(r.email) = lower($2) and r.confirmed_at is not null) as own_code,
            (select count(*)::int from referral_credits c join referrers r on r.id = c.referrer_id where lower(r.email) = lower($2)) as credited`,
    [student.referralCode ?? null, student.email],
  );
  const validation = events.findLast((e) => e.type === 'student.validated');
  const admins = await adminEmails(em, events.map((e) => e.actor));
  return { mails, jobs, extraCourses, tests, events, referral: referral!, validatedBy: validation?.actor ?? null, admins };
}

export type StudentRecordData = Awaited<ReturnType<typeof studentRecordData>>;
