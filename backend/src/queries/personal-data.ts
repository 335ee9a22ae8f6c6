import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import { aboutStudent } from './audit-log.ts';
import { linkedReferrers } from './referrers.ts';

/**
 * Everything held about one person, read for their own data export ("See my data"). Rows
 * come as `to_jsonb` of the table row, so a column added later is exported too without a change here
 * (the presenter words the columns it knows and keeps any other under its own name); only what is
 * not the person's data is left out: the password hash, internal ids of files and admins.
 */
export type Row = Record<string, unknown>;

const rows = async (em: EntityManager, text: string, values: unknown[]) =>
  (await sql<{ row: Row }>(em, text, values)).map((r) => r.row);

export interface StudentPersonalData {
  student: Row;
  extraCourses: Row[];
  documents: Row[];
  quizAttempts: Row[];
  /** Tests taken on the server and not finished (docs/OFFLINE.md): a finished one is a quiz attempt above. */
  testsInProgress: Row[];
  correctionRequests: Row[];
  erasureRequests: Row[];
  screenshotReadings: Row[];
  referralCodeUsed: { code: string; counted: boolean } | null;
  /** The refer-and-earn records linked to the intern (queries/referrers.ts): usually none or one. */
  referrers: ReferrerPersonalData[];
  mails: Row[];
  sessions: Row[];
  events: Row[];
}

export interface ReferrerPersonalData {
  referrer: Row;
  payouts: Row[];
  /** The students whose referral counted for them: the first name only (the rest is the student's own data). */
  referrals: { first_name: string; validated: boolean; paid: boolean; enrolled_at: string }[];
  mails: Row[];
  events: Row[];
}

/** The intern's own data, or null when the account no longer exists. */
export async function studentPersonalData(em: EntityManager, studentId: number): Promise<StudentPersonalData | null> {
  const [student] = await rows(em, `select to_jsonb(s) - 'password_hash' as row from students s where s.id = $1`, [
    studentId,
  ]);
  if (!student) return null;
  const extraCourses = await rows(
    em,
    `select to_jsonb(x) as row from extra_courses x where x.student_id = $1 order by x.id`,
    [studentId],
  );
  const documents = await rows(
    em,
    `select jsonb_build_object('id', d.id, 'kind', d.kind, 'extra_course_id', d.extra_course_id, 'certificate_number', d.certificate_number,
              'verification_token', d.verification_token, 'issued_on', d.issued_on, 'version', d.version,
              'revoked_at', d.revoked_at, 'revoked_reason', d.revoked_reason, 'created_at', d.created_at, 'updated_at', d.updated_at) as row
       from documents d where d.student_id = $1 order by d.id`,
    [studentId],
  );
  const quizAttempts = await rows(
    em,
    `select jsonb_build_object('test_no', q.test_no, 'score', q.score, 'total', q.total, 'answers', q.answers, 'created_at', q.created_at) as row
       from quiz_attempts q where q.student_id = $1 order by q.id`,
    [studentId],
  );
  const testsInProgress = await rows(
    em,
    `select jsonb_build_object('test_no', t.test_no, 'state', t.state, 'choices', t.choices, 'started_at', t.started_at, 'updated_at', t.updated_at) as row
       from test_attempts t where t.student_id = $1 and t.state <> 'finished' order by t.id`,
    [studentId],
  );
  const correctionRequests = await rows(
    em,
    `select to_jsonb(c) - 'resolved_by' as row from correction_requests c where c.student_id = $1 order by c.id`,
    [studentId],
  );
  const erasureRequests = await rows(
    em,
    `select to_jsonb(r) - 'decided_by' as row from erasure_requests r where r.student_id = $1 order by r.id`,
    [studentId],
  );
  // By the raw upload the intern registered with, or the one their compressed screenshot came from.
  const screenshotReadings = await rows(
    em,
    `select to_jsonb(sr) as row from screenshot_readings sr
      where sr.upload_id in (select s.upload_id from students s where s.id = $1
                             union select f.source_id from files f join students s on s.screenshot_id = f.id where s.id = $1)`,
    [studentId],
  );
  const code = typeof student.referral_code === 'string' ? student.referral_code : null;
  const referralCodeUsed = code
    ? {
        code,
        counted: (
          await sql<{ counted: boolean }>(
            em,
            `select exists (select 1 from referral_credits where student_id = $1) as counted`,
            [studentId],
          )
        )[0]!.counted,
      }
    : null;
  // Only a record linked by both sides is the intern's: anyone can register with anyone's e-mail or phone, and get it proven.
  const referrers: ReferrerPersonalData[] = [];
  for (const { referrerId } of await linkedReferrers(em, studentId)) {
    const data = await referrerPersonalData(em, referrerId);
    if (data) referrers.push(data);
  }
  const mails = await rows(
    em,
    `select jsonb_build_object('template', m.template, 'subject', m.subject, 'recipient', m.recipient, 'status', m.status,
              'sent_at', m.sent_at, 'created_at', m.created_at) as row
       from mail_log m where m.student_id = $1 order by m.id`,
    [studentId],
  );
  const sessions = await rows(
    em,
    `select jsonb_build_object('created_at', x.created_at, 'last_seen_at', x.last_seen_at, 'expires_at', x.expires_at, 'ip', x.ip, 'user_agent', x.user_agent) as row
       from sessions x where x.account_kind = 'student' and x.account_id = $1 order by x.created_at`,
    [studentId],
  );
  const events = await rows(
    em,
    `select jsonb_build_object('type', e.type, 'actor', e.actor, 'created_at', e.created_at) as row from events e where ${aboutStudent('$1')} order by e.id`,
    [studentId],
  );
  return {
    student,
    extraCourses,
    documents,
    quizAttempts,
    testsInProgress,
    correctionRequests,
    erasureRequests,
    screenshotReadings,
    referralCodeUsed,
    referrers,
    mails,
    sessions,
    events,
  };
}

