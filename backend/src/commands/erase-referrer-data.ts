import type { EntityManager } from '@mikro-orm/postgresql';
import { ERASED, erasedEmail, erasedPhone } from 'shared/privacy';
import { sql } from '../db/sql.ts';
import { contactMessagesFrom } from '../queries/erasure-scope.ts';
import { deleteOneTimeLinks } from './one-time-links.ts';

/**
 * Marks a mail's outbox file to be removed by the worker, whose disk it is on
 * (workers/src/privacy/forget-erased-mail.ts); an SQL expression for `mail_log.outbox_path`.
 */
export const FORGET_OUTBOX = `case when outbox_path is null or outbox_path like 'forget:%' then outbox_path else 'forget:' || outbox_path end`;

/**
 * Contact messages (by id: whose they are was decided by the caller, queries/erasure-scope.ts)
 * deleted, and the mails that forwarded them to us (their subject is the writer's, their file has the
 * address as Reply-To) forgotten.
 */
export async function forgetContactMessages(tx: EntityManager, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await sql(
    tx,
    `update mail_log set subject = 'Contact form', outbox_path = ${FORGET_OUTBOX}, updated_at = $2
      where template = 'mail-contact' and event_id in (
        select e.id from events e where e.type = 'contact.received' and (e.payload->>'contactMessageId')::int = any($1::int[]))`,
    [ids, now],
  );
  await sql(tx, `delete from contact_messages where id = any($1::int[])`, [ids]);
}

/**
 * Erases a refer-and-earn member's personal data inside the caller's transaction (their own request by
 * the mailed link, or an erased intern's own record): name, e-mail, phone and UPI id, their links,
 * their contact messages, and the address in the mail log (outbox files forgotten). The row and its
 * payouts stay: the ledger's amounts are kept as the law on accounts requires. Its referral code goes,
 * so referrals made with it afterwards earn nothing (a view condition on erased_at instead made the
 * payout run's planner misjudge an unanalysed table: 40 s instead of 1 for 100,000 students).
 */
export async function eraseReferrerData(
  tx: EntityManager,
  referrerId: number,
  now: Date = new Date(),
): Promise<boolean> {
  const [referrer] = await sql<{ name: string; email: string; erased_at: Date | null }>(
    tx,
    `select name, email, erased_at from referrers where id = $1 for update`,
    [referrerId],
  );
  if (!referrer || referrer.erased_at) return false;
  const email = erasedEmail('referrer', referrerId);
  await sql(
    tx,
    // Without a code the member earns nothing more (referral_credits joins on it): no payout is ever owed to nobody.
    `update referrers set name = $2, email = $3, phone = $4, upi_id = $5, code = null, erased_at = $6, updated_at = $6 where id = $1`,
    [referrerId, ERASED, email, erasedPhone('referrer', referrerId), `erased-${referrerId}@erased`, now],
  );
  await deleteOneTimeLinks(tx, { purposes: ['referrer-confirmation', 'referrer-data'], subject: referrerId });
  // The member proved this address (the mailed link), so the messages written from it are theirs.
  await forgetContactMessages(tx, await contactMessagesFrom(tx, referrer.email), now);
  await sql(
    tx,
    `update mail_log set recipient = $2, error = null, updated_at = $3, outbox_path = ${FORGET_OUTBOX}, subject = replace(subject, $4, $5)
      where lower(recipient) = lower($1)`,
    [referrer.email, email, now, referrer.name, ERASED],
  );
  return true;
}
