import { createRouter } from '../router.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { waitingForConfirmation } from '../../commands/submit-quiz-attempt.ts';
import { ExtraCourse, IssuedDocument, StoredFile, Student } from '../../entities/index.ts';
import { conflict, forbidden, notFound, unauthorized, validationError } from '../../errors.ts';
import { auth, currentUser } from '../../middlewares/auth.ts';
import { input, validate } from '../../middlewares/validate.ts';
import { documentAvailability, documentFileName, documentRules } from 'shared/documents';
import { attachmentDisposition } from '../../lib/attachment.ts';
import { listDocuments } from '../../presenters/documents.ts';
import { documentParams, downloadQuery } from './schema.ts';
import { certificateNotYet, messages } from 'shared/messages';

/** The intern's offer letter and certificates: what exists and when, and the PDFs themselves (own only). */
export function documentsRouter(deps: { em: () => EntityManager }) {
  const { em } = deps;
  const router = createRouter();

  const loadStudent = async (id: number) => {
    const student = await em().findOne(Student, id);
    if (!student) throw unauthorized();
    return student;
  };

  router.get('/api/documents', auth({ role: 'student' }), async (ctx) => {
    const student = await loadStudent(currentUser(ctx).id);
    ctx.body = { documents: await listDocuments(em(), student) };
  });

  router.get('/api/documents/:kind/download', auth({ role: 'student' }), validate(documentParams, 'params'), async (ctx) => {
    const { kind } = input(ctx, documentParams);
    const query = downloadQuery.safeParse(ctx.query);
    if (!query.success) throw validationError(query.error.issues[0]?.message ?? 'Please say which extra course.', 'extraCourseId');
    const student = await loadStudent(currentUser(ctx).id);
    const rule = documentRules[kind];

    let extraCourseId: number | null = null;
    let owner = { validated: student.validated, endDate: student.endDate };
    if (rule.forExtraCourse) {
      if (query.data.extraCourseId === undefined) throw validationError('Please say which extra course.', 'extraCourseId');
      // Another intern's extra course answers exactly like a missing one.
      const extraCourse = await em().findOne(ExtraCourse, { id: query.data.extraCourseId, student: student.id });
      if (!extraCourse) throw notFound('No extra course of yours has this id.');
      extraCourseId = extraCourse.id;
      owner = { validated: extraCourse.validated, endDate: extraCourse.endDate };
    }

    const availability = documentAvailability(kind, { ...owner, testMark: student.testMark });
    if (!availability.available) {
      if (availability.reason === 'before-end-date') throw conflict(certificateNotYet(availability.availableOn));
      if (availability.reason === 'no-test-mark') throw conflict(messages.completeTheTest);
      throw rule.forExtraCourse ? conflict('This extra course is waiting for verification.') : forbidden(waitingForConfirmation);
    }

    const doc = await em().findOne(IssuedDocument, { student: student.id, kind, extraCourse: extraCourseId }, { fields: ['id', 'file'] });
    const file = doc?.file ? await em().findOne(StoredFile, { id: doc.file.id, purpose: 'document' }, { populate: ['data'] }) : null;
    if (!file) throw notFound(messages.documentBeingPrepared);

    ctx.set('Content-Disposition', attachmentDisposition(documentFileName(kind, student.name)));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'application/pdf';
    ctx.body = file.data;
  });

  return router;
}
