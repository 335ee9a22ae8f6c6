import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeDocument } from 'backend/commands/revoke-document';
import { DocumentVersion, IssuedDocument, StatusIndex, Student } from 'backend/entities/index';
import { certificatesOf, openP12, selfSignedP12 } from 'backend/signing/certificate';
import { signPdf } from 'backend/signing/sign-pdf';
import { buildAdmin, buildStudent } from 'backend/test/factories';
import { openCleanOrm, testConfig } from 'backend/test/support';
import { checkPdfFile } from 'backend/verifier/check-pdf';
import { issueDocument } from './documents/issue.ts';
import { renderPdf } from './documents/pdf.ts';
import { reissueDocuments } from './documents/reissue.ts';
import { withOneByteChanged } from '../test/pdfsig.ts';
import { caIssuedP12 } from 'backend/test/ca-issued';

/**
 * The PDF half of the verifier: what checkPdfFile says of real issued PDFs (made by
 * the workers' own issue and re-issue code, signed with the run's certificate), of the same PDFs
 * changed, and of PDFs signed by someone else.
 */
let orm: MikroORM;
const config = testConfig();
beforeAll(async () => {
  orm = await openCleanOrm();
});
afterAll(() => orm.close());

async function issued(name: string) {
  const student = await buildStudent(orm.em.fork(), {
    name,
    course: 'Data Science',
    validated: true,
    validatedAt: new Date(),
    startDate: '2026-06-01',
    endDate: '2026-07-20',
  });
  const result = await issueDocument(orm.em.fork(), {
    studentId: student.id,
    kind: 'completion-certificate',
    now: new Date('2026-07-21T10:00:00+05:30'),
  });
  return { student, result, pdf: await currentPdf(result.documentId) };
}

async function currentPdf(documentId: number): Promise<Buffer> {
  const doc = await orm.em
    .fork()
    .findOneOrFail(IssuedDocument, { id: documentId }, { populate: ['file', 'file.data'] });
  return Buffer.from(doc.file!.data as Uint8Array);
}

const check = (bytes: Buffer, cfg = config) => checkPdfFile(orm.em.fork(), bytes, cfg);
/** A stranger's certificate that even names our company. */
const stranger = openP12(selfSignedP12('Tamil Nadu Tech Academy'), '');
const label = { name: 'Tamil Nadu Tech Academy', reason: 'Issued', location: 'Trichy', contactInfo: 'hr@example.in' };

