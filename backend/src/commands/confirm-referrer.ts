import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import type { ReferralSource } from 'shared/api/referrers';
import { Referrer } from '../entities/index.ts';
import { conflict, gone, notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { newReferralCode } from '../lib/referral-code.ts';
import type { ActiveReferrer } from '../queries/referrers.ts';
import { consumeOneTimeLink } from './one-time-links.ts';
import { messages } from 'shared/messages';

export const LINK_NOT_VALID = messages.referrerLinkNotValid;
export const LINK_USED = messages.referrerLinkUsed;
export const LINK_EXPIRED = messages.referrerLinkExpired;
const maxCodeAttempts = 8;

/**
 * Opens a one-time link: the referrer becomes active and gets their referral code (in the format of
 * the form they joined from; unique by the database, a collision draws again), the link is spent, and
 * referrer.confirmed mails the code (and, for a join made while signed in as an intern, whose mail
 * named that account, referrer.linked mails that the membership is linked to it). Refused, changing nothing: an unknown or replaced link (404), a
 * used one or an e-mail already confirmed (409), an expired one (410). A phone or UPI id that another
 * referrer has does not refuse it (anyone can type anyone's, and the owner must still be able
 * to join); admins see the clash instead (queries/referrer-clashes.ts), and each referral is paid once
 * whoever holds its code (the unique payout_items.student_id).
 */
export async function confirmReferrer(
  em: EntityManager,
  token: string,
  opts: { now?: Date; nextCode?: (source: ReferralSource) => string } = {},
): Promise<ActiveReferrer> {
  const nextCode = opts.nextCode ?? newReferralCode;
  for (let attempt = 1; ; attempt++) {
    try {
      return await em.transactional(async (tx) => {
        const now = opts.now ?? new Date();
        const link = await consumeOneTimeLink(tx, { purpose: 'referrer-confirmation', token, now });
        if (link.status === 'unknown') throw notFound('referrerLinkNotValid');
        const referrer = await tx.findOne(
          Referrer,
          { id: Number(link.subject) },
          { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
        );
        if (!referrer) throw notFound('referrerLinkNotValid');
        // A confirmed e-mail answers 'used' whichever of its links is opened, an expired one too.
        if (link.status === 'used' || referrer.confirmedAt) throw conflict('referrerLinkUsed');
        if (link.status === 'expired') throw gone('referrerLinkExpired');
        referrer.confirmedAt = now;
        // A record from before confirmation that the migration left unconfirmed keeps the code its friends used.
        referrer.code ??= nextCode(referrer.source);
        await tx.flush();
        recordEvent(
          tx,
          'referrer.confirmed',
          { type: 'referrer', id: referrer.id },
          { referrerId: referrer.id },
          `referrer:${referrer.id}`,
        );
        // Joined while signed in: the mail just confirmed named the intern account, so this links them, and the member is told.
        if (referrer.student) {
          const pair = { referrerId: referrer.id, studentId: referrer.student.id };
          recordEvent(
            tx,
            'referrer.linked',
            { type: 'referrer', id: referrer.id },
            { ...pair, link: 'joined-signed-in' },
            `referrer:${referrer.id}`,
          );
        }
        return referrer as ActiveReferrer; // confirmed, with its code, just now
      });
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) {
        const constraint = (err as { constraint?: string }).constraint;
        if (constraint === 'referrers_code_unique' && attempt < maxCodeAttempts) continue;
      }
      throw err;
    }
  }
}
