import type { MikroORM } from '@mikro-orm/postgresql';
import { beforeEach, describe, expect, it } from 'vitest';
import { runPayout } from '../../commands/run-payout.ts';
import { DomainEvent, Payout } from '../../entities/index.ts';
import { buildReferrer, buildStudent } from '../../../test/factories.ts';
import { signedIn, type SignedIn } from '../../../test/signed-in.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
let asAdmin: SignedIn;
useTestApp((started) => ({ orm, app } = started));
beforeEach(async () => {
  asAdmin = await signedIn(app, orm, { kind: 'admin' });
});

async function octoberLedger() {
  const em = orm.em.fork();
  const a = await buildReferrer(em, { name: 'Lakshmi, R', code: 'REFAAA111', upiId: 'lakshmi@okaxis' });
  const b = await buildReferrer(em, { name: '=HYPERLINK("x")', code: 'REFBBB222', upiId: 'bad@okaxis' });
  for (let i = 0; i < 2; i++)
    await buildStudent(em, { referralCode: a.code, validated: true, validatedAt: new Date('2026-10-03T10:00:00Z') });
  await buildStudent(em, { referralCode: b.code, validated: true, validatedAt: new Date('2026-10-03T10:00:00Z') });
  await runPayout(orm.em.fork(), '2026-10');
}

describe('admin payouts', () => {
  it('lists the ledger of a period and exports the CSV rows for the bank', async () => {
    await octoberLedger();
    const list = await asAdmin('/api/admin/payouts?period=2026-10');
    expect(list.status).toBe(200);
    expect(list.body.periods).toEqual(['2026-10']);
    expect(list.body.payouts).toEqual([
      expect.objectContaining({
        period: '2026-10',
        referrer: expect.objectContaining({
          id: expect.any(Number),
          name: 'Lakshmi, R',
          code: 'REFAAA111',
          upiId: 'lakshmi@okaxis',
          sharesPhoneWith: [],
          sharesUpiWith: [],
        }),
        referralCount: 2,
        amount: 140,
        status: 'pending',
        utr: null,
      }),
      expect.objectContaining({ referralCount: 1, amount: 70 }),
    ]);

    const csv = await asAdmin('/api/admin/payouts.csv?period=2026-10');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const ids = (list.body.payouts as { id: number }[]).map((p) => p.id);
    expect(csv.text.trim().split('\n')).toEqual([
      'name,UPI id,amount,reference',
      `"Lakshmi, R",lakshmi@okaxis,140,REF-2026-10-${ids[0]}`,
      `"'=HYPERLINK(""x"")",bad@okaxis,70,REF-2026-10-${ids[1]}`,
    ]);
  });

  it('marks a payout paid with its UTR (once), which records payout.paid for the statement mail', async () => {
    await octoberLedger();
    const payout = (await orm.em.fork().find(Payout, {}, { orderBy: { id: 'asc' } }))[0]!;
    const bad = await asAdmin(`/api/admin/payouts/${payout.id}/paid`, { method: 'POST', json: { utr: '!' } });
    expect(bad.status).toBe(400);
    const paid = await asAdmin(`/api/admin/payouts/${payout.id}/paid`, {
      method: 'POST',
      json: { utr: '412345678901' },
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      message: 'Payout marked paid.',
      jobs: [expect.stringMatching(/^e\d+-mail-payout-statement$/)],
    });
    expect(await orm.em.fork().findOneOrFail(Payout, { id: payout.id })).toMatchObject({
      status: 'paid',
      utr: '412345678901',
    });
    expect(await orm.em.fork().count(DomainEvent, { type: 'payout.paid', subjectId: String(payout.id) })).toBe(1);
    const twice = await asAdmin(`/api/admin/payouts/${payout.id}/paid`, {
      method: 'POST',
      json: { utr: '412345678901' },
    });
    expect(twice.status).toBe(409);
    // A UTR is one transfer: it cannot pay a second payout (409 with the reason, not a server error).
    const other = (await orm.em.fork().find(Payout, {}, { orderBy: { id: 'asc' } }))[1]!;
    const reused = await asAdmin(`/api/admin/payouts/${other.id}/paid`, {
      method: 'POST',
      json: { utr: '412345678901' },
    });
    expect([reused.status, reused.body.message]).toEqual([
      409,
      'This UTR already paid another payout; nothing changed.',
    ]);
    expect((await orm.em.fork().findOneOrFail(Payout, other.id)).status).toBe('pending');
    const csv = await asAdmin('/api/admin/payouts.csv?period=2026-10');
    expect(csv.text.trim().split('\n')).toHaveLength(2); // only what is still to pay
  });

  it('runs the payout on demand through a job, and keeps interns and visitors out', async () => {
    const run = await asAdmin('/api/admin/payouts/run', { method: 'POST', json: { period: '2026-10' } });
    expect(run.status).toBe(202);
    expect(run.body.jobId).toMatch(/^e\d+-payout-run$/);
    expect(await orm.em.fork().count(DomainEvent, { type: 'payout.run-requested', subjectId: '2026-10' })).toBe(1);
    expect((await asAdmin('/api/admin/payouts/run', { method: 'POST', json: { period: '2026-13' } })).status).toBe(400);

    const asIntern = await signedIn(app, orm, { kind: 'student' });
    expect((await asIntern('/api/admin/payouts')).status).toBe(403);
    expect((await api(app.url, '/api/admin/payouts.csv')).status).toBe(401);
    expect((await api(app.url, '/api/admin/payouts/run', { method: 'POST', json: {} })).status).toBe(401);
  });
});
