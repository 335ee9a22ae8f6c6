import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/smtp.ts';
import { i18nFor } from '../i18n/catalogue.ts';
import { renderPdf } from './pdf.ts';
import { completionCertificateDefinition, testCertificateDefinition, type Company, type Holder } from './templates.ts';

/**
 * A certificate names the holder's college as the intern typed it, and a college's name says what it
 * is ("PSG College of Technology", "Anna University"): the Tamil line around it adds no word for
 * "college" of its own, so the college is named once. Read from the PDF as a reader's tool extracts it.
 */
const company: Company = {
  name: 'Tamil Nadu Tech Academy',
  address: 'Chennai',
  email: 'hr@example.in',
  phone: '044 1234 5678',
};
const facts = {
  certificateNumber: 'TNTA-2026-000123',
  issuedOn: '2026-07-16',
  verifyUrl: 'https://example.in/verify/abc',
};
const holder = (college: string): Holder => ({
  name: 'Kavya Subramanian',
  college,
  course: 'Full Stack Development',
  startDate: '2026-06-01',
  endDate: '2026-07-15',
  durationDays: 45,
});
/** Tamil's word for "college", in any form (கல்லூரி, கல்லூரியைச்): no vowel sign of it is drawn before its consonant. */
const collegeWord = /கல்லூரி/gu;
const count = (text: string, needle: string | RegExp) => text.split(needle).length - 1;

describe('the college line of a certificate', () => {
  for (const college of ['PSG College of Technology', 'Anna University']) {
    it(`names "${college}" once, with no Tamil word for college, on the Tamil certificates`, async () => {
      const ta = i18nFor('ta');
      for (const definition of [
        completionCertificateDefinition(ta, company, holder(college), facts),
        testCertificateDefinition(ta, company, holder(college), 22, facts),
      ]) {
        const text = await pdfText(await renderPdf(definition));
        expect(text.match(/[\u0B80-\u0BFF]/gu)?.length).toBeGreaterThan(50);
        expect(count(text, college)).toBe(1);
        expect(text.match(collegeWord)).toBeNull();
      }
    });
  }

  it('says "of <college>" once on the English certificate', async () => {
    const text = await pdfText(
      await renderPdf(
        completionCertificateDefinition(i18nFor('en'), company, holder('PSG College of Technology'), facts),
      ),
    );
    expect(count(text, 'of PSG College of Technology')).toBe(1);
  });
});
