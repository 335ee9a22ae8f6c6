import { config } from 'backend/config';
import { ContactMessage } from 'backend/entities/index';
import { idOf } from '../processors/payload.ts';
import { PermanentError } from '../runtime/processor.ts';
import { compose, esc, facts } from './compose.ts';
import { defineMail } from './define.ts';

/** A contact form's message, forwarded to the company's address; a reply goes to the sender. */
export default defineMail({
  handler: 'mail-contact',
  async data(em, payload) {
    const id = idOf(payload, 'contactMessageId');
    const m = await em.findOne(ContactMessage, { id }, { refresh: true });
    if (!m) throw new PermanentError(`Contact message ${id} no longer exists.`);
    return {
      envelope: { to: config().COMPANY_EMAIL, replyTo: m.email },
      facts: {
        name: m.name,
        email: m.email,
        subject: m.subject,
        message: m.message,
        receivedAt: m.createdAt.toISOString(),
      },
    };
  },
  // To the company's own inbox: staff read English.
  template: (brand, m: { name: string; email: string; subject: string; message: string; receivedAt: string }, i18n) =>
    compose(i18n, brand, `Contact form: ${m.subject}`, [
      'A new message came in through the contact form:',
      facts([
        ['From', `${m.name} <${m.email}>`],
        ['Subject', m.subject],
        ['Received', m.receivedAt],
      ]),
      {
        html: `<div style="white-space:pre-wrap;border-left:3px solid #0f5e9c;padding:8px 12px;background:#f9fafb">${esc(m.message)}</div>`,
        text: m.message,
      },
      {
        html: '<p style="margin:14px 0 0;color:#6b7280">Reply to this mail to answer the sender directly.</p>',
        text: 'Reply to this mail to answer the sender directly.',
      },
    ]),
});
