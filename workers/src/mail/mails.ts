import type { EntityManager } from '@mikro-orm/postgresql';
import { CONFIRMATION_TTL_HOURS, issueReferrerConfirmation } from 'backend/commands/issue-referrer-confirmation';
import { issueAdminInvite } from 'backend/commands/issue-admin-invite';
import { issueEmailProof } from 'backend/commands/issue-email-proof';
import { issuePasswordReset } from 'backend/commands/issue-password-reset';
import { issueReferrerDataLink } from 'backend/commands/issue-referrer-data-link';
import { config, publicUrl } from 'backend/config';
import { Admin, ContactMessage, ErasureRequest, ExtraCourse, IssuedDocument, Payout, Referrer, Student } from 'backend/entities/index';
import { INVITE_TTL_HOURS } from 'shared/api/admin-accounts';
import { EXPORT_LINK_TTL_HOURS } from 'shared/api/privacy';
import { EMAIL_PROOF_TTL_HOURS, PASSWORD_RESET_TTL_MINUTES } from 'shared/business';
import { durationDays, formatDisplayDate, hasDateCome } from 'shared/dates';
import { documentFileName, documentTitles, type DocumentKind } from 'shared/documents';
import { rejectionWords } from 'shared/payments';
import { documentPdf } from '../documents/issue.ts';
import { idOf, type Payload } from '../processors/payload.ts';
import { PermanentError } from '../runtime/processor.ts';
import type { MailSpec } from './send.ts';
import { extraCoursePaymentRejected, paymentRejected } from './payment-templates.ts';
import { erasureApproved, erasureRefused } from './privacy-templates.ts';
import * as t from './templates.ts';

/** Builds a mail from the event payload that asked for it (ids only; the rows give the facts). */
type MailBuilder = (em: EntityManager, payload: Payload) => Promise<Omit<MailSpec, 'template'>>;

function brand(): t.Brand {
  const cfg = config();
  return { company: cfg.COMPANY_NAME, companyEmail: cfg.COMPANY_EMAIL, companyPhone: cfg.COMPANY_PHONE, publicUrl: publicUrl(cfg) };
}

async function student(em: EntityManager, payload: Payload) {
  const id = idOf(payload, 'studentId');
  const row = await em.findOne(Student, { id }, { refresh: true });
  if (!row) throw new PermanentError(`Student ${id} no longer exists.`);
  // Nothing more goes to an erased intern (a mail queued before the erasure, or an admin's resend).
  if (row.erasedAt) throw new PermanentError(`Student ${id}'s personal data was erased.`);
  return row;
}

async function erasureRequest(em: EntityManager, payload: Payload) {
  const id = idOf(payload, 'erasureRequestId');
  const row = await em.findOne(ErasureRequest, { id, student: idOf(payload, 'studentId') }, { refresh: true });
  if (!row) throw new PermanentError(`Erasure request ${id} no longer exists.`);
  return row;
}

async function extraCourse(em: EntityManager, payload: Payload, studentId: number) {
  const id = idOf(payload, 'extraCourseId');
  const row = await em.findOne(ExtraCourse, { id, student: studentId }, { refresh: true });
  if (!row) throw new PermanentError(`Extra course ${id} no longer exists.`);
  return row;
}

/** The link that proves an intern's e-mail. In the fragment: browsers never send it to a server, so no access log or proxy sees it. */
const emailProofLink = (token: string): t.EmailProofLink => ({ link: `${brand().publicUrl}/confirm-email#token=${token}`, validHours: EMAIL_PROOF_TTL_HOURS });

function facts(s: { name: string; course: string; startDate: string | Date; endDate: string | Date }): t.StudentFacts {
  return { name: s.name, course: s.course, startDate: formatDisplayDate(s.startDate), endDate: formatDisplayDate(s.endDate) };
}

/** A document's PDF under the one file name it has everywhere. */
async function attachment(em: EntityManager, s: Student, kind: DocumentKind, extraCourseId?: number) {
  const pdf = await documentPdf(em, { studentId: s.id, kind, extraCourseId });
  // Ordinarily the PDF job completed before this mail was enqueued; if not, retrying will find it.
  if (!pdf) throw new Error(`The ${kind} PDF is not ready yet.`);
  return { attachment: { filename: documentFileName(kind, s.name).utf8, content: pdf.data, contentType: 'application/pdf' }, document: pdf.document };
}

