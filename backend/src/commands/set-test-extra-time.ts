import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { Student, TestAttempt } from '../entities/index.ts';
import { notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { now as clockNow } from '../lib/clock.ts';
import { pastGrace } from '../question-banks/deadline.ts';
import { STUDENT_NOT_FOUND } from './validate-student.ts';

/**
 * Staff set an intern's extra time on timed tests (WCAG 2.2.1 Timing Adjustable): a share of each
 * test's time limit, 0 taking it back. Every attempt the intern starts from now on gets it, and so
 * does each attempt open now whose time is not over: its deadline is its start plus its limit times
 * (1 + percent), the limit being the one it started with (what its deadline held before, read back
 * through the old percent), so a limit an editor changed since does not move it. An attempt whose
 * time is already over stays over: the scheduled job finishes it. Recorded as
 * student.test-extra-time (the audit log); the same percent again changes and records nothing.
 */
export async function setTestExtraTime(
  em: EntityManager,
  { studentId, adminId, percent }: { studentId: number; adminId: number; percent: number },
) {
  return em.transactional(async (tx) => {
    const student = await tx.findOne(Student, { id: studentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!student) throw notFound(STUDENT_NOT_FOUND);
    const before = student.testExtraTimePercent;
    if (before === percent) return { percent, attemptsMoved: 0, changed: false };
    const at = clockNow();
    const open = await tx.find(
      TestAttempt,
      { student: studentId, state: 'open', deadlineAt: { $ne: null } },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    let attemptsMoved = 0;
    for (const attempt of open) {
      if (pastGrace(attempt.deadlineAt ?? null, at)) continue;
      const started = attempt.startedAt.getTime();
      // Limits are whole minutes: rounded, the limit read back is exact whatever the percent.
      const limitMs = Math.round((attempt.deadlineAt!.getTime() - started) / (1 + before / 100) / 60_000) * 60_000;
      attempt.deadlineAt = new Date(started + Math.round(limitMs * (1 + percent / 100)));
      attempt.updatedAt = at;
      attemptsMoved += 1;
    }
    student.testExtraTimePercent = percent;
    recordEvent(
      tx,
      'student.test-extra-time',
      { type: 'student', id: student.id },
      { studentId: student.id, percent, before },
      `admin:${adminId}`,
    );
    await tx.flush();
    return { percent, attemptsMoved, changed: true };
  });
}
