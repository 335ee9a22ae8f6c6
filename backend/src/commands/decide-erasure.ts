import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { NO_SUCH_ERASURE_REQUEST } from 'shared/api/privacy';
import { ErasureRequest, Student } from '../entities/index.ts';
import { conflict, notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { eraseStudentData } from './erase-student-data.ts';

async function pendingRequest(tx: EntityManager, requestId: number) {
  const request = await tx.findOne(ErasureRequest, { id: requestId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!request) throw notFound(NO_SUCH_ERASURE_REQUEST);
  if (request.status !== 'pending') throw conflict(`This erasure request was already ${request.status}.`);
  return request;
}

/**
 * An admin approves an erasure request: the data is erased in the same transaction (what the preview,
 * GET /api/admin/erasure-requests/:id/scope, listed: queries/erasure-scope.ts), and
 * student.erasure-approved mails the confirmation to the address the request keeps for that one mail
 * (`notifyEmail`, cleared by the mail job once sent).
 */
export async function approveErasure(
  em: EntityManager,
  { requestId, adminId }: { requestId: number; adminId: number },
  now: Date = new Date(),
) {
  return em.transactional(async (tx) => {
    const request = await pendingRequest(tx, requestId);
    const studentId = request.student.id;
    const student = await tx.findOneOrFail(Student, { id: studentId }, { fields: ['email'] });
    request.status = 'approved';
    request.decidedAt = now;
    request.decidedBy = adminId;
    request.notifyEmail = student.email;
    await tx.flush();
    const erased = (await eraseStudentData(tx, studentId, now))!;
    const event = recordEvent(
      tx,
      'student.erasure-approved',
      { type: 'student', id: studentId },
      {
        erasureRequestId: request.id,
        studentId,
        referrersErased: erased.referrersErased,
        referrersKept: erased.referrersKept,
      },
      `admin:${adminId}`,
    );
    await tx.flush();
    return { erased, eventId: event.id };
  });
}

/** An admin refuses an erasure request with a reason, which student.erasure-refused mails to the intern. */
export async function refuseErasure(
  em: EntityManager,
  { requestId, adminId }: { requestId: number; adminId: number },
  reason: string,
  now: Date = new Date(),
) {
  return em.transactional(async (tx) => {
    const request = await pendingRequest(tx, requestId);
    request.status = 'refused';
    request.decidedAt = now;
    request.decidedBy = adminId;
    request.decisionNote = reason;
    const studentId = request.student.id;
    const event = recordEvent(
      tx,
      'student.erasure-refused',
      { type: 'student', id: studentId },
      { erasureRequestId: request.id, studentId },
      `admin:${adminId}`,
    );
    await tx.flush();
    return { eventId: event.id };
  });
}