describe('checkPdfFile', () => {
  it('knows an issued certificate as ours, intact and current, and names it', async () => {
    const { student, result, pdf } = await issued('Lakshmi Priya');
    const doc = await orm.em.fork().findOneOrFail(IssuedDocument, { id: result.documentId });
    expect(await check(pdf)).toEqual({
      kind: 'pdf',
      ours: true,
      intact: true,
      certificate: {
        kind: 'completion-certificate',
        number: `TNTAIN${student.id}`,
        holder: 'Lakshmi Priya',
        course: 'Data Science',
        current: true,
        revoked: false,
        verifyUrl: `http://localhost:${config.PORT}/verify/${doc.verificationToken}`,
        offeredCertificate: null,
      },
    });
  });

  it("names an offer letter as an offer letter, never as the certificate whose number it shares, and gives that certificate's standing", async () => {
    const { student, result: certificate } = await issued('Offer Holder');
    const letter = await issueDocument(orm.em.fork(), {
      studentId: student.id,
      kind: 'offer-letter',
      now: new Date('2026-07-21T10:00:00+05:30'),
    });
    const letterPdf = await currentPdf(letter.documentId);
    // An offer letter has no credential, and takes no status index.
    expect(await orm.em.fork().count(StatusIndex, { document: letter.documentId })).toBe(0);
    const doc = await orm.em.fork().findOneOrFail(IssuedDocument, { id: letter.documentId });
    expect(letter.certificateNumber).toBe(certificate.certificateNumber);
    expect(await check(letterPdf)).toEqual({
      kind: 'pdf',
      ours: true,
      intact: true,
      certificate: {
        kind: 'offer-letter',
        number: `TNTAIN${student.id}`,
        holder: 'Offer Holder',
        course: 'Data Science',
        current: true,
        revoked: false,
        verifyUrl: `http://localhost:${config.PORT}/verify/${doc.verificationToken}`,
        offeredCertificate: { kind: 'completion-certificate', standing: 'valid' },
      },
    });
    // The certificate revoked: its offer letter says so (the letter itself stays unrevoked).
    const admin = await buildAdmin(orm.em.fork());
    await revokeDocument(orm.em.fork(), { documentId: certificate.documentId, adminId: admin.id }, 'Issued in error');
    expect(await check(letterPdf)).toMatchObject({
      certificate: {
        kind: 'offer-letter',
        revoked: false,
        offeredCertificate: { kind: 'completion-certificate', standing: 'revoked' },
      },
    });
  });

  it('says of an offer letter whose internship has no certificate yet that it has none', async () => {
    const student = await buildStudent(orm.em.fork(), {
      name: 'Still Interning',
      course: 'Data Science',
      validated: true,
      validatedAt: new Date(),
      startDate: '2026-06-01',
      endDate: '2026-09-20',
    });
    const letter = await issueDocument(orm.em.fork(), {
      studentId: student.id,
      kind: 'offer-letter',
      now: new Date('2026-07-21T10:00:00+05:30'),
    });
    expect(await check(await currentPdf(letter.documentId))).toMatchObject({
      certificate: {
        kind: 'offer-letter',
        current: true,
        revoked: false,
        offeredCertificate: { kind: 'completion-certificate', standing: 'not-issued' },
      },
    });
  });

  it('says a PDF with one changed byte is ours but not intact, and names nothing', async () => {
    const { pdf } = await issued('Changed Byte');
    expect(await check(withOneByteChanged(pdf))).toEqual({ kind: 'pdf', ours: true, intact: false, certificate: null });
    // Bytes added after our signature (an incremental update) are not covered either.
    expect(await check(Buffer.concat([pdf, Buffer.from('\n1 0 obj\n(added)\nendobj\n')]))).toEqual({
      kind: 'pdf',
      ours: true,
      intact: false,
      certificate: null,
    });
  });

  it('refuses a PDF signed by another certificate, even one that names our company, and ours checked against another certificate', async () => {
    const { pdf } = await issued('Forged Copy');
    // Our PDF with our signature cut off (the update after the first %%EOF), changed, then signed by a stranger.
    const unsigned = pdf.subarray(0, pdf.indexOf('%%EOF') + '%%EOF'.length);
    const resigned = signPdf(withOneByteChanged(unsigned), stranger, label);
    expect(await check(resigned)).toEqual({ kind: 'pdf', ours: false, intact: false, certificate: null });
    // A PDF of the stranger's own, with our kind of Keywords.
    const made = signPdf(
      await renderPdf({
        content: ['Certificate'],
        info: { keywords: `certificate-number:TNTAIN1 document:completion-certificate version:1` },
      }),
      stranger,
      label,
    );
    expect(await check(made)).toEqual({ kind: 'pdf', ours: false, intact: false, certificate: null });
    // Our genuine PDF, but the site now configured with another certificate: not one of its own.
    const other = testConfig({
      DOCUMENT_SIGNING_CERTS: certificatesOf({
        DOCUMENT_SIGNING_P12: selfSignedP12('Another Company').toString('base64'),
        DOCUMENT_SIGNING_P12_PASSWORD: '',
      }),
    });
    expect(await check(pdf, other)).toEqual({ kind: 'pdf', ours: false, intact: false, certificate: null });
  });

  it('still knows a PDF signed before a certificate renewal as ours, intact and current, next to those signed after it', async () => {
    const { student, pdf: before } = await issued('Before Renewal');
    // The renewed certificate signs from now on (the workers' DOCUMENT_SIGNING_P12); the API is given both certificates, the earlier first.
    const renewed = openP12(selfSignedP12('Tamil Nadu Tech Academy'), '');
    const after = signPdf(before.subarray(0, before.indexOf('%%EOF') + '%%EOF'.length), renewed, label);
    const renewal = testConfig({
      DOCUMENT_SIGNING_CERTS: `${config.DOCUMENT_SIGNING_CERTS},${renewed.certificate.toString('base64')}`,
    });
    const named = {
      ours: true,
      intact: true,
      certificate: { number: `TNTAIN${student.id}`, holder: 'Before Renewal', current: true, revoked: false },
    };
    expect(await check(before, renewal)).toMatchObject(named);
    expect(await check(after, renewal)).toMatchObject(named);
    expect(await check(withOneByteChanged(after), renewal)).toEqual({
      kind: 'pdf',
      ours: true,
      intact: false,
      certificate: null,
    });
    // What a renewal did before: the new certificate alone, and every earlier PDF read as not ours.
    const newOnly = testConfig({ DOCUMENT_SIGNING_CERTS: renewed.certificate.toString('base64') });
    expect(await check(before, newOnly)).toEqual({ kind: 'pdf', ours: false, intact: false, certificate: null });
  });

  it("knows a PDF signed with a CA-issued certificate by the certificate and the CA's chain, never the CA's own certificate as a signer", async () => {
    const { student, pdf } = await issued('Chained Signer');
    const unsigned = pdf.subarray(0, pdf.indexOf('%%EOF') + '%%EOF'.length);
    const { p12, caKey } = caIssuedP12('Tamil Nadu Tech Academy');
    const signer = openP12(p12, '');
    expect(signer.chain).toHaveLength(1);
    const signed = signPdf(unsigned, signer, label);
    const chained = testConfig({
      DOCUMENT_SIGNING_CERTS: certificatesOf({
        DOCUMENT_SIGNING_P12: p12.toString('base64'),
        DOCUMENT_SIGNING_P12_PASSWORD: '',
      }),
    });
    expect(await check(signed, chained)).toMatchObject({
      ours: true,
      intact: true,
      certificate: { number: `TNTAIN${student.id}` },
    });
    // The same signature carrying no chain: its unsigned part changed, so not intact.
    const withoutChain = signPdf(unsigned, { ...signer, chain: [] }, label);
    expect(await check(withoutChain, chained)).toMatchObject({ ours: true, intact: false });
    // The CA's key signing as the CA: the list names the CA only as a chain, so nothing it signs is ours.
    const asCa = signPdf(unsigned, { key: caKey, certificate: signer.chain[0]!, chain: [] }, label);
    expect(await check(asCa, chained)).toEqual({ kind: 'pdf', ours: false, intact: false, certificate: null });
  });

  it('says an old version after a re-issue is ours and intact but not current; the new one is current', async () => {
    const { student, result, pdf: first } = await issued('Old Name');
    // The certificate took its credential status index when the workers issued it; a correction's re-issue keeps it.
    const indexOf = async (documentId: number) =>
      (await orm.em.fork().find(StatusIndex, { document: documentId, superseded: false })).map((r) => r.statusIndex);
    const taken = await indexOf(result.documentId);
    expect(taken).toHaveLength(1);
    await orm.em.fork().nativeUpdate(Student, { id: student.id }, { name: 'New Name' });
    const [reissued] = await reissueDocuments(
      orm.em.fork(),
      student.id,
      900_000 + student.id,
      new Date('2026-07-25T10:00:00+05:30'),
    );
    expect(reissued).toMatchObject({ documentId: result.documentId, version: 2, made: true });
    const kept = await orm.em
      .fork()
      .findOneOrFail(DocumentVersion, { document: result.documentId, version: 1 }, { populate: ['file', 'file.data'] });
    expect(Buffer.from(kept.file!.data as Uint8Array).equals(first)).toBe(true);

    const old = await check(first);
    expect(old).toMatchObject({
      ours: true,
      intact: true,
      certificate: { number: `TNTAIN${student.id}`, holder: 'New Name', current: false, revoked: false },
    });
    const now = await check(await currentPdf(result.documentId));
    expect(now).toMatchObject({ ours: true, intact: true, certificate: { current: true, revoked: false } });
    expect(await indexOf(result.documentId)).toEqual(taken);
  });

  it('says a revoked certificate is revoked', async () => {
    const { result, pdf } = await issued('Revoked Holder');
    const admin = await buildAdmin(orm.em.fork());
    await revokeDocument(orm.em.fork(), { documentId: result.documentId, adminId: admin.id }, 'Issued in error');
    expect(await check(pdf)).toMatchObject({
      ours: true,
      intact: true,
      certificate: { holder: 'Revoked Holder', current: true, revoked: true },
    });
  });

  it('answers, never throws, for a signature with any of its bytes changed or cut short', async () => {
    const { pdf } = await issued('Mangled Signature');
    const contents = pdf.lastIndexOf('/Contents <') + '/Contents <'.length;
    const hexLength = pdf.indexOf('>', contents) - contents;
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 300; i++) {
      const mangled = Buffer.from(pdf);
      // Within the CMS itself (its first 1,500 bytes: the structure, the attributes, the certificate).
      const at = contents + (next() % Math.min(hexLength, 3000));
      mangled[at] = '0123456789abcdef'.charCodeAt(next() % 16);
      const answer = await check(mangled);
      if (!mangled.equals(pdf)) expect(answer.intact).toBe(false);
    }
    // The hex string cut short: the structure's lengths point past its end.
    const cut = Buffer.concat([
      pdf.subarray(0, contents + 200),
      Buffer.from('>'),
      pdf.subarray(pdf.indexOf('>', contents) + 1),
    ]);
    expect(await check(cut)).toEqual({ kind: 'pdf', ours: false, intact: false, certificate: null });
  });

  it('tells an unsigned PDF and something that is not a PDF apart', async () => {
    expect(await check(await renderPdf({ content: ['Not signed'] }))).toEqual({
      kind: 'pdf',
      ours: false,
      intact: false,
      certificate: null,
    });
    expect(await check(Buffer.from('{"not":"a pdf"}'))).toEqual({
      kind: 'unknown',
      ours: false,
      intact: false,
      certificate: null,
    });
    // A signature dictionary whose contents are not a CMS at all.
    expect(await check(Buffer.from('%PDF-1.7\n/ByteRange [0 10 16 0] <abcd>'))).toEqual({
      kind: 'pdf',
      ours: false,
      intact: false,
      certificate: null,
    });
  });
});
