import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { paidBody, type PayoutResults } from 'shared/api/admin-payouts';
import { HttpError } from '../errors.ts';
import { Payout } from '../entities/index.ts';
import { recordEvent } from '../events/record-event.ts';
import type { Actor } from '../events/types.ts';
import type { ResultRow } from '../payouts/result-file.ts';
import { markPayoutPaid, PAYOUT_UTR_USED } from './mark-payout-paid.ts';

/** Records the bank's reason for a transfer that failed: the payout stays owed (and is on the next sheet). */
async function recordFailure(
  em: EntityManager,
  payoutId: number,
  reason: string,
  actor: Actor,
): Promise<'failed' | 'paid'> {
  return em.transactional(async (tx) => {
    const payout = await tx.findOneOrFail(Payout, payoutId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (payout.status === 'paid') return 'paid';
    // The same file again: the same reason is already there, so nothing changes and no event is added.
    if (payout.lastFailureReason === reason) return 'failed';
    payout.lastFailureReason = reason;
    payout.lastFailedAt = new Date();
    recordEvent(tx, 'payout.transfer-failed', { type: 'payout', id: payout.id }, { payoutId: payout.id }, actor);
    return 'failed';
  });
}

/**
 * Settles payouts from the bank's bulk-transfer result file (docs/PAYMENTS.md). Each successful row
 * goes through markPayoutPaid, the same command as marking one by hand (its own transaction, event
 * and statement mail), so one bad row never undoes the good ones; a failed row keeps its payout owed
 * with the bank's reason. Rows that do not fit (unknown reference, other amount, a UTR already used)
 * change nothing and are reported. Importing the same file again changes nothing.
 */
export async function settlePayouts(em: EntityManager, rows: ResultRow[], actor: Actor): Promise<PayoutResults> {
  const result: PayoutResults = { paid: 0, alreadyPaid: 0, failed: [], problems: [] };
  const problem = (row: ResultRow, words: string) =>
    result.problems.push({ line: row.line, reference: row.reference, problem: words });
  const payouts = new Map(
    (await em.find(Payout, { id: { $in: rows.flatMap((r) => (r.payoutId ? [r.payoutId] : [])) } })).map((p) => [
      p.id,
      p,
    ]),
  );
  for (const row of rows) {
    const payout = row.payoutId ? payouts.get(row.payoutId) : undefined;
    if (!payout) {
      problem(row, 'No payout has this reference.');
      continue;
    }
    if (row.amount !== undefined && row.amount !== payout.amount) {
      problem(row, `The amount ${row.amount} is not the payout's ₹${payout.amount}; nothing changed.`);
      continue;
    }
    if (row.outcome === 'unknown') {
      problem(row, 'The status is neither a success nor a failure; nothing changed.');
      continue;
    }
    if (row.outcome === 'failed') {
      const state = await recordFailure(em, payout.id, row.reason ?? 'Failed', actor);
      if (state === 'paid')
        problem(row, 'The bank says failed, but this payout is already marked paid; nothing changed.');
      else result.failed.push({ reference: row.reference, reason: row.reason ?? 'Failed' });
      continue;
    }
    const utr = paidBody.shape.utr.safeParse(row.utr ?? '');
    if (!utr.success) {
      problem(row, 'A paid row needs the UTR of the transfer (6 to 35 letters or digits).');
      continue;
    }
    if (payout.status === 'paid') {
      if (payout.utr === utr.data) result.alreadyPaid += 1;
      else problem(row, `This payout is already marked paid with UTR ${payout.utr ?? ''}; nothing changed.`);
      continue;
    }
    try {
      await markPayoutPaid(em, payout.id, utr.data, actor);
      result.paid += 1;
    } catch (err) {
      if (!(err instanceof HttpError) || err.status !== 409) throw err;
      // Paid meanwhile (another upload of the same file): already paid; else the UTR paid another payout.
      if (err.message === PAYOUT_UTR_USED) problem(row, PAYOUT_UTR_USED);
      else result.alreadyPaid += 1;
    }
  }
  return result;
}
