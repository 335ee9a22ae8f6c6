import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HandlerName } from 'shared/fan-out';
import { useServerQuery } from '../api/query.ts';
import { jobDone, type JobRun } from '../api/intern.ts';
import { jobRuns } from '../api/queries/jobs.ts';

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
    ...jobRuns.states(ids),
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
const handlerLabels: Record<HandlerName, MessageDescriptor> = {
  'offer-letter': msg`Offer letter made`,
  'mail-offer-letter': msg`Offer letter mailed`,
  'test-certificate': msg`Test certificate made`,
  'mail-test-certificate': msg`Test certificate mailed`,
  'completion-certificate': msg`Completion certificate made`,
  'mail-completion-certificate': msg`Completion certificate mailed`,
  'extra-offer-letter': msg`Extra-course offer letter made`,
  'mail-extra-course-validated': msg`Extra-course mail sent`,
  'extra-certificate': msg`Extra-course certificate made`,
  'mail-extra-certificate': msg`Extra-course certificate mailed`,
  'mail-extra-course-pending': msg`Pending-notice mail sent`,
  'mail-registration-received': msg`Registration mail sent`,
  'mail-email-proof': msg`E-mail confirmation link mailed`,
  'mail-referral-confirm': msg`Confirmation link mailed`,
  'mail-referral-welcome': msg`Referral code mailed`,
  'mail-payout-statement': msg`Payout statement mailed`,
  'mail-contact': msg`Contact message forwarded`,
  'mail-resend': msg`Mail sent again`,
  'store-upload': msg`Screenshot saved`,
  'compress-screenshot': msg`Screenshot compressed`,
  'course-image': msg`Course image sizes made`,
  'payout-run': msg`Payout run`,
  'read-screenshot': msg`Screenshot read`,
  'read-registered-screenshot': msg`Registration's screenshot read`,
  'mail-payment-rejected': msg`Payment rejection mailed`,
  'mail-extra-course-payment-rejected': msg`Extra-course payment rejection mailed`,
  'mail-sign-in-attempts': msg`Sign-in warning mailed`,
  'mail-password-reset': msg`Password reset link mailed`,
  'mail-password-changed': msg`Password change notice mailed`,
  'reissue-documents': msg`Corrected documents made`,
  'mail-reissued-documents': msg`Corrected documents mailed`,
  'mail-admin-invite': msg`Staff invitation mailed`,
  'mail-erasure-approved': msg`Erasure confirmation mailed`,
  'mail-erasure-refused': msg`Erasure refusal mailed`,
  'mail-referrer-data-link': msg`Data download link mailed`,
  'mail-membership-link-request': msg`Membership link request mailed`,
  'mail-membership-linked': msg`Membership link notice mailed`,
  'mail-membership-unlinked': msg`Membership unlink notice mailed`,
};

/**
 * What a job does, in words of the page's language ('offer-letter' -> 'Offer letter made'); a name
 * outside the table (the daily run's) by itself.
 */
export function jobLabel(handler: string): string {
  return Object.hasOwn(handlerLabels, handler)
    ? i18n._(handlerLabels[handler as HandlerName])
    : handler.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

const jobStateLabels: Record<JobRun['state'], MessageDescriptor> = {
  waiting: msg`Waiting`,
  queued: msg`Queued`,
  active: msg`Working`,
  retrying: msg`Retrying`,
  completed: msg`Done`,
  failed: msg`Failed`,
};

/** A job's state in words, read when shown (getters), so it follows the page's language. */
export const jobStateText = Object.defineProperties(
  {} as Record<JobRun['state'], string>,
  Object.fromEntries(
    Object.entries(jobStateLabels).map(([state, label]) => [state, { enumerable: true, get: () => i18n._(label) }]),
  ),
);
