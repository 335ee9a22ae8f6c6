import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { correctStudent } from 'backend/commands/correct-student';
import { validateStudent } from 'backend/commands/validate-student';
import { recordEvent } from 'backend/events/record-event';
import { buildAdmin, buildStudent } from 'backend/test/factories';
import { waitFor } from 'backend/test/support';
import { mailboxOf } from 'backend/test/mail';
import { useMailStack, type MailStack } from '../test/mail-stack.ts';
import { pdfsig, withOneByteChanged } from '../test/pdfsig.ts';
import { pdfText } from '../test/smtp.ts';

/**
 * Every PDF we mail is signed (PAdES, /SubFilter ETSI.CAdES.detached) with the
 * company's certificate, over the whole document, as poppler's pdfsig reads it; through the real path
 * (validation, the document jobs, the mail jobs, an SMTP server), and again after a correction's re-issue.
 */
let orm: MikroORM;
let smtp: MailStack['smtp'];
useMailStack((stack) => ({ orm, smtp } = stack));

const { mailsTo } = mailboxOf(() => smtp.received);
const pdfsOf = (email: string) =>
  mailsTo(email).flatMap((m) => m.attachments.filter((a) => a.contentType === 'application/pdf'));

/** What pdfsig must say of a PDF we signed: one signature, ours, valid, over every byte. */
async function expectSignedWhole(pdf: Buffer) {
  const report = await pdfsig(pdf);
  expect(report).toContain('Signature #1:');
  expect(report).not.toContain('Signature #2:');
  expect(report).toContain('Signature Type: ETSI.CAdES.detached');
  expect(report).toContain('Signer Certificate Common Name: Tamil Nadu Tech Academy');
  expect(report).toContain('Signing Hash Algorithm: SHA-256');
  expect(report).toContain('Total document signed');
  expect(report).toContain('Signature Validation: Signature is Valid.');
  // The update that carries the signature is well-formed PDF.
  expect(report).not.toContain('Syntax Error');
  // The last signed range ends at the file's last byte.
  const ranges = [...report.matchAll(/\[(\d+) - (\d+)\]/g)].map((m) => [Number(m[1]), Number(m[2])]);
  expect(ranges[0]![0]).toBe(0);
  expect(ranges.at(-1)![1]).toBe(pdf.length);
}

describe('signed PDFs (pdfsig)', () => {
  it('signs every PDF mailed to an intern validated after the end date, and one changed byte makes pdfsig refuse it', async () => {
    const admin = await buildAdmin(orm.em.fork());
    const student = await buildStudent(orm.em.fork(), {
      name: 'Meena Rajan',
      startDate: '2026-06-01',
      endDate: '2026-07-20',
      testMark: 22,
    });
    await validateStudent(orm.em.fork(), { studentId: student.id, adminId: admin.id });
    await orm.em.fork().transactional(async (tx) => {
      recordEvent(
        tx,
        'student.test-submitted',
        { type: 'student', id: student.id },
        { studentId: student.id, attemptId: 1, mark: 22 },
        `student:${student.id}`,
      );
      await tx.flush();
    });
    await waitFor(() => pdfsOf(student.email).length === 3, 40_000);

    const pdfs = pdfsOf(student.email);
    expect(pdfs.map((a) => a.filename).sort()).toEqual([
      'Meena Rajan_Completion_Certificate.pdf',
      'Meena Rajan_Offer_Letter.pdf',
      'Meena Rajan_Test_Certificate.pdf',
    ]);
    for (const pdf of pdfs) {
      await expectSignedWhole(pdf.content);
      // Signing adds to the file; what a reader extracts stays the same.
      expect(await pdfText(pdf.content)).toContain('Meena Rajan');
    }
    expect(await pdfText(pdfs.find((a) => a.filename?.includes('Test'))!.content)).toContain('22 out of 25');

    const changed = await pdfsig(withOneByteChanged(pdfs[0]!.content));
    expect(changed).not.toContain('Signature is Valid');
    expect(changed).toContain('Signature Validation: Digest Mismatch.');
  });

  it('signs the re-issued versions a correction mails', async () => {
    const admin = await buildAdmin(orm.em.fork());
    const student = await buildStudent(orm.em.fork(), {
      name: 'Gokul R',
      startDate: '2026-06-01',
      endDate: '2026-07-20',
    });
    await validateStudent(orm.em.fork(), { studentId: student.id, adminId: admin.id });
    await waitFor(() => pdfsOf(student.email).length === 2, 40_000);

    await correctStudent(
      orm.em.fork(),
      { studentId: student.id, adminId: admin.id },
      { name: 'Gokul Raman', reason: 'Full name' },
    );
    await waitFor(() => mailsTo(student.email).some((m) => m.subject === 'Your corrected documents'), 40_000);
    const corrected = mailsTo(student.email).find((m) => m.subject === 'Your corrected documents')!;
    expect(corrected.attachments.map((a) => a.filename).sort()).toEqual([
      'Gokul Raman_Completion_Certificate.pdf',
      'Gokul Raman_Offer_Letter.pdf',
    ]);
    for (const pdf of corrected.attachments) {
      await expectSignedWhole(pdf.content);
      expect(await pdfText(pdf.content)).toContain('Gokul Raman');
      expect(pdf.content.toString('latin1')).toContain('version:2');
    }
  });
});
