import type { EntityManager } from '@mikro-orm/postgresql';
import { CONFIRMATION_TTL_HOURS, issueReferrerConfirmation } from 'backend/commands/issue-referrer-confirmation';
import { issueAdminInvite } from 'backend/commands/issue-admin-invite';
import { config, publicUrl } from 'backend/config';
import { INVITE_TTL_HOURS } from 'shared/api/admin-accounts';
import { ContactMessage, ExtraCourse, Payout, Referrer, Student } from 'backend/entities/index';
import { durationDays, formatDisplayDate, hasDateCome } from 'shared/dates';
import { documentPdf } from '../documents/issue.ts';
import { PermanentError } from '../runtime/processor.ts';
import type { MailSpec } from './send.ts';
import * as t from './templates.ts';
import { documentFileName } from 'shared/documents';

type Payload = Record<string, unknown>;

/** Builds a mail from the event payload that asked for it (ids only; the rows give the facts). */
export type MailBuilder = (em: EntityManager, payload: Payload) => Promise<MailSpec>;

function brand(): t.Brand {
  const cfg = config();
  return { company: cfg.COMPANY_NAME, companyEmail: cfg.COMPANY_EMAIL, companyPhone: cfg.COMPANY_PHONE, publicUrl: publicUrl(cfg) };
}

function idOf(payload: Payload, key: string): number {
  const value = payload[key];
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new PermanentError(`The job has no ${key}.`);
  return value;
}

async function student(em: EntityManager, payload: Payload) {
  const id = idOf(payload, 'studentId');
  const row = await em.findOne(Student, { id }, { refresh: true });
  if (!row) throw new PermanentError(`Student ${id} no longer exists.`);
  return row;
}

async function extraCourse(em: EntityManager, payload: Payload, studentId: number) {
  const id = idOf(payload, 'extraCourseId');
  const row = await em.findOne(ExtraCourse, { id, student: studentId }, { refresh: true });
  if (!row) throw new PermanentError(`Extra course ${id} no longer exists.`);
  return row;
}

function facts(s: { name: string; course: string; startDate: string | Date; endDate: string | Date }): t.StudentFacts {
  return { name: s.name, course: s.course, startDate: formatDisplayDate(s.startDate), endDate: formatDisplayDate(s.endDate) };
}

async function attachment(em: EntityManager, studentId: number, kind: Parameters<typeof documentPdf>[1]['kind'], filename: string, extraCourseId?: number) {
  const pdf = await documentPdf(em, { studentId, kind, extraCourseId });
  // Ordinarily the PDF job completed before this mail was enqueued; if not, retrying will find it.
  if (!pdf) throw new Error(`The ${kind} PDF is not ready yet.`);
  return { filename, content: pdf.data, contentType: 'application/pdf' };
}

