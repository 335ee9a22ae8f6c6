import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminOverview } from 'shared/api/admin-overview';
import { addCalendarDays, todayInIndia } from 'shared/dates';
import { registrationForm, uploadScreenshot } from '../../../test/accounts.ts';
import { buildStudent } from '../../../test/factories.ts';
import { signedIn, type SignedIn } from '../../../test/signed-in.ts';
import { api, asOwner, type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

let asAdmin: SignedIn;
let asOperator: SignedIn;
beforeEach(async () => {
  asAdmin = await signedIn(app, orm, { kind: 'admin' });
  asOperator = await signedIn(app, orm, { kind: 'admin', staffRole: 'operator' });
});

async function overview(query: string, as: SignedIn): Promise<AdminOverview> {
  const res = await as(`/api/admin/overview${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as unknown as AdminOverview;
}

/** An intern registered through the form, as a visitor does; returns their id. */
async function register(email: string, utr?: string): Promise<number> {
  const res = await api(app.url, '/api/registrations', {
    method: 'POST',
    json: registrationForm(await uploadScreenshot(app.url), { email, ...(utr ? { utr } : {}) }),
  });
  expect(res.status, res.text).toBe(201);
  const [row] = await asOwner<{ id: number }>(`select id from students where email = $1`, [email]);
  return row!.id;
}

function statement(...rows: string[]) {
  const form = new FormData();
  form.append('file', new Blob([['date,utr,amount,narration', ...rows].join('\n')]), 'statement.csv');
  return asAdmin('/api/admin/statements', { method: 'POST', body: form });
}

async function mails(...rows: { status: 'sent' | 'failed'; error?: string }[]) {
  for (const { status, error } of rows) {
    await asOwner(
      `insert into mail_log (job_id, template, recipient, subject, status, error, attempts, sent_at, created_at, updated_at)
       values (md5(random()::text), 'mail-registration-received', 'meena@example.in', 'Registration received', $1, $2, 1, case when $1 = 'sent' then now() end, now(), now())`,
      [status, error ?? null],
    );
  }
}

describe('GET /api/admin/overview', () => {
  it('shows the interns registered, validated, rejected and reconciled today, and the one still waiting', async () => {
    const validated = await register('validated@example.in');
    const rejected = await register('rejected@example.in');
    const reconciled = await register('reconciled@example.in', '632512345699');
    await register('waiting@example.in');
    expect((await asAdmin(`/api/admin/students/${validated}/validate`, { method: 'POST' })).status).toBe(200);
    expect(
      (await asAdmin(`/api/admin/students/${rejected}/reject`, { method: 'POST', json: { reason: 'not-received' } }))
        .status,
    ).toBe(200);
    const imported = await statement(`${todayInIndia()},632512345699,499,UPI/MEENA`);
    expect(imported.status, imported.text).toBe(201);
    const statementId = (imported.body.statement as { id: number }).id;
    const reconciling = await asAdmin(`/api/admin/statements/${statementId}/validate`, { method: 'POST' });
    expect(reconciling.status, reconciling.text).toBe(202);
    expect(reconciling.body).toMatchObject({ validated: 1 });
    const [credit] = await asOwner<{ student_id: number }>(`select student_id from statement_credits`);
    expect(credit!.student_id).toBe(reconciled);
    await mails(
      { status: 'sent' },
      { status: 'sent' },
      { status: 'failed', error: 'connect ECONNREFUSED 10.0.0.5:25' },
      { status: 'failed', error: '550 5.1.1 <meena@example.in>: Recipient address rejected' },
    );

    const today = todayInIndia();
    const body = await overview('?days=7', asAdmin);
    expect(body).toMatchObject({ days: 7, from: addCalendarDays(today, -6), to: today });
    expect(body.enrolments).toHaveLength(7);
    expect(body.enrolments!.map((d) => d.day)).toEqual(
      [-6, -5, -4, -3, -2, -1, 0].map((n) => addCalendarDays(today, n)),
    );
    expect(body.enrolments!.slice(0, 6).every((d) => d.registered === 0 && d.validated === 0 && d.rejected === 0)).toBe(
      true,
    );
    expect(body.enrolments![6]).toEqual({ day: today, registered: 4, validated: 2, rejected: 1 });
    expect(body.fees![6]).toEqual({ day: today, matchedRupees: 499, unmatchedRupees: 499 });
    expect(body.pending).toMatchObject({ count: 1, overADay: 0, oldestSince: expect.any(String) });
    expect(body.pending!.medianWaitHours).toBeLessThan(1);
    expect(body.mail.days[6]).toEqual({ day: today, sent: 2, failed: 2 });
    expect(body.mail.failureReasons).toEqual([
      { reason: 'connection', count: 1 },
      { reason: 'refused', count: 1 },
    ]);
    // The reasons are kinds: no address from the error text reaches the answer.
    expect(JSON.stringify(body)).not.toContain('@');
    expect(body.payouts!.map((p) => p.month)).toEqual([
      ...new Set([addCalendarDays(today, -6).slice(0, 7), today.slice(0, 7)]),
    ]);

    // Without a period, 30 days.
    const month = await overview('', asAdmin);
    expect(month.enrolments).toHaveLength(30);
    expect(month.from).toBe(addCalendarDays(today, -29));
  });

  it('reads waits from the registration times: the median, the 90th percentile, those over a day', async () => {
    for (const hoursAgo of [2, 4, 6, 30, 72]) {
      const student = await buildStudent(orm.em.fork());
      await asOwner(`update students set created_at = now() - make_interval(hours => $2) where id = $1`, [
        student.id,
        hoursAgo,
      ]);
    }
    const { pending } = await overview('?days=7', asAdmin);
    // percentile_cont: the 90th of 2, 4, 6, 30 and 72 hours lies 60% of the way from 30 to 72.
    expect(pending).toMatchObject({ count: 5, overADay: 2, medianWaitHours: 6, p90WaitHours: 55.2 });
  });

  it('gives an operator the mail figures only', async () => {
    await mails({ status: 'failed', error: 'Greeting never received' });
    await buildStudent(orm.em.fork());
    const body = await overview('?days=30', asOperator);
    expect(body).toMatchObject({ days: 30, enrolments: null, pending: null, fees: null, payouts: null });
    expect(body.mail.days).toHaveLength(30);
    expect(body.mail.days[29]).toMatchObject({ sent: 0, failed: 1 });
    expect(body.mail.failureReasons).toEqual([{ reason: 'timeout', count: 1 }]);
  });

  it('refuses interns and visitors, and a period other than 7, 30 or 90 days', async () => {
    const asIntern = await signedIn(app, orm, { kind: 'student' });
    expect((await asIntern('/api/admin/overview?days=7')).status).toBe(403);
    expect((await api(app.url, '/api/admin/overview?days=7')).status).toBe(401);
    for (const days of ['14', 'abc', '0', '7.5']) {
      const res = await asAdmin(`/api/admin/overview?days=${days}`);
      expect(res.status, days).toBe(400);
      expect(res.body.message).toBe('The period is 7, 30 or 90 days.');
    }
  });
});
