import { studentParams } from 'shared/api/admin-students';
import {
  correctionRequestParams,
  documentIdParams,
  revokeSchema,
  studentCorrectionSchema,
  type AdminDocumentList,
  type CorrectionRequestList,
  type CorrectionResult,
} from 'shared/api/corrections';
import { messages } from 'shared/messages';
import { correctStudent } from '../../commands/correct-student.ts';
import { reinstateDocument } from '../../commands/reinstate-document.ts';
import { resolveCorrectionRequest } from '../../commands/resolve-correction-request.ts';
import { revokeDocument } from '../../commands/revoke-document.ts';
import { STUDENT_NOT_FOUND } from '../../commands/validate-student.ts';
import { notFound } from '../../errors.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { validate } from '../../middlewares/validate.ts';
import { presentAdminDocument, presentCorrectionRequest } from '../../presenters/corrections.ts';
import { issuedDocumentsOf, openCorrectionRequests } from '../../queries/corrections.ts';
import { findStudent } from '../../queries/students.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { policy } from '../../middlewares/policy.ts';

/**
 * Corrections and revocation, the admin's side: correct a student's details
 * (re-issuing what was issued), a student's issued documents, revoke and reinstate one, and the
 * interns' open correction requests.
 */
export function adminCorrectionsRouter({ em, config: cfg, catalogue }: RouterDeps) {
  const router = createRouter({ prefix: '/api/admin' });

  const correction = validate({ params: studentParams, body: studentCorrectionSchema });
  router.post('/students/:id/correction', policy('students.correct'), correction, async (ctx) => {
    const { params, body } = correction.of(ctx);
    const { changed, jobs } = await correctStudent(
      em(),
      { studentId: params.id, adminId: currentUser(ctx).id },
      body,
      catalogue,
    );
    ctx.body = { success: true, message: messages.correctionSaved, changed, jobs } satisfies CorrectionResult;
  });

  const student = validate({ params: studentParams });
  router.get('/students/:id/documents', policy('students.read'), student, async (ctx) => {
    const id = student.of(ctx).params.id;
    if (!(await findStudent(em(), id))) throw notFound(STUDENT_NOT_FOUND);
    ctx.body = { documents: (await issuedDocumentsOf(em(), id)).map(presentAdminDocument) } satisfies AdminDocumentList;
  });

  const revoke = validate({ params: documentIdParams, body: revokeSchema });
  router.post('/documents/:id/revoke', policy('documents.revoke'), revoke, async (ctx) => {
    const { params, body } = revoke.of(ctx);
    await revokeDocument(em(), { documentId: params.id, adminId: currentUser(ctx).id }, body.reason);
    ctx.body = { success: true, message: messages.documentRevoked };
  });

  const document = validate({ params: documentIdParams });
  router.post('/documents/:id/reinstate', policy('documents.revoke'), document, async (ctx) => {
    await reinstateDocument(em(), { documentId: document.of(ctx).params.id, adminId: currentUser(ctx).id });
    ctx.body = { success: true, message: messages.documentReinstated };
  });

  router.get('/correction-requests', policy('corrections.resolve'), async (ctx) => {
    const requests = await openCorrectionRequests(em());
    ctx.body = {
      requests: requests.map((r) => presentCorrectionRequest(r, cfg.CERTIFICATE_PREFIX)),
    } satisfies CorrectionRequestList;
  });

  const request = validate({ params: correctionRequestParams });
  router.post('/correction-requests/:id/resolve', policy('corrections.resolve'), request, async (ctx) => {
    await resolveCorrectionRequest(em(), { requestId: request.of(ctx).params.id, adminId: currentUser(ctx).id });
    ctx.body = { success: true, message: messages.correctionResolved };
  });

  return router;
}
