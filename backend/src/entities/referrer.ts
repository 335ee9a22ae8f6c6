import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Student } from './student.ts';
import { timestamps } from './timestamps.ts';

/**
 * A member of the refer-and-earn programme; identified by e-mail plus phone, paid to their UPI id.
 * Active only once `confirmedAt` is set (the e-mail's owner opened the one-time link): the referral
 * code is issued then, in the format of the form they joined from (`source`). Nothing is unique but
 * the e-mail and the code: a phone or UPI id typed by anyone must never block its owner, so admins see
 * a clash flagged instead (queries/referrer-clashes.ts). An intern is linked to a record only by
 * `student` (the view student_referrers, queries/referrers.ts).
 */
export const Referrer = defineEntity({
  name: 'Referrer',
  tableName: 'referrers',
  properties: {
    id: p.integer().primary(),
    name: p.string(),
    email: p.string().unique(),
    phone: p.string(),
    upiId: p.string(),
    code: p.string().unique().nullable(),
    source: p.enum(['home', 'dashboard']).default('dashboard'),
    confirmedAt: p.datetime().nullable(),
    /** The language their mails and documents are written in ('en' or 'ta', shared/locales.ts): chosen on the site. */
    language: p.enum(['en', 'ta']).default('en'),
    /** The privacy notice version the person agreed to, and when (null: collected before the notice). */
    consentVersion: p.string().nullable(),
    consentAt: p.datetime().nullable(),
    erasedAt: p.datetime().nullable(),
    /**
     * The intern account linked to this membership, by an act of both sides (`studentLink`): joined while
     * signed in as the intern (the confirmation mail named the account), or asked for by the intern and
     * confirmed by the member from a mail naming the account. Never by a matching address.
     */
    student: () => p.manyToOne(Student).nullable().deleteRule('set null'),
    studentLink: p.enum(['joined-signed-in', 'member-confirmed']).nullable(),
    ...timestamps,
  },
});
export type Referrer = InferEntity<typeof Referrer>;
