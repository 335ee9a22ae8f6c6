import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { signDetached, type CmsSigner } from './cms.ts';

/** @signpdf's signer interface, with our CAdES signature (@signpdf's P12Signer makes one without signing-certificate-v2). */
class CadesSigner extends Signer {
  constructor(private readonly signer: CmsSigner) {
    super();
  }

  override async sign(content: Buffer): Promise<Buffer> {
    return signDetached(content, this.signer);
  }
}

/** Who signs, as the signature dictionary names it (PDF readers show these beside the signature). */
export interface SignatureLabel {
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
}

/** Room for the CMS (bytes; twice that in hex): the certificates it carries, and 2 KB for the signer info, its attributes and an RSA signature up to 4096 bits. */
const signatureRoom = (signer: CmsSigner) => signer.certificate.length + signer.chain.reduce((sum, cert) => sum + cert.length, 0) + 2048;

/**
 * Signs a PDF as PAdES baseline B: an invisible signature field whose /SubFilter is
 * ETSI.CAdES.detached and whose /ByteRange covers every byte of the file but the signature itself,
 * up to the end. The PDF (pdfmake's output: a classic cross-reference table) gets one incremental
 * update with the signature; nothing may be appended after it, or the signature no longer covers
 * the whole document.
 */
export async function signPdf(pdf: Buffer, signer: CmsSigner, label: SignatureLabel, signingTime = new Date()): Promise<Buffer> {
  const prepared = plainAddPlaceholder({
    pdfBuffer: pdf,
    ...label,
    signingTime,
    signatureLength: signatureRoom(signer),
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    // No appName: @signpdf writes it as a PDF name unescaped, and a company name with spaces breaks the dictionary.
  });
  return new SignPdf().sign(prepared, new CadesSigner(signer));
}
