import { documentParams, downloadQuery, type DocumentKind, type DocumentList } from 'shared/api/documents';
import { notFound, unauthorized, validationError } from '../../errors.ts';
import { sendFile } from '../../lib/send-file.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { validate } from '../../middlewares/validate.ts';
import { downloadRefusal, revokedRefusal } from '../../policies/document-download.ts';
import { documentAvailability, documentFileName, documentRules, hasCredential } from 'shared/documents';
import { signCertificateCredential } from '../../commands/sign-certificate-credential.ts';
import { sendCredential } from '../../lib/send-credential.ts';
import { ownCredentialFacts } from '../../queries/credentials.ts';
import { attachmentDisposition } from '../../lib/attachment.ts';
import { presentDocuments } from '../../presenters/documents.ts';
import { documentFile, documentsData } from '../../queries/documents.ts';
import { ownExtraCourse } from '../../queries/extra-courses.ts';
import { findStudent } from '../../queries/students.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { policy } from '../../middlewares/policy.ts';

/**
 * The extra course a document of an extra course is for (`?extraCourseId=`, which those kinds need), or
 * null for the documents of the enrolment itself.
 */
function extraCourseOf(kind: DocumentKind, query: { extraCourseId?: number }): number | null {
  if (!documentRules[kind].forExtraCourse) return null;
  if (query.extraCourseId === undefined) throw validationError('Please say which extra course.', 'extraCourseId');
  return query.extraCourseId;
}

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

    const extraCourseId = extraCourseOf(kind, query);
    let owner = { validated: student.validated, endDate: student.endDate };
    if (extraCourseId !== null) {
      const extraCourse = await ownExtraCourse(em(), student.id, extraCourseId);
      if (!extraCourse) throw notFound('noSuchExtraCourse');
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
    const facts = await ownCredentialFacts(em(), student.id, params.kind, extraCourseOf(params.kind, query));
    if (!facts) throw notFound('documentBeingPrepared');
    if (facts.revoked) throw revokedRefusal(facts.revoked);
    // A command on a GET: its one write, an old certificate's status index, is made once (see the command).
    sendCredential(ctx, await signCertificateCredential(em(), config, facts), facts.certificateNumber);
  });

  return router;
}
