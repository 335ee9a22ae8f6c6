import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { NO_SUCH_CORRECTION_REQUEST } from 'shared/api/corrections';
import { CorrectionRequest } from '../entities/index.ts';
import { conflict, notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';

/** An admin marks an intern's correction request resolved (after correcting, or not): correction.resolved. */
export async function resolveCorrectionRequest(
  em: EntityManager,
  { requestId, adminId }: { requestId: number; adminId: number },
  now: Date = new Date(),
) {
  return em.transactional(async (tx) => {
    const request = await tx.findOne(CorrectionRequest, { id: requestId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!request) throw notFound(NO_SUCH_CORRECTION_REQUEST);
    if (request.status === 'resolved') throw conflict('This correction request is already resolved.');
    request.status = 'resolved';
    request.resolvedAt = now;
    request.resolvedBy = adminId;
    const studentId = request.student.id;
    recordEvent(
      tx,
      'correction.resolved',
      { type: 'student', id: studentId },
      { correctionRequestId: request.id, studentId },
      `admin:${adminId}`,
    );
    await tx.flush();
  });
}
