import type { EntityManager } from '@mikro-orm/postgresql';
import { MailLog } from '../entities/index.ts';
import { notFound } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import type { Actor } from '../events/types.ts';
import { jobIdsForEvent } from '../queues/fan-out.ts';

/** An admin resends a mail (failed or not): mail.resend-requested sends it again under a new job id. */
export async function requestMailResend(em: EntityManager, mailLogId: number, actor: Actor) {
  return em.transactional(async (tx) => {
    const mail = await tx.findOne(MailLog, { id: mailLogId });
    if (!mail) throw notFound('No mail has this id.');
    const event = recordEvent(
      tx,
      'mail.resend-requested',
      { type: 'mail', id: mail.id },
      { mailLogId: mail.id },
      actor,
    );
    await tx.flush();
    return { jobs: jobIdsForEvent(event.id, 'mail.resend-requested') };
  });
}
