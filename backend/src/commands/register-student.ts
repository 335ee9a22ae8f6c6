import { DriverException, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { Admin, Referrer, Student } from '../entities/index.ts';
import type { FeeSource } from '../catalogue/fee-source.ts';
import { badRequest, conflict, serviceUnavailable, validationError } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { hashPassword } from '../lib/passwords.ts';
import { isUnavailable } from '../lib/unavailable.ts';
import { isPaymentReferenceClash, paymentReferenceFor } from './issue-payment-reference.ts';
import { takeUpScreenshot } from './payment-columns.ts';
import { PRIVACY_NOTICE_VERSION } from 'shared/privacy';
import { DEFAULT_LOCALE, type Locale } from 'shared/locales';
import { messages } from 'shared/messages';

export const EMAIL_EXISTS = messages.emailExists;

export interface RegistrationInput {
  name: string;
  /** Lower-cased. */
  email: string;
  college: string;
  phone: string;
  startDate: string;
  endDate: string;
  department: string;
  course: string;
  referralCode?: string | undefined;
  utr?: string | undefined;
  /** The reference the payment page showed; without one (old clients) a new one is issued. */
  paymentReference?: string | undefined;
  /** The fee the payment page showed for the course; without one (old clients) the fee in effect. */
  shownFeeRupees?: number | undefined;
  password: string;
  uploadId: string;
  /** The language the form was shown in (docs/I18N.md); the specification's client sends none: English. */
  language?: Locale | undefined;
}

/**
 * Enrols a student (not yet validated) with the payment screenshot they uploaded, and records
 * student.registered. The consent is stored with the notice in force: the routes' schemas
 * (consentFields) refused a form without the ticked box or with an older notice's version. The e-mail and the upload are each unique by constraint, so two registrations
 * racing with the same e-mail, upload or payment reference store exactly one. Every registration keeps
 * a payment reference and the fee it accepted (`catalogue.offerFor`: the one shown, if it was the course's
 * fee within two days), which every later check of the payment reads. A course the catalogue does not
 * offer for registration is refused as the form's list does. Any refusal stores nothing.
 */
export async function registerStudent(em: EntityManager, input: RegistrationInput, catalogue: FeeSource) {
  const offer = await catalogue.offerFor(input.course, 'registration', input.shownFeeRupees, new Date());
  const feeRupees = offer?.feeRupees[0];
  if (!offer || feeRupees === undefined) throw validationError('courseNotListed', 'course');
  const passwordHash = await hashPassword(input.password);
  try {
    return await em.transactional(async (tx) => {
      // A staff e-mail is taken too: one login form serves both kinds of account. Both look-ups always
      // run and the answer is the intern's one, so neither its words nor its time tell a stranger that
      // an address belongs to staff.
      const interns = await tx.count(Student, { email: input.email });
      const staff = await tx.count(Admin, { email: input.email });
      if (interns + staff > 0) throw conflict('emailExists');
      let referralCode: string | null = null;
      if (input.referralCode) {
        // Only a confirmed referrer's code credits anyone; an unconfirmed one reads as unknown.
        const referrer = await tx.findOne(Referrer, { code: input.referralCode, confirmedAt: { $ne: null } });
        if (!referrer?.code) throw badRequest('referralCodeUnknown', { field: 'referralCode' });
        // The reward is for bringing someone else: the referrer's own e-mail or phone cannot use it.
        if (referrer.email.toLowerCase() === input.email.toLowerCase() || referrer.phone === input.phone) {
          throw badRequest('ownReferralCode', { field: 'referralCode' });
        }
        referralCode = referrer.code;
      }
      const { upload, screenshot } = await takeUpScreenshot(tx, input.uploadId);
      const paymentReference = await paymentReferenceFor(tx, 'registration', input.paymentReference);

      const student = tx.create(Student, {
        name: input.name,
        email: input.email,
        college: input.college,
        phone: input.phone,
        startDate: input.startDate,
        endDate: input.endDate,
        department: input.department,
        course: offer.course,
        courseId: offer.courseId,
        feeRupees,
        referralCode,
        utr: input.utr ?? null,
        passwordHash,
        validated: false,
        screenshot,
        upload,
        paymentReference,
        language: input.language ?? DEFAULT_LOCALE,
        consentVersion: PRIVACY_NOTICE_VERSION,
        consentAt: new Date(),
      });
      await tx.flush();
      recordEvent(tx, 'student.registered', { type: 'student', id: student.id }, { studentId: student.id }, 'visitor');
      return student;
    });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) {
      if (isPaymentReferenceClash(err)) throw conflict('paymentReferenceUsed');
      throw String(err.message).includes('upload_id') ? conflict('screenshotAlreadyUsed') : conflict('emailExists');
    }
    // A driver error's message quotes the INSERT with its values, the password hash among them: never
    // let that reach a log line (so no `cause` either). PostgreSQL going away mid-registration is an
    // outage, not a bug: 503, so the client tries again (found by the enrolment drill).
    if (err instanceof DriverException && isUnavailable(err)) throw serviceUnavailable();
    // eslint-disable-next-line preserve-caught-error
    if (err instanceof DriverException) throw new Error(`Registration could not be stored (${err.code ?? err.name}).`);
    throw err;
  }
}
