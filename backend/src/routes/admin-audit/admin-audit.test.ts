import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from 'shared/api/admin-audit';
import type { Student } from '../../entities/index.ts';
import { cookieFrom, signInAdmin } from '../../../test/accounts.ts';
import { buildAdmin, buildStudent } from '../../../test/factories.ts';
import { signedIn, type SignedIn } from '../../../test/signed-in.ts';
import { api, asOwner, type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

const ADMIN_EMAIL = 'audit.admin@example.in';
let admin: SignedIn;
beforeEach(async () => {
  admin = await signedIn(app, orm, { kind: 'admin', fields: { name: 'Audit Admin', email: ADMIN_EMAIL } });
});

/** The audit page as the signed-in admin, or with the cookie of a sign-in through the form. */
async function audit(query = '', cookie = admin.cookie) {
  const res = await api(app.url, `/api/admin/audit${query}`, { cookie });
  expect(res.status, res.text).toBe(200);
  return res.body as unknown as AuditPage;
}

/** An event as a command records it, at a chosen time (as the owner: the site's role cannot backdate). */
async function event(
  type: string,
  actor: string,
  subject: [string, string | number],
  payload: Record<string, unknown>,
  at = new Date(),
) {
  const [row] = await asOwner<{ id: string }>(
    `insert into events (type, subject_type, subject_id, payload, actor, created_at) values ($1, $2, $3, $4, $5, $6) returning id`,
    [type, subject[0], String(subject[1]), JSON.stringify(payload), actor, at],
  );
  return Number(row!.id);
}

describe('GET /api/admin/audit', () => {
  it("shows the admin's own actions after doing them, newest first: the sign-in, a validation, a cleared refer code", async () => {
    const student = await buildStudent(orm.em.fork(), {
      name: 'Revathi Audit',
      referralCode: 'REFAAAAAA',
    } as Partial<Student>);
    const login = await signInAdmin(app.url, orm, ADMIN_EMAIL);
    expect(login.status).toBe(200);
    const cookie = cookieFrom(login.headers)!;
    expect((await api(app.url, `/api/admin/students/${student.id}/validate`, { method: 'POST', cookie })).status).toBe(
      200,
    );
    expect(
      (await api(app.url, `/api/admin/students/${student.id}/clear-referral`, { method: 'POST', cookie })).status,
    ).toBe(200);

    const { entries } = await audit('', cookie);
    const mine = entries.filter((e) => e.actor === `admin:${admin.id}`);
    // Her end date has passed, so the validation also made her certificate due.
    expect(mine.map((e) => e.actionLabel)).toEqual([
      'Cleared a refer code',
      'Internship completed (certificate due)',
      'Validated a student',
      'Signed in',
    ]);
    expect(mine[2]).toMatchObject({
      action: 'student.validated',
      actorLabel: 'Audit Admin (audit.admin@example.in)',
      student: { id: student.id, name: 'Revathi Audit', internId: expect.stringMatching(new RegExp(`${student.id}$`)) },
    });
    expect(Date.now() - new Date(mine[2]!.at).getTime()).toBeLessThan(60_000);
    expect(mine[3]!.student).toBeNull();
    // Ids strictly decreasing: newest first.
    const ids = entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("lists admins' and the system's actions only, not interns' or visitors' own steps", async () => {
    const student = await buildStudent(orm.em.fork());
    await event('student.registered', 'visitor', ['student', student.id], { studentId: student.id });
    await event('account.password-changed', `student:${student.id}`, ['student', student.id], {
      accountKind: 'student',
      accountId: student.id,
      sessionsEnded: 0,
    });
    await event('student.completed', 'system', ['student', student.id], { studentId: student.id });
    const { entries } = await audit();
    expect(entries.map((e) => [e.action, e.actorLabel])).toEqual([['student.completed', 'System']]);
    expect(entries[0]!.actionLabel).toBe('Internship completed (certificate due)');
  });

  it('filters by actor, action, student (a resent mail by the student of its mail) and dates in India, all together', async () => {
    const other = await buildAdmin(orm.em.fork(), { name: 'Other Admin', email: 'other.admin@example.in' });
    const [a, b] = [await buildStudent(orm.em.fork()), await buildStudent(orm.em.fork())];
    const [mail] = await asOwner<{ id: number }>(
      `insert into mail_log (job_id, template, recipient, subject, student_id, status, created_at, updated_at) values ('e1-mail', 'offer-letter', 'x@example.in', 'Offer', $1, 'sent', now(), now()) returning id`,
      [a.id],
    );
    const day = (iso: string) => new Date(iso);
    const v1 = await event(
      'student.validated',
      `admin:${admin.id}`,
      ['student', a.id],
      { studentId: a.id },
      day('2026-10-01T18:29:00Z'),
    ); // 1 Oct, 23:59 IST
    const v2 = await event(
      'student.validated',
      `admin:${other.id}`,
      ['student', b.id],
      { studentId: b.id },
      day('2026-10-01T18:31:00Z'),
    ); // 2 Oct, 00:01 IST
    const x = await event(
      'extra-course.validated',
      `admin:${other.id}`,
      ['extra-course', 9],
      { extraCourseId: 9, studentId: a.id },
      day('2026-10-03T05:00:00Z'),
    );
    const r = await event(
      'mail.resend-requested',
      `admin:${admin.id}`,
      ['mail', mail!.id],
      { mailLogId: mail!.id },
      day('2026-10-04T05:00:00Z'),
    );
    const p = await event(
      'payout.run-requested',
      'system',
      ['payout-period', '2026-09'],
      { period: '2026-09' },
      day('2026-10-05T05:00:00Z'),
    );
    const ids = (page: AuditPage) => page.entries.map((e) => e.id);

    expect(ids(await audit())).toEqual([p, r, x, v2, v1]);
    expect(ids(await audit(`?actor=admin:${other.id}`))).toEqual([x, v2]);
    expect(ids(await audit('?actor=system'))).toEqual([p]);
    expect(ids(await audit('?action=student.validated'))).toEqual([v2, v1]);
    expect(ids(await audit(`?student=${a.id}`))).toEqual([r, x, v1]);
    expect(ids(await audit('?from=2026-10-02&to=2026-10-03'))).toEqual([x, v2]);
    expect(ids(await audit('?to=2026-10-01'))).toEqual([v1]);
    expect(ids(await audit(`?student=${a.id}&actor=admin:${admin.id}&from=2026-10-02`))).toEqual([r]);
    const resend = (await audit(`?action=mail.resend-requested`)).entries[0]!;
    expect(resend).toMatchObject({ actionLabel: 'Resent a mail', student: { id: a.id } });
    const payout = (await audit('?actor=system')).entries[0] as AuditEntry;
    expect(payout).toMatchObject({ student: null, subject: 'payout-period 2026-09' });
    const page = await audit();
    expect(page.actors.map((x) => x.value).sort()).toEqual([`admin:${admin.id}`, `admin:${other.id}`].sort());
  });

  it('pages newest first by the last id seen, every entry once, and says when there is no older page', async () => {
    const made: number[] = [];
    for (let i = 0; i < 7; i++)
      made.push(
        await event(
          'payout.paid',
          `admin:${admin.id}`,
          ['payout', i + 1],
          { payoutId: i + 1 },
          new Date(Date.UTC(2026, 9, 1 + i)),
        ),
      );
    const seen: number[] = [];
    let before: number | null = null;
    let pages = 0;
    do {
      const page: AuditPage = await audit(`?pageSize=3${before ? `&before=${before}` : ''}`);
      seen.push(...page.entries.map((e) => e.id));
      before = page.next;
      pages += 1;
    } while (before !== null && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([...made].reverse());
  });

  it('refuses anonymous visitors and interns, and a bad filter with a message naming it', async () => {
    const asIntern = await signedIn(app, orm, { kind: 'student' });
    expect((await api(app.url, '/api/admin/audit')).status).toBe(401);
    expect((await asIntern('/api/admin/audit')).status).toBe(403);
    for (const [query, message] of [
      ['?from=2026-10-05&to=2026-10-01', 'The From date must not be after the To date.'],
      ['?from=2026-13-01', 'Please enter the From date as a valid date.'],
      ['?actor=student:1', 'The actor is system or an admin (admin:<id>).'],
      ["?action=x'; drop table events;--", 'The action is an event name such as student.validated.'],
      ['?student=abc', 'The student must be an intern id number.'],
      ['?before=-1', 'The page marker (before) must be an entry id.'],
      ['?pageSize=1000', 'The page size must be 1 to 100.'],
    ]) {
      const res = await admin(`/api/admin/audit${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
  });
});
