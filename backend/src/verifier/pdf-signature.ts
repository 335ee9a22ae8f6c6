import { createHash, verify, type X509Certificate } from 'node:crypto';
import { assembleSignedData, CmsError, MAX_CMS_BYTES, oids, parseSignedData } from '../signing/cms.ts';

/** The last signature of a PDF: where its ranges are and its CMS (undefined when the PDF has none we can read). */
export interface PdfSignature {
  byteRange: [number, number, number, number];
  /** The /Contents bytes: the CMS, then the zeros it was padded with (read once, by pkijs, in checkPdfSignature). */
  cms: Buffer;
}

const latin1 = (bytes: Buffer) => bytes.toString('latin1');

/**
 * Finds the last /ByteRange and the /Contents hex string it leaves out. The last one, because a
 * signature that covers the whole file is necessarily the last written; ranges that leave out
 * anything but the hex string itself, or a hex string longer than any we write, do not count as ours.
 */
export function findPdfSignature(pdf: Buffer): PdfSignature | undefined {
  const text = latin1(pdf);
  const at = text.lastIndexOf('/ByteRange');
  if (at < 0) return undefined;
  const match = /^\/ByteRange\s*\[\s*(\d{1,10})\s+(\d{1,10})\s+(\d{1,10})\s+(\d{1,10})\s*\]/.exec(text.slice(at, at + 80));
  if (!match) return undefined;
  const byteRange = match.slice(1, 5).map(Number) as [number, number, number, number];
  const [start, firstLength, gapEnd, secondLength] = byteRange;
  if (start !== 0 || gapEnd <= firstLength || gapEnd + secondLength > pdf.length) return undefined;
  // A signature larger than any we write is not ours, and is not parsed (parsing is synchronous, MAX_CMS_BYTES).
  if (gapEnd - firstLength > 2 * MAX_CMS_BYTES + 2) return undefined;
  // The gap is exactly the /Contents value: <hex>, zero-padded after the CMS.
  const gap = text.slice(firstLength, gapEnd);
  if (!/^<[0-9A-Fa-f]*>$/.test(gap)) return undefined;
  const hex = gap.slice(1, -1);
  return { byteRange, cms: Buffer.from(hex.length % 2 ? hex.slice(0, -1) : hex, 'hex') };
}

/** What a check of a PDF's signature against one certificate found. */
export interface SignatureCheck {
  /** The signature was made with this certificate's key and names this certificate (signing-certificate-v2). */
  byCertificate: boolean;
  /** The signed ranges hash to the signed digest and run from the first byte to the last: nothing added or changed. */
  intact: boolean;
}

/** Our certificate, and the chain our signatures carry with it. */
export interface OurCertificate {
  x509: X509Certificate;
  certificate: Buffer;
  chain: Buffer[];
}

/**
 * Checks a PDF's signature against our certificate: who made it, and whether the file is as it was
 * signed. Intact means every byte: the signed ranges hash to the signed digest and reach the last
 * byte, and the signature's own hex string is exactly the one we write (the CMS made again from its
 * signed attributes and signature, then zeros), so not even its unsigned parts were touched.
 */
export function checkPdfSignature(pdf: Buffer, signature: PdfSignature, ours: OurCertificate): SignatureCheck {
  const certificate = ours.x509;
  let parsed;
  try {
    parsed = parseSignedData(signature.cms);
  } catch (err) {
    if (err instanceof CmsError) return { byCertificate: false, intact: false };
    throw err;
  }
  const certHash = createHash('sha256').update(certificate.raw).digest();
  const byCertificate =
    parsed.digestAlgorithm === oids.sha256 &&
    parsed.signingCertificateHash !== null &&
    parsed.signingCertificateHash.equals(certHash) &&
    verify('sha256', parsed.signedAttributes, certificate.publicKey, parsed.signature);
  const [, firstLength, gapEnd, secondLength] = signature.byteRange;
  const digest = createHash('sha256').update(pdf.subarray(0, firstLength)).update(pdf.subarray(gapEnd, gapEnd + secondLength)).digest();
  if (!byCertificate || gapEnd + secondLength !== pdf.length || !parsed.messageDigest?.equals(digest)) return { byCertificate, intact: false };
  const gap = pdf.subarray(firstLength, gapEnd).toString('latin1');
  // Made again by pkijs from what the signature covers (the signed attributes) and the signature itself, with our certificates: any other byte differs.
  const written = assembleSignedData(parsed.attributes, parsed.signature, ours).toString('hex');
  return { byCertificate, intact: gap === `<${written.padEnd(gap.length - 2, '0')}>` };
}

/** The text of the PDF's /Keywords (a literal string, direct or in an object of its own); undefined without one. */
export function pdfKeywords(pdf: Buffer): string | undefined {
  const text = latin1(pdf);
  const at = text.lastIndexOf('/Keywords');
  if (at < 0) return undefined;
  const after = text.slice(at + '/Keywords'.length, at + 400);
  const direct = /^\s*\(([^()\\]*)\)/.exec(after);
  if (direct) return direct[1];
  const ref = /^\s*(\d+)\s+0\s+R/.exec(after);
  if (!ref) return undefined;
  const object = new RegExp(`(?:^|[\\r\\n])${ref[1]} 0 obj\\s*\\(([^()\\\\]*)\\)\\s*endobj`).exec(text);
  return object?.[1];
}
