import { z } from 'zod';

export const NO_CERTIFICATE_MATCH = 'No certificate matches this link.';
/** GET /api/verify/:token: tokens are 24 random bytes in base64url (32 characters); anything else cannot match. */
export const verifyParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, NO_CERTIFICATE_MATCH) });

/** What anyone holding a certificate's link may see. */
export interface CertificateCheck {
  valid: true;
  kind: string;
  holder: string;
  course: string;
  startDate: string;
  endDate: string;
  certificateNumber: string;
  issuedOn: string;
}
