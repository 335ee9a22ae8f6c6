import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from 'shared/privacy';
import { ContactMessage, DomainEvent } from '../../entities/index.ts';
import { consentRefusals, expectConsentStored, requestWindow } from '../../../test/consent.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';
import { CONTACT_LIMIT } from './contact.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

const valid = {
  name: 'Karthik',
  email: 'karthik@example.in',
  subject: 'Internship',
  message: 'When does the next batch start?',
  consent: true,
};

describe('POST /api/contact', () => {
  it('stores the message, records contact.received and answers success', async () => {
    const res = await api(app.url, '/api/contact', { method: 'POST', json: valid });
    expect(res.status).toBe(201);
    // The code is what the site shows the message in the reader's language by; the English stays the specification's.
    expect(res.body).toEqual({ success: true, code: 'contactSent', message: 'Message sent successfully!' });
    const em = orm.em.fork();
    expect(await em.count(ContactMessage, {})).toBe(1);
    expect(await em.count(DomainEvent, { type: 'contact.received' })).toBe(1);
  });

  it.each([
    ['a missing field', { ...valid, subject: undefined }],
    ['a blank field', { ...valid, message: '   ' }],
    ['a wrong type', { ...valid, name: 42 }],
    ['no body at all', undefined],
  ])('answers 400 "Please fill in all fields." for %s and stores nothing', async (_label, body) => {
    const res = await api(app.url, '/api/contact', { method: 'POST', json: body ?? {} });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please fill in all fields.');
    const em = orm.em.fork();
    expect(await em.count(ContactMessage, {})).toBe(0);
    expect(await em.count(DomainEvent, {})).toBe(0);
  });

  it('refuses a body that is not JSON, and a huge one, with a 4xx message and no stack trace', async () => {
    const broken = await api(app.url, '/api/contact', {
      method: 'POST',
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.text).not.toMatch(/at .*\.ts:\d+/);
    const huge = await api(app.url, '/api/contact', {
      method: 'POST',
      json: { ...valid, message: 'x'.repeat(1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('The request is too large.');
    expect(await orm.em.fork().count(ContactMessage, {})).toBe(0);
  });

  it(`answers 429 to the ${CONTACT_LIMIT.points + 1}th post of the hour from one address, and neither stores nor mails it`, async () => {
    for (let i = 0; i < CONTACT_LIMIT.points; i++) {
      const res = await api(app.url, '/api/contact', { method: 'POST', json: { ...valid, subject: `Question ${i}` } });
      expect(res.status).toBe(201);
    }
    const blocked = await api(app.url, '/api/contact', { method: 'POST', json: { ...valid, subject: 'One too many' } });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      success: false,
      message: 'Too many messages from this network. Please try again in an hour.',
    });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(CONTACT_LIMIT.durationSec - 60);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_LIMIT.durationSec);
    const em = orm.em.fork();
    expect(await em.count(ContactMessage, {})).toBe(CONTACT_LIMIT.points);
    expect(await em.count(ContactMessage, { subject: 'One too many' })).toBe(0);
    // The mail to the company inbox is made only from this event (the outbox): no event, no mail.
    expect(await em.count(DomainEvent, { type: 'contact.received' })).toBe(CONTACT_LIMIT.points);
  });
});

describe('POST /api/contact: the privacy consent', () => {
  it.each(consentRefusals)(
    'refuses a message %s with 400, and neither stores nor mails it',
    async (_label, consent, message) => {
      const res = await api(app.url, '/api/contact', { method: 'POST', json: { ...valid, ...consent } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      const em = orm.em.fork();
      expect(await em.count(ContactMessage, {})).toBe(0);
      expect(await em.count(DomainEvent, {})).toBe(0);
    },
  );

  it('stores the notice version in force and the time of the consent with the message', async () => {
    const window = requestWindow();
    const res = await api(app.url, '/api/contact', {
      method: 'POST',
      json: { ...valid, noticeVersion: PRIVACY_NOTICE_VERSION },
    });
    expect(res.status).toBe(201);
    await expectConsentStored(orm, 'contact_messages', valid.email, window.close());
  });
});
