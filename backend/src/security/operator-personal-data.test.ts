import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { JobRun, MailLog, Payout } from '../entities/index.ts';
import { buildReferrer, buildStudent } from '../../test/factories.ts';
import { bullBoardRoutes, routeTable, type RouteEntry } from '../../test/security/route-table.ts';
import { signedIn, type SignedIn } from '../../test/signed-in.ts';
import { resetRateLimits, type TestApp, useTestApp } from '../../test/support.ts';

/**
 * Operators see ids and states, never an intern's e-mail or name or a referrer's name or
 * UPI id (admins still do: policies/personal-fields.ts). Rows with distinctive values are put where
 * the staff screens read (a failed mail to an intern, a failed job about them, a referrer's payout in
 * the route table's sample period); then the JSON text of every staff GET of the route table, as an
 * operator, is searched for each value.
 */
let orm: MikroORM;
let app: TestApp;
// A new session for each request, as each staff screen were opened after a new sign-in.
let operator: SignedIn;
let admin: SignedIn;
let studentId: number;
let referrerId: number;

const intern = { name: 'Tamilselvi Needlework', email: 'tamilselvi.needle@example.in', phone: '9345612780' };
const referrer = {
  name: 'Vasanthi Needlepoint',
  upiId: 'vasanthi.needle@okaxis',
  email: 'vasanthi.needle@example.in',
  phone: '9345612781',
};
const needles = [
  intern.name,
  intern.email,
  intern.phone,
  referrer.name,
  referrer.upiId,
  referrer.email,
  referrer.phone,
].map((n) => n.toLowerCase());

useTestApp((started) => ({ orm, app } = started), { cleanEach: false });
beforeAll(async () => {
  admin = await signedIn(app, orm, { kind: 'admin' }, { sessionPerRequest: true });
  operator = await signedIn(app, orm, { kind: 'admin', staffRole: 'operator' }, { sessionPerRequest: true });
  const em = orm.em.fork();
  studentId = (await buildStudent(em, intern)).id;
  referrerId = (await buildReferrer(em, referrer)).id;
  em.create(Payout, { referrer: referrerId, period: '2026-05', referralCount: 2, amount: 140, status: 'pending' });
  // A mail to the intern the server refused (its error quotes the address), and the job that failed with it;
  // the job's error as a row written before the runtime redacted errors would hold it.
  em.create(MailLog, {
    jobId: 'e900001-mail-offer-letter',
    template: 'mail-offer-letter',
    recipient: intern.email,
    subject: `Welcome, ${intern.name}`,
    studentId,
    eventId: 900001,
    status: 'failed',
    error: `550 5.1.1 <${intern.email}>: no such user`,
    attempts: 3,
  });
  em.create(JobRun, {
    id: 'e900001-mail-offer-letter',
    eventId: 900001,
    queue: 'mail',
    handler: 'mail-offer-letter',
    studentId,
    state: 'failed',
    attempts: 3,
    error: `550 5.1.1 <${intern.email}>: no such user (${intern.phone})`,
  });
  await em.flush();
});

async function get(route: RouteEntry, as: SignedIn) {
  await resetRateLimits(app);
  return as(route.sample);
}

/** Every GET an operator may open: every staff account's and the operators' own. */
const staffGets = [...routeTable, ...bullBoardRoutes].filter(
  (r) => (r.access === 'staff' || r.access === 'operators') && r.method === 'GET',
);

describe("an operator's staff screens", () => {
  it('cover every staff GET of the route table', () => {
    expect(staffGets.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/api/admin/payouts',
        '/api/admin/delivery',
        '/api/admin/jobs',
        '/api/admin/mail',
        '/api/admin/security',
        '/metrics',
      ]),
    );
  });

  it.each(staffGets.map((r) => [r.sample, r] as const))(
    '%s answers no intern e-mail, name or phone, no referrer name or UPI id',
    async (_name, route) => {
      const res = await get(route, operator);
      expect(res.status, res.text).toBe(200);
      const text = res.text.toLowerCase();
      for (const needle of needles) expect(text, `${route.sample} shows ${needle}`).not.toContain(needle);
    },
  );

  it('shows the ids instead: the intern of a mail and a job, the referrer of a payout', async () => {
    const byPath = (path: string) => staffGets.find((r) => r.path === path)!;
    const mails = (await get(byPath('/api/admin/mail'), operator)).body.mails as Record<string, unknown>[];
    expect(mails).toEqual([
      expect.objectContaining({
        studentId,
        recipient: null,
        subject: null,
        status: 'failed',
        error: '550 5.1.1 <[e-mail]>: no such user',
      }),
    ]);
    const jobs = (await get(byPath('/api/admin/jobs'), operator)).body.jobs as Record<string, unknown>[];
    expect(jobs).toEqual([
      expect.objectContaining({ studentId, state: 'failed', error: '550 5.1.1 <[e-mail]>: no such user ([phone])' }),
    ]);
    const payouts = (await get(byPath('/api/admin/payouts'), operator)).body.payouts as Record<string, unknown>[];
    expect(payouts).toEqual([
      expect.objectContaining({
        referrer: {
          id: referrerId,
          name: null,
          code: expect.any(String),
          upiId: null,
          sharesPhoneWith: [],
          sharesUpiWith: [],
        },
        amount: 140,
        status: 'pending',
      }),
    ]);
  });

  it('an admin still sees the address, the name and the UPI id', async () => {
    const byPath = (path: string) => staffGets.find((r) => r.path === path)!;
    const mails = (await get(byPath('/api/admin/mail'), admin)).body.mails as Record<string, unknown>[];
    expect(mails[0]).toMatchObject({
      studentId,
      recipient: intern.email,
      subject: `Welcome, ${intern.name}`,
      error: `550 5.1.1 <${intern.email}>: no such user`,
    });
    const payouts = (await get(byPath('/api/admin/payouts'), admin)).body.payouts as Record<string, unknown>[];
    expect(payouts[0]).toMatchObject({ referrer: { id: referrerId, name: referrer.name, upiId: referrer.upiId } });
  });
});
