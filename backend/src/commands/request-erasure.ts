import type { EntityManager } from '@mikro-orm/postgresql';
import { ErasureRequest } from '../entities/index.ts';
import { conflict } from '../errors.ts';
import { sql } from '../db/sql.ts';
import { recordEvent } from '../events/record-event.ts';

/** An intern asks for their personal data to be erased; it waits for an admin (one open request each). */
export async function requestErasure(em: EntityManager, studentId: number, reason?: string) {
  return em.transactional(async (tx) => {
    // The partial unique index makes a second open request impossible; this answers it in words.
    const [open] = await sql(
      tx,
      `select 1 from erasure_requests where student_id = $1 and status = 'pending' for update`,
      [studentId],
    );
    if (open) throw conflict('erasureAlreadyAsked');
    const request = tx.create(ErasureRequest, { student: studentId, status: 'pending', reason: reason ?? null });
    await tx.flush();
    recordEvent(
      tx,
      'student.erasure-requested',
      { type: 'student', id: studentId },
      { erasureRequestId: request.id, studentId },
      `student:${studentId}`,
    );
    await tx.flush();
    return request;
  });
}
