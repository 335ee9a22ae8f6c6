import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const ContactMessage = defineEntity({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  properties: {
    id: p.integer().primary(),
    name: p.string(),
    email: p.string(),
    subject: p.string(),
    message: p.text(),
    /** The privacy notice version the person agreed to, and when (null: collected before the notice). */
    consentVersion: p.string().nullable(),
    consentAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ContactMessage = InferEntity<typeof ContactMessage>;