export const mailBuilders: Record<string, MailBuilder> = {
  async 'mail-registration-received'(em, payload) {
    const s = await student(em, payload);
    return { template: 'mail-registration-received', to: s.email, studentId: s.id, ...t.registrationReceived(brand(), facts(s)) };
  },

  async 'mail-offer-letter'(em, payload) {
    const s = await student(em, payload);
    return {
      template: 'mail-offer-letter',
      to: s.email,
      studentId: s.id,
      ...t.validated(brand(), { ...facts(s), ended: hasDateCome(s.endDate) }),
      attachments: [await attachment(em, s.id, 'offer-letter', documentFileName('offer-letter', s.name).utf8)],
    };
  },

  async 'mail-test-certificate'(em, payload) {
    const s = await student(em, payload);
    return {
      template: 'mail-test-certificate',
      to: s.email,
      studentId: s.id,
      ...t.testCertificate(brand(), { ...facts(s), mark: s.testMark ?? idOf(payload, 'mark') }),
      attachments: [await attachment(em, s.id, 'test-certificate', documentFileName('test-certificate', s.name).utf8)],
    };
  },

  async 'mail-completion-certificate'(em, payload) {
    const s = await student(em, payload);
    return {
      template: 'mail-completion-certificate',
      to: s.email,
      studentId: s.id,
      ...t.completionCertificate(brand(), { ...facts(s), durationDays: durationDays(s.startDate, s.endDate) }),
      attachments: [await attachment(em, s.id, 'completion-certificate', documentFileName('completion-certificate', s.name).utf8)],
    };
  },

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
      template: 'mail-referral-confirm',
      to: r.email,
      ...t.referralConfirm(brand(), { name: r.name, phone: r.phone, upiId: r.upiId, link, validHours: CONFIRMATION_TTL_HOURS }),
    };
  },

  async 'mail-referral-welcome'(em, payload) {
    const id = idOf(payload, 'referrerId');
    const r = await em.findOne(Referrer, { id }, { refresh: true });
    if (!r) throw new PermanentError(`Referrer ${id} no longer exists.`);
    if (!r.confirmedAt || !r.code) throw new PermanentError(`Referrer ${id} has not confirmed their e-mail; there is no code to send.`);
    return { template: 'mail-referral-welcome', to: r.email, ...t.referralWelcome(brand(), { name: r.name, code: r.code, upiId: r.upiId }) };
  },

  async 'mail-extra-course-pending'(em, payload) {
    const s = await student(em, payload);
    const course = await extraCourse(em, payload, s.id);
    return { template: 'mail-extra-course-pending', to: s.email, studentId: s.id, ...t.extraCoursePending(brand(), facts({ ...course, name: s.name })) };
  },

  async 'mail-extra-course-validated'(em, payload) {
    const s = await student(em, payload);
    const course = await extraCourse(em, payload, s.id);
    // The certificate has its own mail (mail-extra-certificate, after extra-course.completed).
    return {
      template: 'mail-extra-course-validated',
      to: s.email,
      studentId: s.id,
      ...t.extraCourseValidated(brand(), { ...facts({ ...course, name: s.name }), ended: hasDateCome(course.endDate) }),
      attachments: [await attachment(em, s.id, 'extra-offer-letter', documentFileName('extra-offer-letter', s.name).utf8, course.id)],
    };
  },

  async 'mail-extra-certificate'(em, payload) {
    const s = await student(em, payload);
    const course = await extraCourse(em, payload, s.id);
    const pdf = await documentPdf(em, { studentId: s.id, kind: 'extra-certificate', extraCourseId: course.id });
    // Ordinarily the certificate job completed before this mail was enqueued; if not, retrying will find it.
    if (!pdf) throw new Error('The extra-certificate PDF is not ready yet.');
    return {
      template: 'mail-extra-certificate',
      to: s.email,
      studentId: s.id,
      ...t.extraCertificate(brand(), {
        ...facts({ ...course, name: s.name }),
        durationDays: durationDays(course.startDate, course.endDate),
        certificateNumber: pdf.document.certificateNumber,
      }),
      attachments: [{ filename: documentFileName('extra-certificate', s.name).utf8, content: pdf.data, contentType: 'application/pdf' }],
    };
  },

  async 'mail-contact'(em, payload) {
    const id = idOf(payload, 'contactMessageId');
    const m = await em.findOne(ContactMessage, { id }, { refresh: true });
    if (!m) throw new PermanentError(`Contact message ${id} no longer exists.`);
    return {
      template: 'mail-contact',
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
      template: 'mail-payout-statement',
      to: r.email,
      ...t.payoutStatement(brand(), { name: r.name, period: payout.period, referrals: payout.referralCount, amount: payout.amount, utr: payout.utr, upiId: r.upiId }),
    };
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
      template: 'mail-admin-invite',
      to: a.email,
      ...t.adminInvite(brand(), { name: a.name, role: a.role, inviter: issued.inviter, link, validHours: INVITE_TTL_HOURS }),
    };
  },
};
