import type { StaffRole } from 'shared/api/admin-accounts';
import type { AdminJob } from 'shared/api/admin-operations';
import type { JobRun as JobRunView } from 'shared/api/jobs';
import type { JobRun } from '../entities/index.ts';
import { redactPersonal } from '../lib/redact.ts';
import { seesPersonalFields } from '../policies/personal-fields.ts';

export function presentJobRun(run: JobRun): JobRunView {
  return {
    id: run.id,
    handler: run.handler,
    state: run.state,
    attempts: run.attempts,
    progress: run.progress,
    result: run.result ?? null,
    error: run.error ?? null,
    updatedAt: run.updatedAt.toISOString(),
  };
}

/**
 * A job as staff see it: whose (the intern's id), from which event and queue. The runtime stores a
 * failure's text redacted; an operator's copy is redacted again, for rows written before it did.
 */
export function presentAdminJobRun(run: JobRun, viewer: StaffRole): AdminJob {
  const view = presentJobRun(run);
  const error = view.error !== null && !seesPersonalFields(viewer) ? redactPersonal(view.error) : view.error;
  return {
    ...view,
    error,
    queue: run.queue,
    eventId: run.eventId,
    studentId: run.studentId ?? null,
    createdAt: run.createdAt.toISOString(),
  };
}
