import { documentParams, downloadQuery, type DocumentList } from 'shared/api/documents';
import { notFound, unauthorized, validationError } from '../../errors.ts';
import { sendFile } from '../../lib/send-file.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { validate } from '../../middlewares/validate.ts';
import { downloadRefusal, revokedRefusal } from '../../policies/document-download.ts';
import { documentAvailability, documentFileName, documentRules, hasCredential } from 'shared/documents';
import { certificateCredential } from '../../credentials/issuer.ts';
import { sendCredential } from '../../lib/send-credential.ts';
import { ownCredentialFacts } from '../../queries/credentials.ts';
import { attachmentDisposition } from '../../lib/attachment.ts';
import { presentDocuments } from '../../presenters/documents.ts';
import { documentFile, documentsData } from '../../queries/documents.ts';
import { ownExtraCourse } from '../../queries/extra-courses.ts';
import { findStudent } from '../../queries/students.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { policy } from '../../middlewares/policy.ts';

/** The intern's offer letter and certificates: what exists and when, and the PDFs themselves (own only). */
export function documentsRouter({ em, config }: RouterDeps) {
  const router = createRouter();

  const loadStudent = async (id: number) => {
    const student = await findStudent(em(), id);
    if (!student) throw unauthorized();
    return student;
  };

  router.get('/api/documents', policy('documents.read-own'), async (ctx) => {
    const student = await loadStudent(currentUser(ctx).id);
    ctx.body = { documents: presentDocuments(student, await documentsData(em(), student.id)) } satisfies DocumentList;
  });

  const download = validate({ params: documentParams, query: downloadQuery });
  router.get('/api/documents/:kind/download', policy('documents.read-own'), download, async (ctx) => {
    const { params, query } = download.of(ctx);
    const { kind } = params;
    const student = await loadStudent(currentUser(ctx).id);

    let extraCourseId: number | null = null;
    let owner = { validated: student.validated, endDate: student.endDate };
    if (documentRules[kind].forExtraCourse) {
      if (query.extraCourseId === undefined) throw validationError('Please say which extra course.', 'extraCourseId');
      const extraCourse = await ownExtraCourse(em(), student.id, query.extraCourseId);
      if (!extraCourse) throw notFound('noSuchExtraCourse');
      extraCourseId = extraCourse.id;
      owner = { validated: extraCourse.validated, endDate: extraCourse.endDate };
    }

    const availability = documentAvailability(kind, { ...owner, testMark: student.testMark });
    if (!availability.available) throw downloadRefusal(kind, availability);

    const { file, revoked } = await documentFile(em(), student.id, kind, extraCourseId);
    if (!file) throw notFound('documentBeingPrepared');
    if (revoked) throw revokedRefusal(revoked);
    sendFile(
      ctx,
      { contentType: 'application/pdf', data: file.data },
      attachmentDisposition(documentFileName(kind, student.name)),
    );
  });

  // The certificate's Open Badges credential (docs/CREDENTIALS.md): signed now from the stored document, the intern's own only.
  router.get('/api/documents/:kind/credential', policy('documents.read-own'), download, async (ctx) => {
    const { params, query } = download.of(ctx);
    if (!hasCredential(params.kind)) throw notFound('noCredentialForDocument');
    const student = await loadStudent(currentUser(ctx).id);
    const extraCourseId = documentRules[params.kind].forExtraCourse ? (query.extraCourseId ?? null) : null;
    if (documentRules[params.kind].forExtraCourse && extraCourseId === null)
      throw validationError('Please say which extra course.', 'extraCourseId');
    const facts = await ownCredentialFacts(em(), student.id, params.kind, extraCourseId);
    if (!facts) throw notFound('documentBeingPrepared');
    if (facts.revoked) throw revokedRefusal(facts.revoked);
    sendCredential(ctx, await certificateCredential(em(), config, facts), facts.certificateNumber);
  });

  return router;
}
