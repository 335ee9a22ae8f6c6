import { eventLabel } from 'shared/audit';
import { internId } from 'shared/business';
import { documentTitles, type DocumentKind } from 'shared/documents';
import { PRIVACY_NOTICE_VERSION } from 'shared/privacy';
import type { ReferrerPersonalData, Row, StudentPersonalData } from '../queries/personal-data.ts';

/**
 * The data.json of a personal-data export ("See my data"): every field held, keyed in plain
 * words a person can read without knowing the database. A column this file does not word yet keeps
 * its own name rather than being left out: the export must hold every field, and a new column is more
 * likely than a new presenter. Pure: rows in, JSON out.
 */

type Labels = Record<string, string>;

const timestamps: Labels = { created_at: 'created at', updated_at: 'last changed at' };
const consent: Labels = {
  consent_version: 'privacy notice version agreed to',
  consent_at: 'agreed to the privacy notice at',
  erased_at: 'personal data erased at',
};
const rejection: Labels = {
  validated: 'payment checked',
  validated_at: 'payment checked at',
  payment_reference: 'payment reference',
  rejected_at: 'payment rejected at',
  rejection_reason: 'payment rejection reason',
  rejection_note: 'payment rejection note',
};

const studentLabels: Labels = {
  id: 'account number',
  name: 'name',
  email: 'e-mail',
  college: 'college',
  phone: 'phone',
  start_date: 'internship start date',
  end_date: 'internship end date',
  department: 'department',
  course: 'course',
  referral_code: 'referral code used',
  utr: 'payment UTR (UPI transaction reference)',
  test_mark: 'test mark',
  screenshot_id: 'payment screenshot file id',
  upload_id: 'uploaded payment screenshot file id',
  ...rejection,
  ...consent,
  ...timestamps,
};
const extraCourseLabels: Labels = {
  id: 'extra course number',
  student_id: 'account number',
  course: 'course',
  start_date: 'start date',
  end_date: 'end date',
  college: 'college',
  transaction: 'payment transaction id',
  email: 'e-mail',
  ...rejection,
  erased_at: 'personal data erased at',
  ...timestamps,
};
const correctionLabels: Labels = {
  id: 'request number',
  student_id: 'account number',
  field: 'detail to correct',
  correct_value: 'correct value',
  note: 'what is wrong',
  status: 'status',
  resolved_at: 'resolved at',
  ...timestamps,
};
const erasureLabels: Labels = {
  id: 'request number',
  student_id: 'account number',
  status: 'status',
  reason: 'your reason',
  decision_note: 'reason given for the decision',
  decided_at: 'decided at',
  notify_email: 'e-mail the decision is sent to',
  ...timestamps,
};
const readingLabels: Labels = {
  upload_id: 'uploaded payment screenshot file id',
  state: 'reading',
  amount_rupees: 'amount read (rupees)',
  utr: 'UTR read',
  payee: 'payee read',
  status: 'payment status read',
  paid_at: 'payment time read',
  reference: 'payment reference read',
  confidence: 'confidence of the reading',
  read_at: 'read at',
};
const referrerLabels: Labels = {
  id: 'member number',
  name: 'name',
  email: 'e-mail',
  phone: 'phone',
  upi_id: 'UPI id',
  code: 'referral code',
  source: 'joined from',
  confirmed_at: 'e-mail confirmed at',
  ...consent,
  ...timestamps,
};
const payoutLabels: Labels = {
  id: 'payout number',
  period: 'month',
  referral_count: 'referrals paid for',
  amount: 'amount (rupees)',
  status: 'status',
  utr: 'bank UTR of the payment',
  paid_at: 'paid at',
  last_failure_reason: "bank's reason the last transfer failed",
  last_failed_at: 'last transfer failed at',
  ...timestamps,
};
const mailLabels: Labels = {
  template: 'mail',
  subject: 'subject',
  recipient: 'sent to',
  status: 'status',
  sent_at: 'sent at',
  created_at: 'made at',
};
const sessionLabels: Labels = {
  created_at: 'signed in at',
  last_seen_at: 'last seen at',
  expires_at: 'ends at',
  ip: 'network address',
  user_agent: 'browser',
};

/** A row with its columns in plain words (unknown columns under their own name), in the row's order. */
function worded(row: Row, labels: Labels): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [labels[key] ?? key, value]));
}

