import { useEffect, useState } from 'react';
import type { HandlerName } from 'shared/fan-out';
import { isAbort } from '../api/client.ts';
import { getJobs, jobDone, type JobRun } from '../api/intern.ts';

const JOB_POLL_MS = 1000;

interface JobPolling {
  jobs: JobRun[];
  /** Every job completed or failed. */
  done: boolean;
  /** The last poll failed (the next one is still scheduled). */
  error: boolean;
}

/**
 * Polls GET /api/jobs?ids=... every second (slower after a failure) until every job has completed or
 * failed. An empty list is done at once.
 */
export function useJobPolling(ids: string[], everyMs = JOB_POLL_MS): JobPolling {
  const key = ids.join(',');
  const [state, setState] = useState<{ key: string; jobs: JobRun[]; error: boolean }>({ key, jobs: [], error: false });
  useEffect(() => {
    if (!key) return;
    const list = key.split(',');
    const ctrl = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = everyMs;
    const tick = async () => {
      try {
        const { jobs } = await getJobs(list, ctrl.signal);
        setState({ key, jobs, error: false });
        delay = everyMs;
        if (jobs.length >= list.length && jobs.every(jobDone)) return;
      } catch (err) {
        if (isAbort(err)) return;
        setState((s) => ({ ...s, key, error: true }));
        delay = Math.min(delay * 2, 15_000);
      }
      timer = setTimeout(() => void tick(), delay);
    };
    void tick();
    return () => {
      ctrl.abort();
      clearTimeout(timer);
    };
  }, [key, everyMs]);

  const jobs = state.key === key ? state.jobs : [];
  return { jobs, error: state.key === key && state.error, done: ids.length === 0 || (jobs.length >= ids.length && jobs.every(jobDone)) };
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
