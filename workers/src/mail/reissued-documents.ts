import { IssuedDocument } from 'backend/entities/index';
import { documentFileName, documentTitles } from 'shared/documents';
import { button, compose, hello, signOff } from './compose.ts';
import { defineMail } from './define.ts';
import { student } from './rows.ts';

/** After an admin corrected the intern's details: the documents re-issued with the corrected details. */
export default defineMail({
  handler: 'mail-reissued-documents',
  async data(em, payload) {
    const s = await student(em, payload);
    // The documents as they are now (a revoked one is not sent), with their current PDFs.
    const docs = await em.find(IssuedDocument, { student: s.id, file: { $ne: null }, revokedAt: null }, { populate: ['file', 'file.data'], orderBy: { id: 'asc' }, refresh: true });
    const attachments = docs.map((d) => {
      const name = documentFileName(d.kind, s.name).utf8;
      return { filename: d.extraCourse ? name.replace(/\.pdf$/, `_${d.extraCourse.id}.pdf`) : name, content: Buffer.from(d.file!.data as Uint8Array), contentType: 'application/pdf' };
    });
    return { envelope: { to: s.email, studentId: s.id, attachments }, facts: { name: s.name, documents: docs.map((d) => documentTitles[d.kind]) } };
  },
  template: (brand, s: { name: string; documents: string[] }) =>
    compose(brand, 'Your corrected documents', [
      hello(s.name),
      s.documents.length
        ? `Your documents were issued again with the corrected details and are attached: ${s.documents.join(', ')}. They replace the earlier copies; the certificate numbers and verification links stay the same.`
        : 'Your details were corrected.',
      'You can also download them from your dashboard.',
      button(`${brand.publicUrl}/dashboard`, 'Open my dashboard'),
      signOff(brand, 'Warm regards,'),
    ]),
});