/** A mail to the intern about one of their own documents, which it carries. */
function documentMail(kind: DocumentKind, render: (s: Student, payload: Payload) => t.Rendered): MailBuilder {
  return async (em, payload) => {
    const s = await student(em, payload);
    const { attachment: pdf } = await attachment(em, s, kind);
    return { to: s.email, studentId: s.id, ...render(s, payload), attachments: [pdf] };
  };
}

export const mailBuilders: Record<string, MailBuilder> = {
  /** The one mail to an erased intern: to the address the request kept for it (cleared once sent, see afterSent). */
  async 'mail-erasure-approved'(em, payload) {
    const request = await erasureRequest(em, payload);
    if (!request.notifyEmail) throw new PermanentError(`Erasure request ${request.id} keeps no address any more.`);
    const issued = await em.count(IssuedDocument, { student: request.student.id });
    const kept = [
      ...(issued ? ['Your certificate numbers, with your name and course, so that anyone you showed a certificate to can still verify it'] : []),
      'The amounts of any payouts made to you (the law on accounts)',
      'A record that each action happened, without your personal details',
    ];
    return { to: request.notifyEmail, studentId: request.student.id, ...erasureApproved(brand(), { kept }) };
  },

  async 'mail-erasure-refused'(em, payload) {
    const request = await erasureRequest(em, payload);
    const s = await student(em, payload);
    return { to: s.email, studentId: s.id, ...erasureRefused(brand(), { name: s.name, reason: request.decisionNote ?? '' }) };
  },

  // Carries the link that proves the e-mail (a fresh token per build; none once the address is proven).
  async 'mail-registration-received'(em, payload) {
    const s = await student(em, payload);
    const issued = await issueEmailProof(em, s.id);
    const to = issued.status === 'issued' ? issued.student.email : s.email;
    return { to, studentId: s.id, ...t.registrationReceived(brand(), facts(s), issued.status === 'issued' ? emailProofLink(issued.token) : undefined) };
  },

  async 'mail-email-proof'(em, payload) {
    const id = idOf(payload, 'studentId');
    // A fresh token per build (see issueEmailProof): sendOnce builds only when this job has not sent its mail yet.
    const issued = await issueEmailProof(em, id);
    if (issued.status === 'missing') throw new PermanentError(`Student ${id} no longer exists or was erased.`);
    if (issued.status === 'proven') throw new PermanentError(`Student ${id} has proven their e-mail already; no link is needed.`);
    const { student: s } = issued;
    return { to: s.email, studentId: s.id, ...t.emailProof(brand(), { name: s.name, ...emailProofLink(issued.token) }) };
  },

  'mail-offer-letter': documentMail('offer-letter', (s) => t.validated(brand(), { ...facts(s), ended: hasDateCome(s.endDate) })),
  'mail-test-certificate': documentMail('test-certificate', (s, payload) => t.testCertificate(brand(), { ...facts(s), mark: s.testMark ?? idOf(payload, 'mark') })),
  'mail-completion-certificate': documentMail('completion-certificate', (s) =>
    t.completionCertificate(brand(), { ...facts(s), durationDays: durationDays(s.startDate, s.endDate) }),
  ),

  async 'mail-referral-confirm'(em, payload) {
    const id = idOf(payload, 'referrerId');
    // A fresh token per build: sendOnce builds only when this job has not sent its mail yet.
    const issued = await issueReferrerConfirmation(em, id);
    if (issued.status === 'missing') throw new PermanentError(`Referrer ${id} no longer exists.`);
    if (issued.status === 'confirmed') throw new PermanentError(`Referrer ${id} has confirmed their e-mail already; no link is needed.`);
    const { referrer: r } = issued;
    // The token rides in the fragment: browsers never send it to a server, so no access log or proxy sees it.
    const link = `${brand().publicUrl}/referal/confirm#token=${issued.token}`;
    return {
      to: r.email,
      ...t.referralConfirm(brand(), { name: r.name, phone: r.phone, upiId: r.upiId, link, validHours: CONFIRMATION_TTL_HOURS }),
    };
  },

  async 'mail-referral-welcome'(em, payload) {
    const id = idOf(payload, 'referrerId');
    const r = await em.findOne(Referrer, { id }, { refresh: true });
    if (!r) throw new PermanentError(`Referrer ${id} no longer exists.`);
    if (!r.confirmedAt || !r.code) throw new PermanentError(`Referrer ${id} has not confirmed their e-mail; there is no code to send.`);
    return { to: r.email, ...t.referralWelcome(brand(), { name: r.name, code: r.code, upiId: r.upiId }) };
  },

  async 'mail-extra-course-pending'(em, payload) {
    const s = await student(em, payload);
    const course = await extraCourse(em, payload, s.id);
    return { to: s.email, studentId: s.id, ...t.extraCoursePending(brand(), facts({ ...course, name: s.name })) };
  },

  // The reason is read from the row (the admin's words for 'other' never go into a job's payload). A
  // payment sent again before this mail went out is pending again: the mail is then not sent.
  async 'mail-payment-rejected'(em, payload) {
    const s = await student(em, payload);
    if (!s.rejectionReason) throw new PermanentError(`Student ${s.id}'s payment is no longer rejected.`);
    const reason = rejectionWords(s.rejectionReason, s.rejectionNote);
    return { to: s.email, studentId: s.id, ...paymentRejected(brand(), { name: s.name, course: s.course, reason, paymentReference: s.paymentReference ?? null }) };
  },

  async 'mail-extra-course-payment-rejected'(em, payload) {
    const s = await student(em, payload);
    const course = await extraCourse(em, payload, s.id);
    if (!course.rejectionReason) throw new PermanentError(`Extra course ${course.id}'s payment is no longer rejected.`);
    const reason = rejectionWords(course.rejectionReason, course.rejectionNote);
    return { to: s.email, studentId: s.id, ...extraCoursePaymentRejected(brand(), { name: s.name, course: course.course, reason, paymentReference: course.paymentReference ?? null }) };
  },

  async 'mail-extra-course-validated'(em, payload) {
    const s = await student(em, payload);
    const course = await extraCourse(em, payload, s.id);
    const { attachment: letter } = await attachment(em, s, 'extra-offer-letter', course.id);
    // The certificate has its own mail (mail-extra-certificate, after extra-course.completed).
    const rendered = t.extraCourseValidated(brand(), { ...facts({ ...course, name: s.name }), ended: hasDateCome(course.endDate) });
    return { to: s.email, studentId: s.id, ...rendered, attachments: [letter] };
  },

  async 'mail-extra-certificate'(em, payload) {
    const s = await student(em, payload);
    const course = await extraCourse(em, payload, s.id);
    const { attachment: certificate, document } = await attachment(em, s, 'extra-certificate', course.id);
    const rendered = t.extraCertificate(brand(), {
      ...facts({ ...course, name: s.name }),
      durationDays: durationDays(course.startDate, course.endDate),
      certificateNumber: document.certificateNumber,
    });
    return { to: s.email, studentId: s.id, ...rendered, attachments: [certificate] };
  },

  async 'mail-contact'(em, payload) {
    const id = idOf(payload, 'contactMessageId');
    const m = await em.findOne(ContactMessage, { id }, { refresh: true });
    if (!m) throw new PermanentError(`Contact message ${id} no longer exists.`);
    return {
      to: config().COMPANY_EMAIL,
      replyTo: m.email,
      ...t.contactMessage(brand(), { name: m.name, email: m.email, subject: m.subject, message: m.message, receivedAt: m.createdAt.toISOString() }),
    };
  },

  async 'mail-payout-statement'(em, payload) {
    const id = idOf(payload, 'payoutId');
    const payout = await em.findOne(Payout, { id }, { populate: ['referrer'], refresh: true });
    if (!payout) throw new PermanentError(`Payout ${id} no longer exists.`);
    if (payout.status !== 'paid' || !payout.utr) throw new PermanentError('This payout is not marked paid.');
    const r = payout.referrer;
    return {
      to: r.email,
      ...t.payoutStatement(brand(), { name: r.name, period: payout.period, referrals: payout.referralCount, amount: payout.amount, utr: payout.utr, upiId: r.upiId }),
    };
  },

  async 'mail-password-reset'(em, payload) {
    const id = idOf(payload, 'studentId');
    // A fresh token per build (see issuePasswordReset): sendOnce builds only when this job has not sent its mail yet.
    const issued = await issuePasswordReset(em, id);
    if (issued.status === 'missing') throw new PermanentError(`Student ${id} no longer exists.`);
    const { student: s } = issued;
    const link = `${brand().publicUrl}/reset-password#token=${issued.token}`;
    const byAdmin = typeof payload.adminId === 'number';
    return { to: s.email, studentId: s.id, ...t.passwordReset(brand(), { name: s.name, link, validMinutes: PASSWORD_RESET_TTL_MINUTES, byAdmin }) };
  },

  async 'mail-referrer-data-link'(em, payload) {
    const id = idOf(payload, 'referrerId');
    // A fresh token per build (see issueReferrerDataLink): sendOnce builds only when this job has not sent its mail yet.
    const issued = await issueReferrerDataLink(em, id);
    if (issued.status === 'missing') throw new PermanentError(`Referrer ${id} no longer exists.`);
    if (issued.status === 'inactive') throw new PermanentError(`Referrer ${id} is no longer an active member; no data link is sent.`);
    const { referrer: r } = issued;
    // In the fragment: browsers never send it to a server, so no access log or proxy sees it.
    const link = `${brand().publicUrl}/refer/my-data#token=${issued.token}`;
    return { to: r.email, ...t.referrerDataLink(brand(), { name: r.name, link, validHours: EXPORT_LINK_TTL_HOURS }) };
  },

  async 'mail-password-changed'(em, payload) {
    const s = await student(em, payload);
    return { to: s.email, studentId: s.id, ...t.passwordChanged(brand(), { name: s.name, loginUrl: `${brand().publicUrl}/login` }) };
  },

  // To the account's own address, read from its row: the event holds ids and a count only.
  async 'mail-sign-in-attempts'(em, payload) {
    const id = idOf(payload, 'accountId');
    const failures = idOf(payload, 'failures');
    const base = brand().publicUrl;
    if (payload.accountKind === 'admin') {
      const a = await em.findOne(Admin, { id }, { refresh: true });
      if (!a || a.disabledAt) throw new PermanentError(`Staff account ${id} no longer signs in.`);
      return { to: a.email, ...t.signInAttempts(brand(), { name: a.name, failures, staff: true, passwordUrl: `${base}/admin/password`, resetUrl: null }) };
    }
    const s = await student(em, { studentId: id });
    return {
      to: s.email,
      studentId: s.id,
      ...t.signInAttempts(brand(), { name: s.name, failures, staff: false, passwordUrl: `${base}/password`, resetUrl: `${base}/forgot-password` }),
    };
  },

  async 'mail-reissued-documents'(em, payload) {
    const s = await student(em, payload);
    // The documents as they are now (a revoked one is not sent), with their current PDFs.
    const docs = await em.find(IssuedDocument, { student: s.id, file: { $ne: null }, revokedAt: null }, { populate: ['file', 'file.data'], orderBy: { id: 'asc' }, refresh: true });
    const attachments = docs.map((d) => {
      const name = documentFileName(d.kind, s.name).utf8;
      return { filename: d.extraCourse ? name.replace(/\.pdf$/, `_${d.extraCourse.id}.pdf`) : name, content: Buffer.from(d.file!.data as Uint8Array), contentType: 'application/pdf' };
    });
    const labels = docs.map((d) => documentTitles[d.kind]);
    return { to: s.email, studentId: s.id, ...t.documentsReissued(brand(), { name: s.name, documents: labels }), attachments };
  },

  async 'mail-admin-invite'(em, payload) {
    const id = idOf(payload, 'adminId');
    // The token is made here, by the job that mails it (commands/issue-admin-invite.ts): never in the
    // event, the job's data in Redis or a log. sendOnce builds only when this job has not sent yet.
    const issued = await issueAdminInvite(em, id);
    if (issued.status === 'missing') throw new PermanentError(`Staff account ${id} no longer exists.`);
    if (issued.status === 'not-invited') throw new PermanentError(`Staff account ${id} is not waiting for an invitation (active or disabled).`);
    const { admin: a } = issued;
    // In the fragment: browsers never send it to a server, so no access log or proxy sees it.
    const link = `${brand().publicUrl}/invite#token=${issued.token}`;
    return {
      to: a.email,
      ...t.adminInvite(brand(), { name: a.name, role: a.role, inviter: issued.inviter, link, validHours: INVITE_TTL_HOURS }),
    };
  },
};

/** The mail a handler (or a resend of its mail) sends, built afresh from its event's payload. */
export function buildMail(template: string, em: EntityManager, payload: Payload): Promise<MailSpec> | null {
  const build = mailBuilders[template];
  return build ? build(em, payload).then((spec) => ({ template, ...spec })) : null;
}