/** Who acted, by kind only: an admin's or another person's identity is not the requester's data. */
function actorKind(actor: unknown): string {
  const kind = String(actor).split(':')[0];
  return (
    (
      {
        student: 'you',
        referrer: 'you',
        admin: 'our team',
        system: 'the site, automatically',
        visitor: 'someone using the site',
      } as Record<string, string>
    )[kind!] ?? kind!
  );
}

const events = (list: Row[]) =>
  list.map((e) => ({
    what: eventLabel(String(e.type)),
    type: e.type,
    'done by': actorKind(e.actor),
    at: e.created_at,
  }));

function referrerPart(data: ReferrerPersonalData) {
  return {
    'your membership': worded(data.referrer, referrerLabels),
    payouts: data.payouts.map((p) => worded(p, payoutLabels)),
    'referrals credited to you (first name only)': data.referrals.map((r) => ({
      'first name': r.first_name,
      state: r.paid ? 'paid' : r.validated ? 'validated, to be paid' : 'waiting for the payment check',
      'enrolled on': r.enrolled_at,
    })),
    'mails sent to you': data.mails.map((m) => worded(m, mailLabels)),
    'what happened': events(data.events),
  };
}

export interface ExportContext {
  certificatePrefix: string;
  publicUrl: string;
  now: Date;
}

/** An intern's data.json. */
export function presentStudentData(data: StudentPersonalData, ctx: ExportContext) {
  const id = Number(data.student.id);
  return {
    about: {
      'what this is': 'Everything we hold about you as an intern, as of the time below.',
      'intern id': internId(ctx.certificatePrefix, id),
      'made at': ctx.now.toISOString(),
      'privacy notice version': PRIVACY_NOTICE_VERSION,
    },
    you: worded(data.student, studentLabels),
    'extra courses': data.extraCourses.map((x) => worded(x, extraCourseLabels)),
    documents: data.documents.map((d) => ({
      document: documentTitles[d.kind as DocumentKind] ?? d.kind,
      kind: d.kind,
      'extra course number': d.extra_course_id,
      'certificate number': d.certificate_number,
      'verification link': `${ctx.publicUrl}/verify/${String(d.verification_token)}`,
      'verification token': d.verification_token,
      'issued on': d.issued_on,
      version: d.version,
      'revoked at': d.revoked_at,
      'why revoked': d.revoked_reason,
      'created at': d.created_at,
      'last changed at': d.updated_at,
    })),
    'test attempts': data.quizAttempts.map((q) => ({
      test: q.test_no,
      score: q.score,
      'out of': q.total,
      'your answers': q.answers,
      'submitted at': q.created_at,
    })),
    // The choices are positions as that attempt showed the options (null: not answered yet); 'replaced' is one a retake closed.
    'tests not finished': data.testsInProgress.map((t) => ({
      test: t.test_no,
      state: t.state,
      'your choices so far': t.choices,
      'started at': t.started_at,
      'last answer at': t.updated_at,
    })),
    'correction requests': data.correctionRequests.map((c) => worded(c, correctionLabels)),
    'erasure requests': data.erasureRequests.map((r) => worded(r, erasureLabels)),
    'payment screenshot readings': data.screenshotReadings.map((r) => worded(r, readingLabels)),
    'referral code you used': data.referralCodeUsed && {
      code: data.referralCodeUsed.code,
      'counted for its referrer': data.referralCodeUsed.counted,
    },
    // One membership as itself (the usual case), several as a list.
    'refer-and-earn':
      data.referrers.length === 0
        ? null
        : data.referrers.length === 1
          ? referrerPart(data.referrers[0]!)
          : data.referrers.map(referrerPart),
    'mails sent to you': data.mails.map((m) => worded(m, mailLabels)),
    'sign-in sessions': data.sessions.map((s) => worded(s, sessionLabels)),
    'what happened': events(data.events),
  };
}

/** A referrer's data.json. */
export function presentReferrerData(
  data: ReferrerPersonalData,
  ctx: Omit<ExportContext, 'certificatePrefix' | 'publicUrl'>,
) {
  return {
    about: {
      'what this is': 'Everything we hold about you as a member of refer-and-earn, as of the time below.',
      'made at': ctx.now.toISOString(),
      'privacy notice version': PRIVACY_NOTICE_VERSION,
    },
    ...referrerPart(data),
  };
}
