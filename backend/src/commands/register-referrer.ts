import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { Referrer } from '../entities/index.ts';
import { conflict } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import type { Actor } from '../events/types.ts';
import { newReferralCode, type ReferralSource } from '../lib/referral-code.ts';

export interface ReferrerInput {
  name: string;
  /** Lower case (the schema normalises it). */
  email: string;
  phone: string;
  upiId: string;
  source: ReferralSource;
}

const maxCodeAttempts = 8;

/**
 * Joins the refer-and-earn programme: issues a fresh referral code (unique by the database constraint;
 * a collision simply draws again) and records referrer.registered, which mails the code. One e-mail
 * joins once: a second try is 409 'Mail already exists'.
 */
export async function registerReferrer(
  em: EntityManager,
  input: ReferrerInput,
  opts: { actor?: Actor; nextCode?: (source: ReferralSource) => string } = {},
): Promise<Referrer> {
  const { source, ...fields } = input;
  const nextCode = opts.nextCode ?? newReferralCode;
  for (let attempt = 1; ; attempt++) {
    const code = nextCode(source);
    try {
      return await em.transactional(async (tx) => {
        const referrer = tx.create(Referrer, { ...fields, code });
        await tx.flush();
        recordEvent(tx, 'referrer.registered', { type: 'referrer', id: referrer.id }, { referrerId: referrer.id }, opts.actor ?? 'visitor');
        return referrer;
      });
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) {
        const constraint = (err as { constraint?: string }).constraint;
        if (constraint === 'referrers_email_unique') throw conflict('Mail already exists');
        if (constraint === 'referrers_code_unique' && attempt < maxCodeAttempts) continue;
      }
      throw err;
    }
  }
}
