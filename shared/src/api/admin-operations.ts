import { z } from 'zod';
import { numericId } from './fields.ts';
import { jobStates, type JobRun } from './jobs.ts';

/** GET /api/admin/jobs */
export const adminJobsQuery = z.object({
  state: z.enum(jobStates).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
/** POST /api/admin/jobs/:id/retry */
export const adminJobParams = z.object({ id: z.string().min(1).max(200) });
const mailStatuses = ['sending', 'sent', 'failed'] as const;
/** GET /api/admin/mail */
export const mailQuery = z.object({
  status: z.enum(mailStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
/** POST /api/admin/mail/:id/resend */
export const mailParams = z.object({ id: numericId('Unknown mail.') });

/** A job as operators see it: its queue, event and student besides what its owner sees. */
export interface AdminJob extends JobRun {
  queue: string;
  eventId: number;
  studentId: number | null;
  createdAt: string;
}
export interface AdminJobList {
  jobs: AdminJob[];
}

/** A mail of the log. `recipient`, `subject` and `outboxPath` are null for an operator (policies/personal-fields.ts): they see the intern's id. */
export interface MailRow {
  id: number;
  template: string;
  recipient: string | null;
  subject: string | null;
  /** The intern the mail was about, or null (a referrer's, a contact message's, a staff account's). */
  studentId: number | null;
  status: (typeof mailStatuses)[number];
  error: string | null;
  attempts: number;
  sentAt: string | null;
  outboxPath: string | null;
  jobId: string;
  createdAt: string;
}
export interface MailList {
  mails: MailRow[];
}

/** GET /api/admin/delivery: what the Operations screen shows about delivery. */
export interface DeliveryHealth {
  /** Jobs and schedulers the workers' reconciler put back after Redis lost them (all time), and when last. */
  repairedJobs: number;
  restoredSchedulers: number;
  lastRepairAt: string | null;
  /** Seconds: the oldest event the relay has not turned into jobs, and the oldest job still queued (null: none). */
  oldestUndispatchedSeconds: number | null;
  oldestQueuedSeconds: number | null;
}