/** A referrer's own data (their record, payouts, credited referrals, the mails to their address, their events). */
export async function referrerPersonalData(
  em: EntityManager,
  referrerId: number,
): Promise<ReferrerPersonalData | null> {
  // Which intern was signed in at the join is a link of ours, not the member's data (it may be someone else's account).
  const [referrer] = await rows(em, `select to_jsonb(r) - 'student_id' as row from referrers r where r.id = $1`, [
    referrerId,
  ]);
  if (!referrer) return null;
  const payouts = await rows(
    em,
    `select to_jsonb(p) - 'referrer_id' as row from payouts p where p.referrer_id = $1 order by p.period, p.id`,
    [referrerId],
  );
  // The view referral_credits is the one definition of a referral that counts (queries/referrals.ts).
  const referrals = await sql<ReferrerPersonalData['referrals'][number]>(
    em,
    `select split_part(btrim(s.name), ' ', 1) as first_name, c.validated, c.enrolled_at,
            exists (select 1 from payout_items pi join payouts p on p.id = pi.payout_id
                     where pi.student_id = c.student_id and p.status = 'paid') as paid
       from referral_credits c join students s on s.id = c.student_id
      where c.referrer_id = $1
      order by c.enrolled_at, c.student_id`,
    [referrerId],
  );
  const mails = await rows(
    em,
    `select jsonb_build_object('template', m.template, 'subject', m.subject, 'recipient', m.recipient, 'status', m.status,
              'sent_at', m.sent_at, 'created_at', m.created_at) as row
       from mail_log m where m.student_id is null and lower(m.recipient) = lower($1) order by m.id`,
    [String(referrer.email)],
  );
  const events = await rows(
    em,
    `select jsonb_build_object('type', e.type, 'actor', e.actor, 'created_at', e.created_at) as row
       from events e where e.subject_type = 'referrer' and e.subject_id = $1::text order by e.id`,
    [referrerId],
  );
  return { referrer, payouts, referrals, mails, events };
}

export interface PersonalFile {
  name: string;
  data: Uint8Array;
}

const imageExtensions: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * The intern's files: the current PDF of each issued document (`<kind>[-<extra course id>][-revoked].pdf`)
 * and the payment screenshot (the compressed one, else the raw upload) while it is still kept.
 */
export async function studentFiles(em: EntityManager, studentId: number): Promise<PersonalFile[]> {
  const documents = await sql<{ kind: string; extra_course_id: number | null; revoked: boolean; data: Uint8Array }>(
    em,
    `select d.kind, d.extra_course_id, d.revoked_at is not null as revoked, f.data
       from documents d join files f on f.id = d.file_id
      where d.student_id = $1 order by d.id`,
    [studentId],
  );
  const [screenshot] = await sql<{ content_type: string; data: Uint8Array }>(
    em,
    `select f.content_type, f.data from students s join files f on f.id = coalesce(s.screenshot_id, s.upload_id) where s.id = $1`,
    [studentId],
  );
  const files = documents.map((d) => ({
    name: `documents/${d.kind}${d.extra_course_id === null ? '' : `-${d.extra_course_id}`}${d.revoked ? '-revoked' : ''}.pdf`,
    data: d.data,
  }));
  if (screenshot)
    files.push({
      name: `payment-screenshot.${imageExtensions[screenshot.content_type] ?? 'bin'}`,
      data: screenshot.data,
    });
  return files;
}
