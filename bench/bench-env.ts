import { randomBytes } from 'node:crypto';
import { certificatesOf, selfSignedP12 } from '../backend/src/signing/certificate.ts';

/** The settings every benchmark run needs; set before any module reads the configuration. */
export function prepareBenchEnv(): void {
  process.env.LOG_LEVEL ??= 'silent';
  // A throwaway key for this run's apps (the source holds none).
  process.env.TOTP_KEY ??= randomBytes(32).toString('hex');
  // And a throwaway certificate that signs the PDFs the run's workers issue.
  process.env.DOCUMENT_SIGNING_P12 ??= selfSignedP12('Tamil Nadu Tech Academy').toString('base64');
  // Its certificate, which the API verifies them with (it gets no key).
  process.env.DOCUMENT_SIGNING_CERTS ??= certificatesOf({
    DOCUMENT_SIGNING_P12: process.env.DOCUMENT_SIGNING_P12,
    DOCUMENT_SIGNING_P12_PASSWORD: process.env.DOCUMENT_SIGNING_P12_PASSWORD ?? '',
  });
}
