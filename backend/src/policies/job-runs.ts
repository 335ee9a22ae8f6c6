import { notFound } from '../errors.ts';
import { operators, outsideAudience, policy } from './policy.ts';

/**
 * Background jobs. Anyone signed in polls a job, but sees only their own: admins and operators, who
 * keep the jobs running, every job; an intern the jobs about themselves; an editor none (a job is
 * about an intern's mail or files). Another user's job answers exactly like a missing one, so ids
 * reveal nothing. The Operations screen (the job list, the delivery figures, a retry) is for admins
 * and operators.
 */
export const jobRunPolicies = {
  'jobs.read': policy<{ studentId?: number | null }>({
    audience: 'session',
    allows: (actor, run) =>
      actor?.kind === 'admin'
        ? outsideAudience(operators, actor) === undefined
        : actor?.kind === 'student' && run.studentId != null && run.studentId === actor.id,
    refusal: () => notFound('unknownJob'),
  }),
  'jobs.list': operators,
  'jobs.retry': operators,
};
