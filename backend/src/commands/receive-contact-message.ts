import type { EntityManager } from '@mikro-orm/postgresql';
import { ContactMessage } from '../entities/index.ts';
import { recordEvent } from '../events/record-event.ts';
import type { Actor } from '../events/types.ts';

export interface ContactMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Stores a contact-form message; contact.received mails it to the company inbox. */
export async function receiveContactMessage(em: EntityManager, input: ContactMessageInput, actor: Actor = 'visitor') {
  return em.transactional(async (tx) => {
    const message = tx.create(ContactMessage, { ...input, email: input.email.toLowerCase() });
    await tx.flush();
    recordEvent(tx, 'contact.received', { type: 'contact_message', id: message.id }, { contactMessageId: message.id }, actor);
    return message;
  });
}
