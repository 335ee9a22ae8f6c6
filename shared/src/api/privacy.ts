import { z } from 'zod';
import { consentMessages, PRIVACY_NOTICE_VERSION, type ErasureStatus } from '../privacy.ts';
import type { MessageAnswer } from './envelope.ts';
import { emailField, hasControlChars, linkToken, numericId, requiredText } from './fields.ts';
import { messages } from '../messages.ts';

/**
 * Personal data (docs/PRIVACY.md): consent on the forms, the intern's data export and erasure request, the
 * admin's decision, the referrer's export by a mailed link.
 */

/**
 * The consent every form that collects personal data carries: an unticked box the person ticked
 * (`true`; a multipart form's 'true' or 'on'), and the notice version the page showed, which must be
 * the one in force (an old page gets consentMessages.outdated). A client that sends no version saw
 * the current notice (the specification's own clients).
 */
export const consentFields = {
  consent: z.preprocess(
    (v) => (v === 'true' || v === 'on' || v === '1' ? true : v),
    z.literal(true, { error: consentMessages.required }),
  ),
  noticeVersion: z
    .string({ error: consentMessages.outdated })
    .refine((v) => v === PRIVACY_NOTICE_VERSION, consentMessages.outdated)
    .optional(),
};

/** POST /api/me/erasure-request: the intern may say why (optional). */
export const erasureRequestSchema = z.object(
  {
    reason: z
      .string({ error: 'The reason must be text.' })
      .max(500, 'The reason is too long (at most 500 characters).')
      .refine((s) => !hasControlChars(s, true), 'The reason contains characters that are not allowed.')
      .transform((s) => s.trim() || undefined)
      .optional(),
  },
  { error: 'Please send the request as a form.' },
);
export type ErasureRequestInput = z.input<typeof erasureRequestSchema>;

export const NO_SUCH_ERASURE_REQUEST = 'No erasure request has this id.';
export const erasureRequestParams = z.object({ id: numericId(NO_SUCH_ERASURE_REQUEST) });
/** POST /api/admin/erasure-requests/:id/refuse: the reason is mailed to the intern. */
export const refuseErasureSchema = z.object(
  { reason: requiredText('the reason for refusing', 500, { multiline: true }) },
  { error: 'Please give the reason for refusing.' },
);

/** POST /api/referrers/data-export-requests: the same answer whoever's e-mail it is. */
export const referrerExportRequestSchema = z.object(
  { email: emailField() },
  { error: 'Please enter your e-mail address.' },
);
export const EXPORT_LINK_INCOMPLETE = messages.exportLinkIncomplete;
/** POST /api/referrers/data-export: the token from the mailed link; answers the ZIP. */
export const referrerExportSchema = z.object(
  { token: linkToken(EXPORT_LINK_INCOMPLETE) },
  { error: EXPORT_LINK_INCOMPLETE },
);

/** An intern's own erasure request (GET /api/me/erasure-request answers the latest, or null). */
export interface ErasureRequestView {
  id: number;
  status: ErasureStatus;
  reason: string | null;
  /** The admin's reason when refused. */
  decisionNote: string | null;
  createdAt: string;
  decidedAt: string | null;
}
export interface MyErasureRequest {
  request: ErasureRequestView | null;
}

/** A pending request as admins see it (GET /api/admin/erasure-requests). */
export interface AdminErasureRequest {
  id: number;
  studentId: number;
  studentName: string;
  internId: string;
  validated: boolean;
  /** Issued certificates stay verifiable (their number and the name on /verify). */
  documentsIssued: number;
  /** Rupees still owed to the refer-and-earn records linked to the intern: such a record is kept until paid. */
  payoutOwed: number;
  reason: string | null;
  createdAt: string;
}
export interface AdminErasureRequestList {
  requests: AdminErasureRequest[];
}

/** How an intern is linked to a refer-and-earn record: joined while signed in as them, or the member confirmed the intern's request. */
export type ReferrerLink = 'joined-signed-in' | 'member-confirmed';

/**
 * GET /api/admin/erasure-requests/:id/scope: what approving will touch, made by the same code as the
 * erasure itself (backend queries/erasure-scope.ts), so the list cannot disagree with the act.
 */
export interface ErasureScopeView {
  requestId: number;
  studentId: number;
  internId: string;
  /** The name stays (on /verify) when a document was issued. */
  nameKept: boolean;
  /** Only a proven e-mail reaches the contact messages written from it. */
  emailProven: boolean;
  extraCourses: number;
  documents: number;
  /** Payment screenshots (each upload and its compressed copy). */
  screenshotFiles: number;
  /** The documents' PDF files. */
  documentFiles: number;
  contactMessages: number;
  /** Linked refer-and-earn records: erased, or kept whole while a payout is owed. */
  referrers: {
    id: number;
    name: string;
    code: string | null;
    linkedBy: ReferrerLink[];
    owed: number;
    erase: boolean;
  }[];
}

/** The approval's answer when a linked refer-and-earn record was kept for a payout owed. */
export const referrerKeptForPayout = (id: number, rupees: number) =>
  `Their refer-and-earn record #${id} is kept as it is until the ₹${rupees} owed to it is paid; its member can erase it after that.`;

export interface ErasureDecision extends MessageAnswer {
  success: true;
  status: Exclude<ErasureStatus, 'pending'>;
}

/** The grievance officer the notice and /privacy name (from config). */
export interface GrievanceContact {
  name: string;
  email: string;
  phone: string;
}

/** How long a referrer's mailed download link works (counted from the mail). */
export const EXPORT_LINK_TTL_HOURS = 24;
/** POST /api/referrers/data-export refusals: a spent link (410), an expired one (410), an unknown one (404). */
export const EXPORT_LINK_USED = messages.exportLinkUsed;
export const EXPORT_LINK_EXPIRED = messages.exportLinkExpired;
export const EXPORT_LINK_NOT_VALID = messages.exportLinkNotValid;

/** POST /api/referrers/erasure: the same mailed link's token erases the member's data instead (the link is spent). */
export const referrerErasureSchema = referrerExportSchema;
/** A member still owed money is not erased (their UPI id is how they are paid); nothing changes, the link still works. */
export const referrerStillOwed = (rupees: number) => ({ code: 'referrerStillOwed', values: { rupees } }) as const;
