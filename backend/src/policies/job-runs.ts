import { fanOut } from 'shared/fan-out';
import { notFound } from '../errors.ts';
import { editors, operators, outsideAudience, policy } from './policy.ts';

/** The jobs of the catalogue's events (a card image's sizes): about no intern, and what an editor waits for. */
const catalogueHandlers = new Set<string>(fanOut['catalogue.image-uploaded'].map((spec) => spec.handler));

/**
 * Background jobs. Anyone signed in polls a job, but sees only their own: admins and operators, who
 * keep the jobs running, every job; an intern the jobs about themselves; an editor the catalogue's
 * only (every other job is about an intern's mail or files). Another user's job answers exactly like a
 * missing one, so ids reveal nothing. The Operations screen (the job list, the delivery figures, a
 * retry) is for admins and operators.
 */
export const jobRunPolicies = {
  'jobs.read': policy<{ studentId?: number | null; handler?: string }>({
    audience: 'session',
    allows: (actor, run) =>
      actor?.kind === 'admin'
        ? outsideAudience(operators, actor) === undefined ||
          (outsideAudience(editors, actor) === undefined && catalogueHandlers.has(run.handler ?? ''))
        : actor?.kind === 'student' && run.studentId != null && run.studentId === actor.id,
    refusal: () => notFound('unknownJob'),
  }),
  'jobs.list': operators,
  'jobs.retry': operators,
};
