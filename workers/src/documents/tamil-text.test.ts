import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentKind } from 'backend/entities/index';
import { buildStudent } from 'backend/test/factories';
import { durationDays } from 'shared/dates';
import { openCleanOrm } from 'backend/test/support';
import { catalogueMessages, displayDate, i18nFor } from '../i18n/catalogue.ts';
import { pdfiumText } from '../../test/pdfium-text.ts';
import { pdfsig } from '../../test/pdfsig.ts';
import { pdfStreams, pdftotext } from '../../test/pdftotext.ts';
import { companyFromConfig, issueDocument } from './issue.ts';

/**
 * Tamil in an issued PDF reads back as it was written: poppler's pdftotext (Linux readers) and
 * PDFium (Chrome's and Android's viewer) give `செல்வம்`, not the drawn order `ெசல்வம்` (the vowel
 * sign Noto Sans Tamil draws before its consonant), for the intern's name and every sentence. The
 * PDFs are made by the one path that issues them (issueDocument: rendered, signed, stored) and read
 * back from the database; the signature over the marked-up text still verifies.
 */
let orm: MikroORM;
beforeAll(async () => {
  orm = await openCleanOrm();
});
afterAll(() => orm.close());

const name = 'கவியா செல்வம்';
const ta = i18nFor('ta');
const date = (iso: string) => displayDate('ta', iso);
const oneLine = (text: string) => text.replace(/\s+/gu, ' ').trim();
/** A document's sentence as the intern reads it: the Tamil message with its values, bold tags gone. */
const says = (id: string, values: Record<string, unknown> = {}) =>
  oneLine(ta._({ id, values }).replace(/<\/?\d+>/gu, ''));
/** Tamil words: runs of Tamil letters and signs (a vowel sign starts none of them in written Tamil). */
const tamilWords = (text: string) => text.match(/[\u0B80-\u0BFF]+/gu) ?? [];
/** Every Tamil word the documents can print: the catalogue's and the name's. */
const written = new Set([...Object.values(catalogueMessages('ta')).flatMap(tamilWords), ...tamilWords(name)]);

async function issuedPdf(studentId: number, kind: DocumentKind): Promise<Buffer> {
  const issued = await issueDocument(orm.em.fork(), { studentId, kind, now: new Date('2026-08-01T06:00:00Z') });
  const [file] = await orm.em
    .getConnection()
    .execute<{ data: Buffer }[]>('select data from files where id = ?', [issued.fileId]);
  return file!.data;
}

const extractors = { pdftotext, pdfium: pdfiumText };

/** What each extractor gives, every line break a space, and each Tamil word in it that nobody wrote. */
async function extracted(pdf: Buffer) {
  return Promise.all(
    Object.entries(extractors).map(async ([by, extract]) => {
      const text = oneLine(await extract(pdf));
      return { by, text, misspelt: tamilWords(text).filter((word) => !written.has(word)) };
    }),
  );
}

async function expectSignatureValid(pdf: Buffer) {
  const report = await pdfsig(pdf);
  expect(report).toContain('Signature Validation: Signature is Valid.');
  expect(report).toContain('Total document signed');
}

describe('Tamil text extracted from the PDFs', () => {
  it("gives a Tamil intern's offer letter as written: their name and every sentence, word for word", async () => {
    const student = await buildStudent(orm.em.fork(), {
      name,
      language: 'ta',
      validated: true,
      startDate: '2026-06-01',
      endDate: '2026-07-15',
    });
    const pdf = await issuedPdf(student.id, 'offer-letter');
    const company = companyFromConfig().name;
    const sentences = [
      says('document.offerLetterTitle'),
      says('document.to'),
      says('document.dear', { name }),
      says('document.offerInternship', { company, course: 'Full Stack Development', startDate: date('2026-06-01') }),
      says('document.periodDays', {
        start: date('2026-06-01'),
        end: date('2026-07-15'),
        days: durationDays('2026-06-01', '2026-07-15'),
      }),
      says('document.internshipBody'),
      says('document.lookForward'),
      says('document.bestWishes'),
      says('document.signatory'),
      says('document.forCompany', { company }),
    ];
    for (const { by, text, misspelt } of await extracted(pdf)) {
      expect(text, by).toContain(name);
      expect(text, by).not.toContain('ெசல்வம்');
      for (const sentence of sentences) expect(text, by).toContain(sentence);
      expect(misspelt, by).toEqual([]);
    }
    await expectSignatureValid(pdf);
  });

  it("gives a Tamil intern's completion certificate as written, and its signature still verifies (pdfsig)", async () => {
    const student = await buildStudent(orm.em.fork(), {
      name,
      language: 'ta',
      validated: true,
      startDate: '2026-06-01',
      endDate: '2026-07-15',
    });
    const pdf = await issuedPdf(student.id, 'completion-certificate');
    const sentences = [
      says('document.internshipTitle'),
      says('document.certifyThat'),
      says('document.ofCollege', { college: 'Bishop Heber College' }),
      says('document.completedInternship', {
        course: 'Full Stack Development',
        start: date('2026-06-01'),
        end: date('2026-07-15'),
        days: durationDays('2026-06-01', '2026-07-15'),
      }),
      says('document.verifyAt'),
      says('document.signatory'),
    ];
    for (const { by, text, misspelt } of await extracted(pdf)) {
      expect(text, by).toContain(name);
      for (const sentence of sentences) expect(text, by).toContain(sentence);
      expect(misspelt, by).toEqual([]);
    }
    await expectSignatureValid(pdf);
  });

  it("draws an English intern's documents as before: no text is marked up", async () => {
    const student = await buildStudent(orm.em.fork(), {
      name: 'Priya Raman',
      validated: true,
      startDate: '2026-06-01',
      endDate: '2026-07-15',
    });
    for (const kind of ['offer-letter', 'completion-certificate'] as const) {
      const pdf = await issuedPdf(student.id, kind);
      expect(pdfStreams(pdf).some((stream) => stream.includes(' BT\n') || stream.includes('\nBT\n'))).toBe(true);
      expect(pdfStreams(pdf).some((stream) => /ActualText|BDC/.test(stream))).toBe(false);
      expect(await pdftotext(pdf)).toContain('Priya Raman');
    }
  });
});
