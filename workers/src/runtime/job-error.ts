import { PermanentError } from './processor.ts';

/**
 * What job_runs.error says, which the intern's page (GET /api/jobs/:id) and the job views show. Only
 * a PermanentError carries a message written for people (shared/messages.ts, e.g. notAnImage); any other
 * failure (SMTP, PostgreSQL, sharp, a bug) may hold hostnames, paths or SQL, so it is shown as one of
 * these and its detail goes only to the log, under the job id.
 */
export const JOB_RETRYING = 'Something went wrong on our side. It will be tried again shortly.';
export const JOB_FAILED = 'Something went wrong on our side. The team has been told and can run it again.';
export const JOB_STOPPED = 'The job was stopped before it could finish. The team can run it again.';
/** A job that no event and no schedule of the product made: it never ran, and cannot be retried. */
export const JOB_REFUSED = 'Refused: no event or schedule of the product made this job. Nothing was run.';
export const REFUSED_CODE = 'refused';
export const followerNotStarted = (handler: string) => `Not started: ${handler} did not finish.`;

/** What job_runs keeps of a failure: the words, and the catalogue code a reader decides by. */
export function jobError(err: unknown, final: boolean): { error: string; errorCode: string | null } {
  if (err instanceof PermanentError) return { error: err.message, errorCode: err.code };
  return { error: final ? JOB_FAILED : JOB_RETRYING, errorCode: null };
}
