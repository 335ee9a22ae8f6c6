import { createRouter } from '../router.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { stringify } from 'csv-stringify/sync';
import { markPayoutPaid } from '../../commands/mark-payout-paid.ts';
import { requestPayoutRun } from '../../commands/request-payout-run.ts';
import { Payout } from '../../entities/index.ts';
import { previousPeriod } from 'shared/dates';
import { auth, currentUser } from '../../middlewares/auth.ts';
import { input, validate } from '../../middlewares/validate.ts';
import { payoutCsvRow, presentPayout } from '../../presenters/payout.ts';
import { paidBody, payoutParams, periodQuery, runBody } from './schema.ts';

/** Referral payouts for admins: the ledger per month, the bank's CSV, a run on demand, marking paid. */
export function adminPayoutsRouter(em: () => EntityManager) {
  const router = createRouter();
  const admin = auth({ role: 'admin' });

  async function periods() {
    const rows = await em().getConnection().execute<{ period: string }[]>('select distinct period from payouts order by period desc');
    return rows.map((r) => r.period);
  }

  router.get('/api/admin/payouts', admin, validate(periodQuery, 'query'), async (ctx) => {
    const all = await periods();
    const period = input(ctx, periodQuery).period ?? all[0] ?? previousPeriod();
    const payouts = await em().find(Payout, { period }, { populate: ['referrer'], orderBy: { id: 'asc' } });
    ctx.body = { period, periods: all, payouts: payouts.map(presentPayout) };
  });

  router.get('/api/admin/payouts.csv', admin, validate(periodQuery, 'query'), async (ctx) => {
    const period = input(ctx, periodQuery).period ?? (await periods())[0] ?? previousPeriod();
    const payouts = await em().find(Payout, { period, status: 'pending' }, { populate: ['referrer'], orderBy: { id: 'asc' } });
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="payouts-${period}.csv"`);
    // Cells starting with = + - @ are prefixed so a spreadsheet never runs them as formulas.
    const safe = (v: unknown) => (typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : v);
    ctx.body = stringify([['name', 'UPI id', 'amount', 'reference'], ...payouts.map((p) => payoutCsvRow(p).map(safe))]);
  });

  router.post('/api/admin/payouts/run', admin, validate(runBody), async (ctx) => {
    const period = input(ctx, runBody).period ?? previousPeriod();
    const user = currentUser(ctx);
    const { jobs } = await requestPayoutRun(em(), period, `admin:${user.id}`);
    ctx.status = 202;
    ctx.body = { message: `The payout for ${period} is running.`, period, jobId: jobs[0], jobs };
  });

  router.post('/api/admin/payouts/:id/paid', admin, validate(payoutParams, 'params'), async (ctx, next) => {
    const { id } = input(ctx, payoutParams);
    ctx.state.payoutId = id;
    await next();
  }, validate(paidBody), async (ctx) => {
    const { utr } = input(ctx, paidBody);
    const user = currentUser(ctx);
    const { jobs } = await markPayoutPaid(em(), ctx.state.payoutId as number, utr, `admin:${user.id}`);
    ctx.body = { message: 'Payout marked paid.', jobs };
  });
  return router;
}
