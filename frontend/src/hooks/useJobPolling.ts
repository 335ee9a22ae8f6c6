import type { HandlerName } from 'shared/fan-out';
import { useServerQuery } from '../api/query.ts';
import { getJobs, jobDone, type JobRun } from '../api/intern.ts';

const JOB_POLL_MS = 1000;
const SLOWEST_POLL_MS = 15_000;

interface JobPolling {
  jobs: JobRun[];
  /** Every job completed or failed. */
  done: boolean;
  /** The last poll failed (the next one is still scheduled). */
  error: boolean;
}

const allDone = (ids: string[], jobs: JobRun[] = []) => jobs.length >= ids.length && jobs.every(jobDone);

/**
 * Polls GET /api/jobs?ids=... every second until every job has completed or failed; a failed poll is
 * tried again, slower each time. An empty list is done at once.
 */
export function useJobPolling(ids: string[], everyMs = JOB_POLL_MS): JobPolling {
  const { data, failureCount } = useServerQuery({
    queryKey: ['jobs', ids],
    queryFn: ({ signal }) => getJobs(ids, signal),
    enabled: ids.length > 0,
    refetchInterval: (query) => (allDone(ids, query.state.data?.jobs) ? false : everyMs),
    retry: true,
    retryDelay: (failures) => Math.min(everyMs * 2 ** failures, SLOWEST_POLL_MS),
    // Other jobs' states are no answer for these.
    placeholderData: undefined,
  });
  const jobs = data?.jobs ?? [];
  return { jobs, error: failureCount > 0, done: allDone(ids, jobs) };
}

/** Every job of the fan-out table, in words: a handler added there without its label here fails the type check. */
const handlerLabels: Record<HandlerName, string> = {
  'offer-letter': 'Offer letter made',
  'mail-offer-letter': 'Offer letter mailed',
  'test-certificate': 'Test certificate made',
  'mail-test-certificate': 'Test certificate mailed',
  'completion-certificate': 'Completion certificate made',
  'mail-completion-certificate': 'Completion certificate mailed',
  'extra-offer-letter': 'Extra-course offer letter made',
  'mail-extra-course-validated': 'Extra-course mail sent',
  'extra-certificate': 'Extra-course certificate made',
  'mail-extra-certificate': 'Extra-course certificate mailed',
  'mail-extra-course-pending': 'Pending-notice mail sent',
  'mail-registration-received': 'Registration mail sent',
  'mail-email-proof': 'E-mail confirmation link mailed',
  'mail-referral-confirm': 'Confirmation link mailed',
  'mail-referral-welcome': 'Referral code mailed',
  'mail-payout-statement': 'Payout statement mailed',
  'mail-contact': 'Contact message forwarded',
  'mail-resend': 'Mail sent again',
  'compress-screenshot': 'Screenshot compressed',
  'payout-run': 'Payout run',
  'read-screenshot': 'Screenshot read',
  'mail-payment-rejected': 'Payment rejection mailed',
  'mail-extra-course-payment-rejected': 'Extra-course payment rejection mailed',
  'mail-sign-in-attempts': 'Sign-in warning mailed',
  'mail-password-reset': 'Password reset link mailed',
  'mail-password-changed': 'Password change notice mailed',
  'reissue-documents': 'Corrected documents made',
  'mail-reissued-documents': 'Corrected documents mailed',
  'mail-admin-invite': 'Staff invitation mailed',
  'mail-erasure-approved': 'Erasure confirmation mailed',
  'mail-erasure-refused': 'Erasure refusal mailed',
  'mail-referrer-data-link': 'Data download link mailed',
};

/** What a job does, in words ('offer-letter' -> 'Offer letter made'); a name outside the table (the daily run's) by itself. */
export function jobLabel(handler: string): string {
  return Object.hasOwn(handlerLabels, handler) ? handlerLabels[handler as HandlerName] : handler.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

export const jobStateText: Record<JobRun['state'], string> = {
  waiting: 'Waiting',
  queued: 'Queued',
  active: 'Working',
  retrying: 'Retrying',
  completed: 'Done',
  failed: 'Failed',
};
