import { runPayout } from 'backend/commands/run-payout';
import { previousPeriod } from 'shared/dates';
import type { Processor } from '../runtime/processor.ts';

/**
 * The monthly payout (the 10th, 06:00 in India) for the month just closed, or for the period an
 * admin asked for (payout.run-requested). Idempotent: the command pays each referral once.
 */
export const payoutRun: Processor = {
  handler: 'payout-run',
  async run(ctx) {
    const given = ctx.data.payload.period;
    const period = typeof given === 'string' && given ? given : previousPeriod();
    await ctx.progress(10);
    const actor = /^(admin|system):?\d*$/.test(ctx.data.actor) ? (ctx.data.actor as 'system') : 'system';
    const result = await runPayout(ctx.em, period, actor);
    return { ...result };
  },
};
