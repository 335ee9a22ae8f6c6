import type { JobRun } from '../entities/index.ts';
import type { SessionUser } from '../middlewares/session.ts';

/** An admin sees every job; a student only the jobs about themselves. */
export function canSeeJobRun(user: SessionUser, run: JobRun): boolean {
  return user.kind === 'admin' || (run.studentId !== null && run.studentId !== undefined && run.studentId === user.id);
}
