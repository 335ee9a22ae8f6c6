import { z } from 'zod';
import { messages } from '../messages.ts';

/** GET /api/verify/:token: tokens are 24 random bytes in base64url (32 characters); anything else cannot match. */
export const verifyParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, messages.noCertificateMatches) });

/** What anyone holding a certificate's link may see. */
export interface CertificateCheck {
  /** False while the document is revoked. */
  valid: boolean;
  kind: string;
  holder: string;
  course: string;
  startDate: string;
  endDate: string;
  certificateNumber: string;
  issuedOn: string;
  /** The current version (a correction re-issues the document with the same number and link). */
  version: number;
  /** Set while the document is revoked: when (ISO timestamp) and why. */
  revoked: { at: string; reason: string | null } | null;
}
