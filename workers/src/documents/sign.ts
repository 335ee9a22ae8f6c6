import { config } from 'backend/config';
import { documentSigner } from 'backend/signing/certificate';
import { signPdf } from 'backend/signing/sign-pdf';

/**
 * Signs an issued PDF with the company's document-signing certificate (DOCUMENT_SIGNING_P12, opened
 * once per process: main.ts opens it at start and refuses to start without one, so no PDF is mailed
 * unsigned): PAdES, the whole file covered.
 */
export function signIssuedPdf(pdf: Buffer): Buffer {
  const cfg = config();
  return signPdf(pdf, documentSigner(cfg), {
    name: cfg.COMPANY_NAME,
    reason: `Issued by ${cfg.COMPANY_NAME}`,
    location: cfg.COMPANY_ADDRESS,
    contactInfo: cfg.COMPANY_EMAIL,
  });
}
