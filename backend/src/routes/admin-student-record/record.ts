import { studentParams } from 'shared/api/admin-students';
import { documentParams, downloadQuery } from 'shared/api/documents';
import { adminDocumentDownloadUrl } from 'shared/api/links';
import { documentFileName } from 'shared/documents';
import { STUDENT_NOT_FOUND } from '../../commands/validate-student.ts';
import { notFound } from '../../errors.ts';
import { attachmentDisposition } from '../../lib/attachment.ts';
import { sendFile } from '../../lib/send-file.ts';
import { validate } from '../../middlewares/validate.ts';
import { presentAdminStudent } from '../../presenters/admin-student.ts';
import { presentDocuments } from '../../presenters/documents.ts';
import { presentStudentRecord } from '../../presenters/student-record.ts';
import { documentFile, documentsData } from '../../queries/documents.ts';
import { studentListRow } from '../../queries/student-list.ts';
import { studentRecordData } from '../../queries/student-record.ts';
import { findStudent } from '../../queries/students.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { policy } from '../../middlewares/policy.ts';

/** One student's record for admins: everything about them on one screen, and their documents' PDFs. */
export function adminStudentRecordRouter({ em, config: cfg }: RouterDeps) {
  const router = createRouter({ prefix: '/api/admin/students' });
  const admin = policy('students.read');

  const one = validate({ params: studentParams });
  router.get('/:id', admin, one, async (ctx) => {
    const id = one.of(ctx).params.id;
    const row = await studentListRow(em(), id);
    if (!row) throw notFound(STUDENT_NOT_FOUND);
    const documents = presentDocuments(
      row,
      await documentsData(em(), id),
      (kind, extraCourseId) => adminDocumentDownloadUrl(id, kind, extraCourseId),
      null,
    );
    ctx.body = presentStudentRecord(presentAdminStudent(row, cfg), documents, await studentRecordData(em(), row));
  });

  const download = validate({ params: studentParams.extend(documentParams.shape), query: downloadQuery });
  router.get('/:id/documents/:kind/download', admin, download, async (ctx) => {
    const { params, query } = download.of(ctx);
    const student = await findStudent(em(), params.id);
    if (!student) throw notFound(STUDENT_NOT_FOUND);
    // An admin may read a revoked document: it is part of the record.
    const { file } = await documentFile(em(), student.id, params.kind, query.extraCourseId ?? null);
    if (!file) throw notFound('documentBeingPrepared');
    sendFile(
      ctx,
      { contentType: 'application/pdf', data: file.data },
      attachmentDisposition(documentFileName(params.kind, student.name)),
    );
  });

  return router;
}
