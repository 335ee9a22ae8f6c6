import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContactMessage, DomainEvent } from '../entities/index.ts';
import { openCleanOrm, truncateAll } from '../../test/support.ts';
import { receiveContactMessage } from './receive-contact-message.ts';

let orm: MikroORM;
beforeAll(async () => {
  orm = await openCleanOrm();
});
beforeEach(() => truncateAll());
afterAll(() => orm.close());

const message = { name: 'Priya', email: 'Priya@Example.in', subject: 'Fees', message: 'Is the course online only?' };

describe('a command and its event (transactional outbox)', () => {
  it('records exactly one event with the state change when it commits', async () => {
    const saved = await receiveContactMessage(orm.em.fork(), message);
    const em = orm.em.fork();
    const events = await em.find(DomainEvent, {});
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'contact.received',
      subjectId: String(saved.id),
      actor: 'visitor',
      dispatchedAt: null,
    });
    expect(events[0]!.payload).toEqual({ contactMessageId: saved.id });
    expect(await em.count(ContactMessage, { email: 'priya@example.in' })).toBe(1);
  });

  it('records no event and changes nothing when it fails', async () => {
    // A name longer than the column allows makes PostgreSQL reject the insert inside the transaction.
    await expect(receiveContactMessage(orm.em.fork(), { ...message, name: 'x'.repeat(300) })).rejects.toThrow();
    const em = orm.em.fork();
    expect(await em.count(DomainEvent, {})).toBe(0);
    expect(await em.count(ContactMessage, {})).toBe(0);
  });
});
