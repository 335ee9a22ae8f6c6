import { createRouter } from '../router.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Queue } from 'bullmq';
import { z } from 'zod';
import { requestMailResend } from '../../commands/request-mail-resend.ts';
import { retryJob } from '../../commands/retry-job.ts';
import { JobRun, MailLog, jobStates } from '../../entities/index.ts';
import { auth, currentUser } from '../../middlewares/auth.ts';
import { input, validate } from '../../middlewares/validate.ts';
import { presentJobRun } from '../../presenters/job-run.ts';
import { presentMailLog } from '../../presenters/mail-log.ts';
import { deliveryHealth } from '../../queries/delivery-health.ts';
import type { QueueName } from '../../queues/fan-out.ts';
import { messages } from 'shared/messages';

const jobsQuery = z.object({ state: z.enum(jobStates).optional(), limit: z.coerce.number().int().min(1).max(500).default(100) });
const jobParams = z.object({ id: z.string().min(1).max(200) });
const mailQuery = z.object({ status: z.enum(['sending', 'sent', 'failed']).optional(), limit: z.coerce.number().int().min(1).max(500).default(100) });
const mailParams = z.object({ id: z.coerce.number().int().positive('Unknown mail.') });

/** What operators need: delivery health, failed jobs and their retry, the mail log and a resend. Admins only. */
export function adminOperationsRouter(em: () => EntityManager, queues: Record<QueueName, Queue>) {
  const router = createRouter();
  const admin = auth({ role: 'admin' });

  router.get('/api/admin/jobs', admin, validate(jobsQuery, 'query'), async (ctx) => {
    const { state, limit } = input(ctx, jobsQuery);
    const runs = await em().find(JobRun, state ? { state } : {}, { orderBy: { updatedAt: 'desc' }, limit });
    ctx.body = { jobs: runs.map((r) => ({ ...presentJobRun(r), queue: r.queue, eventId: r.eventId, studentId: r.studentId ?? null, createdAt: r.createdAt })) };
  });

  router.get('/api/admin/delivery', admin, async (ctx) => {
    ctx.body = await deliveryHealth(em());
  });

  router.post('/api/admin/jobs/:id/retry', admin, validate(jobParams, 'params'), async (ctx) => {
    ctx.body = await retryJob(em(), queues, input(ctx, jobParams).id);
  });

  router.get('/api/admin/mail', admin, validate(mailQuery, 'query'), async (ctx) => {
    const { status, limit } = input(ctx, mailQuery);
    const mails = await em().find(MailLog, status ? { status } : {}, { orderBy: { id: 'desc' }, limit });
    ctx.body = { mails: mails.map(presentMailLog) };
  });

  router.post('/api/admin/mail/:id/resend', admin, validate(mailParams, 'params'), async (ctx) => {
    const user = currentUser(ctx);
    const { jobs } = await requestMailResend(em(), input(ctx, mailParams).id, `admin:${user.id}`);
    ctx.status = 202;
    ctx.body = { message: messages.mailResendQueued, jobs };
  });
  return router;
}
