import type { EntityManager } from '@mikro-orm/postgresql';
import { ContactMessage } from '../entities/index.ts';
import { recordEvent } from '../events/record-event.ts';
import type { Actor } from '../events/types.ts';
import { PRIVACY_NOTICE_VERSION } from 'shared/privacy';

export interface ContactMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * Stores a contact-form message; contact.received mails it to the company inbox. The consent is
 * stored with the notice in force (the route's schema refused a form without it or with an older one).
 */
export async function receiveContactMessage(em: EntityManager, input: ContactMessageInput, actor: Actor = 'visitor') {
  return em.transactional(async (tx) => {
    // The fields one by one: the validated body also carries the consent box, which is no column.
    const { name, email, subject, message: text } = input;
    const message = tx.create(ContactMessage, {
      name,
      email: email.toLowerCase(),
      subject,
      message: text,
      consentVersion: PRIVACY_NOTICE_VERSION,
      consentAt: new Date(),
    });
    await tx.flush();
    recordEvent(
      tx,
      'contact.received',
      { type: 'contact_message', id: message.id },
      { contactMessageId: message.id },
      actor,
    );
    return message;
  });
}
