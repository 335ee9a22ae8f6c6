import { notFound } from '../errors.ts';
import { policy, staff } from './policy.ts';

/**
 * Background jobs. Anyone signed in polls a job, but sees only their own: a staff account every job,
 * an intern the jobs about themselves; another user's job answers exactly like a missing one, so ids
 * reveal nothing. The Operations screen (the job list, the delivery figures, a retry) is for staff.
 */
export const jobRunPolicies = {
  'jobs.read': policy<{ studentId?: number | null }>({
    audience: 'session',
    allows: (actor, run) =>
      actor?.kind === 'admin' || (actor?.kind === 'student' && run.studentId != null && run.studentId === actor.id),
    refusal: () => notFound('unknownJob'),
  }),
  'jobs.list': staff,
  'jobs.retry': staff,
};
