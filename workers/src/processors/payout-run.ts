import { runPayout } from 'backend/commands/run-payout';
import type { Actor } from 'backend/events/types';
import { now } from 'backend/lib/clock';
import { previousPeriod } from 'shared/dates';
import type { Processor } from '../runtime/processor.ts';

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;
const ACTOR = /^(admin:\d+|system)$/;

/**
 * The monthly payout (the 10th, 06:00 in India) for the month just closed, or for the period an
 * admin asked for (payout.run-requested). Idempotent: the command pays each referral once. The data
 * is the event row's (the runtime rebuilds it from PostgreSQL, never from the job): the period and
 * the actor the admin command wrote after checking the role, or for the schedule (no event) the
 * clock's previous month and 'system'.
 */
export const payoutRun: Processor = {
  handler: 'payout-run',
  async run(ctx) {
    const scheduled = ctx.data.eventId === 0;
    const given = ctx.data.payload.period;
    const period = !scheduled && typeof given === 'string' && PERIOD.test(given) ? given : previousPeriod(now());
    await ctx.progress(10);
    const actor = !scheduled && ACTOR.test(ctx.data.actor) ? (ctx.data.actor as Actor) : 'system';
    const result = await runPayout(ctx.em, period, actor);
    return { ...result };
  },
};
