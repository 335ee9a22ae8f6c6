import { studentParams } from 'shared/api/admin-students';
import { extraCourseParams } from 'shared/api/extra-courses';
import { rejectPaymentBody, resubmitExtraCoursePaymentBody, resubmitPaymentBody } from 'shared/api/payments';
import { messages } from 'shared/messages';
import { rejectExtraCoursePayment, rejectStudentPayment } from '../../commands/reject-payment.ts';
import { resubmitExtraCoursePayment, resubmitStudentPayment } from '../../commands/resubmit-payment.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { validate } from '../../middlewares/validate.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { said } from '../../presenters/said.ts';
import { policy } from '../../middlewares/policy.ts';

/**
 * A payment that is not right (docs/PAYMENTS.md): an admin rejects it with a reason, the intern sends
 * a new one. Each route names its own check; the intern's routes act on the session's own records.
 */
export function paymentsRouter({ em }: RouterDeps) {
  const router = createRouter();

  const rejectStudent = validate({ params: studentParams, body: rejectPaymentBody });
  router.post('/api/admin/students/:id/reject', policy('students.validate'), rejectStudent, async (ctx) => {
    const { params, body } = rejectStudent.of(ctx);
    await rejectStudentPayment(em(), { studentId: params.id, adminId: currentUser(ctx).id }, body);
    ctx.body = { success: true, message: messages.paymentRejected };
  });

  const rejectExtra = validate({ params: extraCourseParams, body: rejectPaymentBody });
  router.post('/api/admin/extra-courses/:id/reject', policy('extra-courses.validate'), rejectExtra, async (ctx) => {
    const { params, body } = rejectExtra.of(ctx);
    await rejectExtraCoursePayment(em(), { extraCourseId: params.id, adminId: currentUser(ctx).id }, body);
    ctx.body = { success: true, message: messages.paymentRejected };
  });

  const resubmit = validate({ body: resubmitPaymentBody });
  router.post('/api/me/payment', policy('enrolment.pay'), resubmit, async (ctx) => {
    await resubmitStudentPayment(em(), currentUser(ctx).id, resubmit.of(ctx).body);
    ctx.body = said('paymentResubmitted');
  });

  const resubmitExtra = validate({ params: extraCourseParams, body: resubmitExtraCoursePaymentBody });
  router.post('/api/extra-courses/:id/payment', policy('extra-courses.pay'), resubmitExtra, async (ctx) => {
    const { params, body } = resubmitExtra.of(ctx);
    await resubmitExtraCoursePayment(em(), { studentId: currentUser(ctx).id, extraCourseId: params.id }, body);
    ctx.body = said('paymentResubmitted');
  });

  return router;
}
