import adminInvite from './admin-invite.ts';
import completionCertificate from './completion-certificate.ts';
import contact from './contact.ts';
import type { Mail, MailHandler } from './define.ts';
import emailProof from './email-proof.ts';
import erasureApproved from './erasure-approved.ts';
import erasureRefused from './erasure-refused.ts';
import extraCertificate from './extra-certificate.ts';
import extraCoursePaymentRejected from './extra-course-payment-rejected.ts';
import extraCoursePending from './extra-course-pending.ts';
import extraCourseValidated from './extra-course-validated.ts';
import offerLetter from './offer-letter.ts';
import membershipLinkRequest from './membership-link-request.ts';
import membershipLinked from './membership-linked.ts';
import membershipUnlinked from './membership-unlinked.ts';
import passwordChanged from './password-changed.ts';
import passwordReset from './password-reset.ts';
import paymentRejected from './payment-rejected.ts';
import payoutStatement from './payout-statement.ts';
import referralConfirm from './referral-confirm.ts';
import referralWelcome from './referral-welcome.ts';
import referrerDataLink from './referrer-data-link.ts';
import registrationReceived from './registration-received.ts';
import reissuedDocuments from './reissued-documents.ts';
import signInAttempts from './sign-in-attempts.ts';
import testCertificate from './test-certificate.ts';

/** Every mail of the product, one file each (mail/<handler without 'mail-'>.ts). */
export const mails = [
  registrationReceived,
  emailProof,
  offerLetter,
  testCertificate,
  completionCertificate,
  paymentRejected,
  extraCoursePaymentRejected,
  extraCoursePending,
  extraCourseValidated,
  extraCertificate,
  referralConfirm,
  referralWelcome,
  payoutStatement,
  referrerDataLink,
  membershipLinkRequest,
  membershipLinked,
  membershipUnlinked,
  contact,
  passwordReset,
  passwordChanged,
  signInAttempts,
  reissuedDocuments,
  adminInvite,
  erasureApproved,
  erasureRefused,
];

// A mail handler of the fan-out without its file here fails the type check (and index.test.ts).
type Unregistered = Exclude<MailHandler, (typeof mails)[number]['handler']>;
const everyMailRegistered: [Unregistered] extends [never] ? true : Unregistered = true;
void everyMailRegistered;

const byHandler = new Map<string, Mail>(mails.map((m) => [m.handler, m]));

/** The mail a handler makes, or undefined for a name that is no mail (a mail_log row's template from an older release). */
export const mailOf = (template: string): Mail | undefined => byHandler.get(template);
