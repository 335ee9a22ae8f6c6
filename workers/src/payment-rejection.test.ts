import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { ExtraCourse } from 'backend/entities/index';
import { buildStudent } from 'backend/test/factories';
import { signedIn } from 'backend/test/signed-in';
import { waitFor, type TestApp } from 'backend/test/support';
import { mailboxOf } from 'backend/test/mail';
import { redisText } from '../test/redis-text.ts';
import { useMailStack, type MailStack } from '../test/mail-stack.ts';

/**
 * A rejected payment's mail, through the outbox and a real SMTP server: it says why (the admin's own
 * words for 'other', which are read from the row and never copied into Redis), in the text and the
 * HTML, once, and says how to send a new one.
 */
let orm: MikroORM;
let smtp: MailStack['smtp'];
let app: TestApp;
let prefix: string;
useMailStack((stack) => ({ orm, smtp, app, prefix } = stack));

const { mailsTo } = mailboxOf(() => smtp.received);

describe('the mail of a rejected payment, through real SMTP', () => {
  it("tells the intern the admin's reason, once, and the way to send a new payment; the reason is not in Redis", async () => {
    const intern = await buildStudent(orm.em.fork(), { name: 'Divya Lakshmi', email: 'divya.pay@example.in' });
    const admin = await signedIn(app, orm, { kind: 'admin' });
    const res = await admin(`/api/admin/students/${intern.id}/reject`, {
      method: 'POST',
      json: { reason: 'other', note: 'The payee on the screenshot is somebody else' },
    });
    expect(res.status).toBe(200);
    const subject = 'We could not confirm your payment';
    await waitFor(() => mailsTo(intern.email, subject).length > 0, 20_000);
    const [mail] = mailsTo(intern.email, subject);
    expect(mail!.text).toContain('Reason: The payee on the screenshot is somebody else');
    expect(String(mail!.html)).toContain('The payee on the screenshot is somebody else');
    expect(mail!.text).toContain('send a new payment screenshot');
    expect(await redisText(app.redis, prefix)).not.toContain('somebody else');

    // An extra course's rejection has its own mail, naming the course.
    const em = orm.em.fork();
    const course = em.create(ExtraCourse, {
      student: intern.id,
      course: 'Basic React.js',
      feeRupees: [200, 350],
      startDate: '2026-08-01',
      endDate: '2026-08-31',
      college: 'NIT',
      transaction: '412345678901',
      email: intern.email,
      validated: false,
    });
    await em.flush();
    await admin(`/api/admin/extra-courses/${course.id}/reject`, { method: 'POST', json: { reason: 'not-received' } });
    await waitFor(
      () => mailsTo(intern.email, 'We could not confirm your payment for Basic React.js').length > 0,
      20_000,
    );
    expect(mailsTo(intern.email, 'We could not confirm your payment for Basic React.js')[0]!.text).toContain(
      'Reason: The payment was not received',
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo(intern.email, subject)).toHaveLength(1);
  });
});
