import { IssuedDocument } from 'backend/entities/index';
import { documentFileName, type DocumentKind } from 'shared/documents';
import type { I18n } from '../i18n/catalogue.ts';
import { button, compose, hello, signOff } from './compose.ts';
import { defineMail } from './define.ts';
import { student } from './rows.ts';

/** A document's name in the reader's words (shared/documents documentTitles in English). */
export function documentTitle(i18n: I18n, kind: DocumentKind): string {
  const titles: Record<DocumentKind, string> = {
    'offer-letter': i18n._({ id: 'document.offerLetter', message: 'Offer letter' }),
    'completion-certificate': i18n._({ id: 'document.completionCertificate', message: 'Completion certificate' }),
    'test-certificate': i18n._({ id: 'document.testCertificate', message: 'Test certificate' }),
    'extra-offer-letter': i18n._({ id: 'document.extraOfferLetter', message: 'Extra course offer letter' }),
    'extra-certificate': i18n._({ id: 'document.extraCertificate', message: 'Extra course certificate' }),
  };
  return titles[kind];
}

/** After an admin corrected the intern's details: the documents re-issued with the corrected details. */
export default defineMail({
  handler: 'mail-reissued-documents',
  async data(em, payload) {
    const s = await student(em, payload);
    // The documents as they are now (a revoked one is not sent), with their current PDFs.
    const docs = await em.find(
      IssuedDocument,
      { student: s.id, file: { $ne: null }, revokedAt: null },
      { populate: ['file', 'file.data'], orderBy: { id: 'asc' }, refresh: true },
    );
    const attachments = docs.map((d) => {
      const name = documentFileName(d.kind, s.name).utf8;
      return {
        filename: d.extraCourse ? name.replace(/\.pdf$/, `_${d.extraCourse.id}.pdf`) : name,
        content: Buffer.from(d.file!.data as Uint8Array),
        contentType: 'application/pdf',
      };
    });
    return {
      envelope: { to: s.email, studentId: s.id, attachments },
      locale: s.language,
      facts: { name: s.name, documents: docs.map((d) => d.kind) },
    };
  },
  template: (brand, s: { name: string; documents: DocumentKind[] }, i18n) =>
    compose(i18n, brand, i18n._({ id: 'reissued.subject', message: 'Your corrected documents' }), [
      hello(i18n, s.name),
      s.documents.length
        ? i18n._({
            id: 'reissued.attached',
            message:
              'Your documents were issued again with the corrected details and are attached: {documents}. They replace the earlier copies; the certificate numbers and verification links stay the same.',
            values: { documents: s.documents.map((kind) => documentTitle(i18n, kind)).join(', ') },
          })
        : i18n._({ id: 'reissued.corrected', message: 'Your details were corrected.' }),
      i18n._({ id: 'reissued.download', message: 'You can also download them from your dashboard.' }),
      button(`${brand.publicUrl}/dashboard`, i18n._({ id: 'reissued.openDashboard', message: 'Open my dashboard' })),
      signOff(i18n, brand, i18n._({ id: 'mail.warmRegards', message: 'Warm regards,' })),
    ]),
});
