import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileCheck } from 'shared/api/verify';
import { publicUrl, type Config } from '../config.ts';
import { IssuedDocument } from '../entities/index.ts';
import { offeredCertificateOf } from '../queries/documents.ts';
import { readDocumentKeywords } from '../signing/document-keywords.ts';
import { verifyingCertificates } from '../signing/verifying-certificates.ts';

const notOurs = (kind: FileCheck['kind']): FileCheck => ({ kind, ours: false, intact: false, certificate: null });

/**
 * What the verifier says of a PDF someone brings (POST /api/verify/file): signed by one of our
 * document-signing certificates (DOCUMENT_SIGNING_CERTS: the current one and those before a renewal),
 * intact (the signature covers every byte and they hash to what was signed), and, when both, which
 * document it is (the number, kind and version its signed Keywords name) and whether that version is
 * the current one and the document revoked. `intact` speaks of our
 * signature only: a file signed by anyone else is not ours, and nothing about it is vouched for.
 *
 * The answer names the document's kind, so an offer letter never reads as the certificate whose number
 * it shares. An employer handed an offer letter needs two things: that the letter is ours and stands,
 * and whether the internship it offered ended in a certificate that stands. So an offer letter's answer
 * carries its certificate's standing (not issued yet, valid, revoked): a revoked certificate shows on its
 * offer letter. Not the certificate's /verify link: that link is the intern's to share (it gives the
 * credential's download and the revocation's reason), and the standing is all the employer needs here.
 */
export async function checkPdfFile(em: EntityManager, bytes: Buffer, config: Config): Promise<FileCheck> {
  // A PDF starts with its header (readers allow a little junk before it).
  const header = bytes.subarray(0, 1024).indexOf('%PDF-');
  if (header < 0) return notOurs('unknown');
  // Loaded when a file is checked, not when the API starts (pkijs and asn1js take about 0.1 s to load).
  const { checkPdfSignature, findPdfSignature, pdfKeywords } = await import('./pdf-signature.ts');
  const signature = findPdfSignature(bytes);
  // Our certificates only, the current one and every earlier one (DOCUMENT_SIGNING_CERTS): the API holds no signing key.
  const ours = verifyingCertificates(config.DOCUMENT_SIGNING_CERTS);
  // Without a certificate configured nothing can be ours.
  if (!signature || ours.length === 0) return notOurs('pdf');
  const { byCertificate, intact } = checkPdfSignature(bytes, signature, ours);
  if (!byCertificate) return notOurs('pdf');
  if (!intact) return { kind: 'pdf', ours: true, intact: false, certificate: null };

  // Intact and ours: every byte, the Keywords included, is as we signed it.
  const identity = readDocumentKeywords(pdfKeywords(bytes) ?? '');
  const doc = identity
    ? await em.findOne(
        IssuedDocument,
        { certificateNumber: identity.certificateNumber, kind: identity.kind },
        { populate: ['student', 'extraCourse'] },
      )
    : null;
  if (!identity || !doc) return { kind: 'pdf', ours: true, intact: true, certificate: null };
  return {
    kind: 'pdf',
    ours: true,
    intact: true,
    certificate: {
      kind: doc.kind,
      number: doc.certificateNumber,
      holder: doc.student.name,
      course: doc.extraCourse ? doc.extraCourse.course : doc.student.course,
      current: identity.version === doc.version,
      revoked: doc.revokedAt !== null && doc.revokedAt !== undefined,
      verifyUrl: `${publicUrl(config)}/verify/${doc.verificationToken}`,
      offeredCertificate: await offeredCertificateOf(em, doc),
    },
  };
}
