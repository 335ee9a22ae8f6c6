import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import { Student, TestAttempt } from '../entities/index.ts';
import { log } from '../log.ts';
import { ANSWER_GRACE_MS, pastGrace } from '../question-banks/deadline.ts';
import { closeGradedAttempt } from './close-graded-attempt.ts';

/** At most this many attempts are finished by one run; the rest wait for the next run (a minute later). */
const EXPIRED_ATTEMPTS_PER_RUN = 100;

/**
 * Finishes the attempts left open past their deadline and its grace (a closed tab, a phone that died),
 * graded with the answers saved in time, through the same grading as the intern's Finish
 * (close-graded-attempt.ts), as 'system'. PostgreSQL is the truth: the open rows with a past deadline
 * (the partial index test_attempts_open_deadline), oldest deadline first, at most `limit` a run, so a
 * backlog is worked off run by run without one long transaction. Each attempt is its own transaction,
 * the student's row locked before the attempt's as every grading does, and checked again under the
 * lock: a run beside another (two worker machines), an intern's own Finish or a start that got there
 * first leaves it finished once. One attempt that cannot be graded is logged and the others go on.
 */
export async function finishExpiredAttempts(
  em: EntityManager,
  { at, limit = EXPIRED_ATTEMPTS_PER_RUN }: { at: Date; limit?: number },
) {
  const due = await sql<{ id: number; student_id: number }>(
    em,
    `select id, student_id from test_attempts
      where state = 'open' and deadline_at < $1
      order by deadline_at, id limit $2`,
    [new Date(at.getTime() - ANSWER_GRACE_MS), limit],
  );
  let finished = 0;
  let failed = 0;
  for (const row of due) {
    try {
      if (await finishOne(em, row.student_id, row.id, at)) finished += 1;
    } catch (err) {
      failed += 1;
      log.error({ attemptId: row.id, err }, 'an attempt past its deadline could not be finished');
    }
  }
  return { due: due.length, finished, failed, more: due.length === limit };
}

async function finishOne(em: EntityManager, studentId: number, attemptId: number, at: Date): Promise<boolean> {
  return em.fork().transactional(async (tx) => {
    const student = await tx.findOne(Student, { id: studentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!student) return false;
    const attempt = await tx.findOne(
      TestAttempt,
      { id: attemptId, student: studentId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (!attempt || attempt.state !== 'open' || !pastGrace(attempt.deadlineAt ?? null, at)) return false;
    await closeGradedAttempt(tx, { student, attempt, at, actor: 'system' });
    return true;
  });
}
