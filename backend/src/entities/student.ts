import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { StoredFile } from './file.ts';
import { paymentColumns } from './payment-columns.ts';
import { timestamps } from './timestamps.ts';

/** An intern. The numeric id is the intern id printed (after the prefix) on every certificate. */
export const Student = defineEntity({
  name: 'Student',
  tableName: 'students',
  properties: {
    id: p.integer().primary(),
    name: p.string(),
    email: p.string().unique(),
    college: p.string(),
    phone: p.string().index(),
    startDate: p.date(),
    endDate: p.date(),
    department: p.string(),
    course: p.string(),
    /** The catalogue course (docs/CATALOGUE.md) it names: its resource links follow it through a rename. */
    courseId: p.uuid().nullable(),
    /** The registration fee this intern was shown and accepted, in rupees: what their payment is checked against. */
    feeRupees: p.integer(),
    /** The referral code given at enrolment; cleared by an admin, so the referrer is not paid for it. */
    referralCode: p.string().nullable().index(),
    /** The payment's UPI transaction reference, when the student has it. */
    utr: p.string().nullable().index(),
    passwordHash: p.string().hidden().lazy(),
    ...paymentColumns,
    testMark: p.integer().nullable(),
    /** Extra time staff granted for timed tests (WCAG 2.2.1), in per cent of each limit: 50 gives 30 minutes 45. */
    testExtraTimePercent: p.integer().default(0),
    /** The payment screenshot to show: the compressed one when it was ready at registration, else the raw upload. */
    screenshot: () => p.manyToOne(StoredFile).nullable().deleteRule('set null'),
    /** The raw upload this student registered with (unique: one upload, one registration). */
    upload: () => p.manyToOne(StoredFile).nullable().unique().deleteRule('set null'),
    /** When the intern proved the e-mail is theirs (a mailed one-time link); null: unproven, so nothing is linked by it. */
    emailVerifiedAt: p.datetime().nullable(),
    /**
     * When the owner of the address said this registration is not theirs ("This wasn't me"): the
     * account can never prove this address and no mail goes to it, until an admin corrects the e-mail.
     */
    emailDisownedAt: p.datetime().nullable(),
    /** The language their mails and documents are written in ('en' or 'ta', shared/locales.ts): chosen on the site. */
    language: p.enum(['en', 'ta']).default('en'),
    /** The privacy notice version the person agreed to, and when (null: collected before the notice). */
    consentVersion: p.string().nullable(),
    consentAt: p.datetime().nullable(),
    /**
     * The intern's credential subject id (a random UUID): `credentialSubject.id` = `urn:uuid:<it>` in every
     * credential of theirs (credentials/open-badge.ts). Opaque, never their e-mail or the row's id.
     */
    credentialSubjectId: p.uuid().defaultRaw('gen_random_uuid()').unique(),
    /** Set when the intern's personal data was erased (on request or by retention): the row keeps ids, course, dates. */
    erasedAt: p.datetime().nullable(),
    ...timestamps,
  },
});
export type Student = InferEntity<typeof Student>;
