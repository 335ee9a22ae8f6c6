/**
 * Personal data under India's DPDP Act 2023 (docs/PRIVACY.md): the privacy notice's version, what each form
 * collects and why, and how long each kind of data is kept. The /privacy page, the short notice
 * beside each form, the retention run and docs/PRIVACY.md all read these; a change to what a form
 * collects or how long it is kept is a new notice version (consent is stored with the version seen).
 */

import { messages } from './messages.ts';

/** The notice in force; stored with every consent. Bump it when the notice's substance changes. */
export const PRIVACY_NOTICE_VERSION = '2026-11-23';

/** The consent refusals, under their codes in messages.ts (a client decides by the code). */
export const consentMessages = {
  required: messages.consentRequired,
  outdated: messages.consentOutdated,
} as const;

/** The forms that collect personal data, each with its own short notice. */
export type NoticeForm = 'registration' | 'referral' | 'contact';

export interface FormNotice {
  collects: string;
  why: string;
  kept: string;
}

/** What each form collects, why, and for how long: the short notice beside the form. */
export const formNotices: Record<NoticeForm, FormNotice> = {
  registration: {
    collects: 'your name, e-mail, phone, college, department, course, dates and the payment screenshot with its UTR',
    why: 'to enrol you, check your payment, and issue and e-mail your offer letter and certificates',
    kept: 'while you are an intern and as long as your certificates must stay verifiable; the payment screenshot is deleted 90 days after your payment is checked, and a registration never paid for is anonymised after a year',
  },
  referral: {
    collects: 'your name, e-mail, phone and UPI id',
    why: 'to give you a referral code, count your referrals and pay you every month',
    kept: 'while you are in the programme; the amounts paid stay in our accounts as the law on accounts requires',
  },
  contact: {
    collects: 'your name, e-mail and your message',
    why: 'to answer your message',
    kept: 'one year, then the message is deleted',
  },
};

/** Retention periods of the daily run (the screenshot's days come from config, this is its default). */
export const retention = {
  screenshotDaysDefault: 90,
  unvalidatedRegistrationDays: 365,
  contactMessageDays: 365,
  /** An approved erasure keeps the address its confirmation goes to at most this long, if mailing fails. */
  erasureNoticeDays: 7,
  /** A bank statement's credit that confirmed no enrolment keeps the payer's name and UPI id (its narration) this long after the import. */
  unmatchedCreditDays: 180,
} as const;

/** What an erased record's personal fields become (never a real address or number; unique per record). */
export const ERASED = 'Erased';
export const erasedEmail = (kind: 'student' | 'referrer', id: number) => `erased-${kind}-${id}@erased.invalid`;
export const erasedPhone = (kind: 'student' | 'referrer', id: number) =>
  `erased-${kind === 'student' ? 's' : 'r'}${id}`;

/** An erased intern's enrolment is closed: nothing is validated or issued for it any more. */
export const ERASED_CANNOT_BE_VALIDATED =
  "This intern's personal data was erased at their request; the enrolment is closed.";

export const erasureStatuses = ['pending', 'approved', 'refused'] as const;
export type ErasureStatus = (typeof erasureStatuses)[number];
