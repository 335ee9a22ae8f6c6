import { stringify } from 'csv-stringify/sync';
import {
  paidBody,
  payoutParams,
  periodQuery,
  runBody,
  type PayoutLedger,
  type PayoutResults,
  type PayoutRunStarted,
} from 'shared/api/admin-payouts';
import type { JobsAnswer } from 'shared/api/envelope';
import { markPayoutPaid } from '../../commands/mark-payout-paid.ts';
import { requestPayoutRun } from '../../commands/request-payout-run.ts';
import { previousPeriod } from 'shared/dates';
import { formulaSafe } from '../../lib/csv.ts';
import { currentStaffRole, currentUser } from '../../middlewares/auth.ts';
import { validate } from '../../middlewares/validate.ts';
import { payoutCsvRow, presentPayout } from '../../presenters/payout.ts';
import { owedPayouts, payoutPeriods, periodPayouts } from '../../queries/payouts.ts';
import { referrerClashes } from '../../queries/referrer-clashes.ts';
import { settlePayouts } from '../../commands/settle-payouts.ts';
import { badRequest } from '../../errors.ts';
import { multipartForm, receivedFile } from '../../middlewares/upload.ts';
import { readResultFile } from '../../payouts/result-file.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { policy } from '../../middlewares/policy.ts';

/** Referral payouts for admins: the ledger per month, the bank's CSV, a run on demand, marking paid. */
export function adminPayoutsRouter({ em }: RouterDeps) {
  const router = createRouter();

  const ledger = validate({ query: periodQuery });
  router.get('/api/admin/payouts', policy('payouts.read'), ledger, async (ctx) => {
    const all = await payoutPeriods(em());
    const period = ledger.of(ctx).query.period ?? all[0] ?? previousPeriod();
    const payouts = await periodPayouts(em(), period);
    // Two payouts to one phone or UPI id are flagged, not refused: each referral is still paid once (payout_items).
    const clashes = await referrerClashes(
      em(),
      payouts.map((p) => p.referrer.id),
    );
    const viewer = currentStaffRole(ctx);
    ctx.body = {
      period,
      periods: all,
      payouts: payouts.map((p) => presentPayout(p, viewer, clashes)),
    } satisfies PayoutLedger;
  });

  router.get('/api/admin/payouts.csv', policy('payouts.export'), ledger, async (ctx) => {
    const period = ledger.of(ctx).query.period ?? (await payoutPeriods(em()))[0] ?? previousPeriod();
    const payouts = await owedPayouts(em(), period);
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="payouts-${period}.csv"`);
    // Cells starting with = + - @ are prefixed so a spreadsheet never runs them as formulas.
    ctx.body = stringify([
      ['name', 'UPI id', 'amount', 'reference'],
      ...payouts.map((p) => payoutCsvRow(p).map(formulaSafe)),
    ]);
  });

  const run = validate({ body: runBody });
  router.post('/api/admin/payouts/run', policy('payouts.run'), run, async (ctx) => {
    const period = run.of(ctx).body.period ?? previousPeriod();
    const { jobs } = await requestPayoutRun(em(), period, `admin:${currentUser(ctx).id}`);
    ctx.status = 202;
    ctx.body = {
      message: `The payout for ${period} is running.`,
      period,
      jobId: jobs[0]!,
      jobs,
    } satisfies PayoutRunStarted;
  });

  // The bank's result file of the bulk transfer: every successful row paid, failed ones kept owed.
  router.post('/api/admin/payouts/results', policy('payouts.record'), multipartForm('file'), async (ctx) => {
    const file = receivedFile(ctx);
    if (!file) throw badRequest("Please choose the bank's result file.");
    ctx.body = (await settlePayouts(
      em(),
      await readResultFile(file.buffer),
      `admin:${currentUser(ctx).id}`,
    )) satisfies PayoutResults;
  });

  const paid = validate({ params: payoutParams, body: paidBody });
  router.post('/api/admin/payouts/:id/paid', policy('payouts.record'), paid, async (ctx) => {
    const { params, body } = paid.of(ctx);
    const { jobs } = await markPayoutPaid(em(), params.id, body.utr, `admin:${currentUser(ctx).id}`);
    ctx.body = { message: 'Payout marked paid.', jobs } satisfies JobsAnswer;
  });

  return router;
}
