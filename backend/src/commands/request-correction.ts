import type { EntityManager } from '@mikro-orm/postgresql';
import type { CorrectableField } from 'shared/api/corrections';
import { CorrectionRequest } from '../entities/index.ts';
import { recordEvent } from '../events/record-event.ts';

/** An intern asks for a detail of their own record to be corrected; it waits on the admins' list. */
export async function requestCorrection(
  em: EntityManager,
  studentId: number,
  input: { field: CorrectableField; correctValue: string; note?: string },
) {
  return em.transactional(async (tx) => {
    const request = tx.create(CorrectionRequest, {
      student: studentId,
      field: input.field,
      correctValue: input.correctValue,
      note: input.note ?? null,
      status: 'open',
    });
    await tx.flush();
    recordEvent(
      tx,
      'correction.requested',
      { type: 'student', id: studentId },
      { correctionRequestId: request.id, studentId },
      `student:${studentId}`,
    );
    await tx.flush();
    return request;
  });
}
