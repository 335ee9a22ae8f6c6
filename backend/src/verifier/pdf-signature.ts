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
  const match = /^\/ByteRange\s*\[\s*(\d{1,10})\s+(\d{1,10})\s+(\d{1,10})\s+(\d{1,10})\s*\]/.exec(
    text.slice(at, at + 80),
  );
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

/** What a check of a PDF's signature against our certificates found. */
export interface SignatureCheck {
  /** The signature names one of our certificates (signing-certificate-v2) and was made with its key. */
  byCertificate: boolean;
  /** The signed ranges hash to the signed digest and run from the first byte to the last: nothing added or changed. */
  intact: boolean;
}

/** A certificate we sign with, and the chain our signatures carry with it. */
export interface OurCertificate {
  x509: X509Certificate;
  certificate: Buffer;
  chain: Buffer[];
}

/**
 * The chain as the signature carries it: our chain in the signature's own order when it carries exactly
 * that (our certificate first, then each of the chain once); else ours as we know it, which then differs
 * from what was written (a certificate added, taken out or changed), so the file is not intact.
 */
function chainAsCarried(carried: Buffer[], ours: OurCertificate): Buffer[] {
  const [first, ...rest] = carried;
  if (!first?.equals(ours.certificate) || rest.length !== ours.chain.length) return ours.chain;
  const inOrder = rest.map((certificate) => ours.chain.find((known) => known.equals(certificate)));
  if (inOrder.some((known) => !known) || new Set(inOrder).size !== inOrder.length) return ours.chain;
  return inOrder as Buffer[];
}

/**
 * Checks a PDF's signature against our certificates (the current one and every earlier one): which
 * made it, and whether the file is as it was signed. Intact means every byte: the signed ranges hash
 * to the signed digest and reach the last byte, and the signature's own hex string is exactly the one
 * we write (the CMS made again from its signed attributes and signature, then zeros), so not even its
 * unsigned parts were touched.
 */
export function checkPdfSignature(
  pdf: Buffer,
  signature: PdfSignature,
  ours: readonly OurCertificate[],
): SignatureCheck {
  let parsed;
  try {
    parsed = parseSignedData(signature.cms);
  } catch (err) {
    if (err instanceof CmsError) return { byCertificate: false, intact: false };
    throw err;
  }
  // The certificate the signature names (signing-certificate-v2), if it is one of ours.
  const named = parsed.signingCertificateHash;
  const signer = named
    ? ours.find((candidate) => createHash('sha256').update(candidate.certificate).digest().equals(named))
    : undefined;
  const byCertificate =
    signer !== undefined &&
    parsed.digestAlgorithm === oids.sha256 &&
    verify('sha256', parsed.signedAttributes, signer.x509.publicKey, parsed.signature);
  const [, firstLength, gapEnd, secondLength] = signature.byteRange;
  const digest = createHash('sha256')
    .update(pdf.subarray(0, firstLength))
    .update(pdf.subarray(gapEnd, gapEnd + secondLength))
    .digest();
  if (!signer || !byCertificate || gapEnd + secondLength !== pdf.length || !parsed.messageDigest?.equals(digest))
    return { byCertificate, intact: false };
  const gap = pdf.subarray(firstLength, gapEnd).toString('latin1');
  // Made again by pkijs from what the signature covers (the signed attributes) and the signature itself, with our certificates: any other byte differs.
  const written = assembleSignedData(parsed.attributes, parsed.signature, {
    certificate: signer.certificate,
    chain: chainAsCarried(parsed.certificates, signer),
  }).toString('hex');
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
