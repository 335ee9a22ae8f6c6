import { z } from 'zod';
import type { DocumentKind } from '../documents.ts';
import { messages } from '../messages.ts';

/** GET /api/verify/:token: tokens are 24 random bytes in base64url (32 characters); anything else cannot match. */
export const verifyParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, messages.noCertificateMatches),
});

/**
 * An offer letter's certificate (shared/documents `offeredCertificate`: the completion certificate of the
 * same internship, or the extra course's certificate) and where it stands: not issued yet, issued and
 * valid, or revoked. An employer holding the letter learns whether the internship it offered ended in a
 * certificate, and whether that certificate was revoked; not the certificate's link (see check-pdf.ts).
 */
export interface OfferedCertificate {
  kind: 'completion-certificate' | 'extra-certificate';
  standing: 'not-issued' | 'valid' | 'revoked';
}

/** What anyone holding a document's link may see (an offer letter's or a certificate's). */
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
  /** For an offer letter, its internship's certificate and where it stands; null for a certificate. */
  offeredCertificate: OfferedCertificate | null;
}

/**
 * POST /api/verify/file (docs/CREDENTIALS.md): what the verifier on /verify says of a file or pasted text a visitor
 * brings, without signing in: an Open Badges 3.0 credential (a VC-JWT) or one of our signed PDFs.
 */
export interface FileCheck {
  /**
   * What was brought: a credential, a PDF, or something neither. 'other-format': a credential in a
   * format we do not issue and so cannot check (a JSON-LD credential with a Data Integrity proof, or a
   * JWT of a type we do not sign): never called forged, nor vouched for.
   */
  kind: 'credential' | 'pdf' | 'other-format' | 'unknown';
  /** Signed by one of our keys (the JWKS) or our document-signing certificate. */
  ours: boolean;
  /** The signature covers every byte as brought: nothing changed since we signed it. */
  intact: boolean;
  /**
   * Present only for a credential of ours, intact, outside its validity period now (validFrom /
   * validUntil, the JWT's nbf / exp): 'expired' since `at`, or 'notYetValid' until `at` (ISO instants).
   * It is then not valid, whatever its status.
   */
  period?: { state: 'expired' | 'notYetValid'; at: string };
  /** The document it names (an offer letter or a certificate), when ours and intact (null otherwise). */
  certificate: {
    /** Which document: an offer letter, or a completion, test or extra-course certificate (a credential is always a certificate). */
    kind: DocumentKind;
    /** The certificate number, which an offer letter shares with its internship's certificates. */
    number: string;
    holder: string;
    course: string;
    /** This file is of the document's current version (a correction re-issues it). */
    current: boolean;
    revoked: boolean;
    /** The public /verify link of the document. */
    verifyUrl: string;
    /** For an offer letter, its internship's certificate and where it stands; null for a certificate. */
    offeredCertificate: OfferedCertificate | null;
  } | null;
}
