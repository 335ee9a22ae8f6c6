import { adminJobParams, adminJobsQuery, mailParams, mailQuery } from 'shared/api/admin-operations';
import { requestMailResend } from '../../commands/request-mail-resend.ts';
import { retryJob } from '../../commands/retry-job.ts';
import { currentStaffRole, currentUser } from '../../middlewares/auth.ts';
import { validate } from '../../middlewares/validate.ts';
import { presentAdminJobRun } from '../../presenters/job-run.ts';
import { presentMailLog } from '../../presenters/mail-log.ts';
import { deliveryHealth } from '../../queries/delivery-health.ts';
import { recentJobRuns, recentMails } from '../../queries/jobs.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { messages } from 'shared/messages';
import { policy } from '../../middlewares/policy.ts';

/** What operators need: delivery health, failed jobs and their retry, the mail log and a resend. Admins and operators. */
export function adminOperationsRouter({ em, queues }: RouterDeps) {
  const router = createRouter();

  const jobList = validate({ query: adminJobsQuery });
  router.get('/api/admin/jobs', policy('jobs.list'), jobList, async (ctx) => {
    const { state, limit } = jobList.of(ctx).query;
    ctx.body = {
      jobs: (await recentJobRuns(em(), state, limit)).map((j) => presentAdminJobRun(j, currentStaffRole(ctx))),
    };
  });

  router.get('/api/admin/delivery', policy('jobs.list'), async (ctx) => {
    ctx.body = await deliveryHealth(em());
  });

  const job = validate({ params: adminJobParams });
  router.post('/api/admin/jobs/:id/retry', policy('jobs.retry'), job, async (ctx) => {
    ctx.body = await retryJob(em(), queues, job.of(ctx).params.id, `admin:${currentUser(ctx).id}`);
  });

  const mailList = validate({ query: mailQuery });
  router.get('/api/admin/mail', policy('mail.list'), mailList, async (ctx) => {
    const { status, limit } = mailList.of(ctx).query;
    ctx.body = { mails: (await recentMails(em(), status, limit)).map((m) => presentMailLog(m, currentStaffRole(ctx))) };
  });

  const mail = validate({ params: mailParams });
  router.post('/api/admin/mail/:id/resend', policy('mail.resend'), mail, async (ctx) => {
    const { jobs } = await requestMailResend(em(), mail.of(ctx).params.id, `admin:${currentUser(ctx).id}`);
    ctx.status = 202;
    ctx.body = { message: messages.mailResendQueued, jobs };
  });
  return router;
}
