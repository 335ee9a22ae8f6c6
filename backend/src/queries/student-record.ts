import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import { aboutStudent } from './audit-log.ts';
import { ExtraCourse, JobRun, MailLog, QuizAttempt } from '../entities/index.ts';

/** How much of a long history the record shows: the newest first. */
export const RECORD_LIMIT = 100;

/**
 * What the student's record shows besides the student row and documents: mails, jobs, extra
 * courses, test attempts, the referral code they used and the one they own, the privacy consent
 * given at registration, and the events about them (as the audit log's student filter finds them),
 * with the admin who acted.
 */
export async function studentRecordData(
  em: EntityManager,
  student: { id: number; email: string; referralCode?: string | null },
) {
  const id = student.id;
  const mails = await em.find(MailLog, { studentId: id }, { orderBy: { id: 'desc' }, limit: RECORD_LIMIT });
  const jobs = await em.find(JobRun, { studentId: id }, { orderBy: { createdAt: 'desc' }, limit: RECORD_LIMIT });
  const extraCourses = await em.find(ExtraCourse, { student: id }, { orderBy: { id: 'asc' } });
  const tests = await em.find(QuizAttempt, { student: id }, { orderBy: { id: 'desc' }, limit: RECORD_LIMIT });
  const events = await sql<{ id: string; type: string; actor: string; created_at: string; admin_email: string | null }>(
    em,
    `select e.id::text, e.type, e.actor, e.created_at, a.email as admin_email
       from events e left join admins a on e.actor = 'admin:' || a.id
      where ${aboutStudent('$1')}
      order by e.id desc limit $2`,
    [id, RECORD_LIMIT],
  );
  const [referral] = await sql<{
    code_used: string | null;
    referrer_name: string | null;
    own_code: string | null;
    credited: number;
  }>(
    em,
    `select $1::text as code_used,
            (select r.name from referrers r where r.code = $1 and r.confirmed_at is not null) as referrer_name,
            -- their own record: only one linked by both sides (the view student_referrers), never by an address anyone can type or prove
            (select r.code from referrers r where r.id = (select min(l.referrer_id) from student_referrers l where l.student_id = $2)) as own_code,
            (select count(*)::int from referral_credits c where c.referrer_id = (select min(l.referrer_id) from student_referrers l where l.student_id = $2)) as credited`,
    [student.referralCode ?? null, id],
  );
  const [consent] = await sql<{
    consent_version: string | null;
    consent_at: Date | null;
    email_verified_at: Date | null;
    email_disowned_at: Date | null;
    test_extra_time_percent: number;
  }>(
    em,
    'select consent_version, consent_at, email_verified_at, email_disowned_at, test_extra_time_percent from students where id = $1',
    [id],
  );
  return {
    mails,
    jobs,
    extraCourses,
    tests,
    events,
    referral: referral!,
    consent: consent ?? {
      consent_version: null,
      consent_at: null,
      email_verified_at: null,
      email_disowned_at: null,
      test_extra_time_percent: 0,
    },
  };
}

export type StudentRecordData = Awaited<ReturnType<typeof studentRecordData>>;
