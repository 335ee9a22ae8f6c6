import type { MikroORM } from '@mikro-orm/postgresql';
import {
  EXPORT_LINK_EXPIRED,
  EXPORT_LINK_INCOMPLETE,
  EXPORT_LINK_NOT_VALID,
  EXPORT_LINK_USED,
  referrerStillOwed,
} from 'shared/api/privacy';
import { messages } from 'shared/messages';
import { describe, expect, it } from 'vitest';
import { issueReferrerDataLink } from '../../commands/issue-referrer-data-link.ts';
import { sql } from '../../db/sql.ts';
import { ContactMessage, DomainEvent, Payout, Referrer } from '../../entities/index.ts';
import { buildReferrer, buildStudent } from '../../../test/factories.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';
import { mailedToken } from '../../../test/mail.ts';

/**
 * A refer-and-earn member erases their own data with the link mailed to their address (docs/PRIVACY.md):
 * name, e-mail, phone and UPI id go; the payouts' amounts stay; referrals made with the code after
 * that earn nothing; a member still owed money is refused and keeps everything.
 */
let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

/** What the mail job does: make the link's token (the mail carries it; the table its hash). */
const mailedDataToken = (referrerId: number, now?: Date) => mailedToken(orm, issueReferrerDataLink, referrerId, now);
const erase = (token: unknown) => api(app.url, '/api/referrers/erasure', { method: 'POST', json: { token } });
const ledger = async () =>
  (await sql<{ total: number }>(orm.em.fork(), `select coalesce(sum(amount), 0)::int as total from payouts`))[0]!.total;

describe('POST /api/referrers/erasure (a member erases their refer-and-earn data)', () => {
  it('erases name, e-mail, phone and UPI id and their contact messages; keeps the paid payouts; the code earns nothing more', async () => {
    const member = await buildReferrer(orm.em.fork(), {
      name: 'Selvi Murugan',
      email: 'selvi.ref@example.in',
      phone: '9876598765',
      upiId: 'selvi.m@okicici',
      code: 'SELVI26',
    });
    const em = orm.em.fork();
    em.create(Payout, {
      referrer: member.id,
      period: '2026-10',
      referralCount: 3,
      amount: 210,
      status: 'paid',
      utr: 'UTR999888777',
      paidAt: new Date(),
    });
    em.create(ContactMessage, {
      name: 'Selvi Murugan',
      email: 'selvi.ref@example.in',
      subject: 'Payout',
      message: 'When is it paid?',
    });
    await em.flush();
    const referred = await buildStudent(orm.em.fork(), {
      referralCode: 'SELVI26',
      validated: true,
      validatedAt: new Date(),
    });
    expect(
      (await sql(orm.em.fork(), `select 1 from referral_credits where student_id = $1`, [referred.id])).length,
    ).toBe(1);
    const before = await ledger();

    const res = await erase(await mailedDataToken(member.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, code: 'referrerErased', message: messages.referrerErased });
    const after = await orm.em.fork().findOneOrFail(Referrer, { id: member.id });
    expect(after).toMatchObject({
      name: 'Erased',
      email: `erased-referrer-${member.id}@erased.invalid`,
      upiId: `erased-${member.id}@erased`,
    });
    expect(after.phone).not.toContain('9876598765');
    expect(after.erasedAt).toBeInstanceOf(Date);
    expect(await ledger()).toBe(before);
    expect(await orm.em.fork().count(ContactMessage, { email: 'selvi.ref@example.in' })).toBe(0);
    expect(
      (await sql(orm.em.fork(), `select 1 from referral_credits where student_id = $1`, [referred.id])).length,
    ).toBe(0);
    const all = (
      await sql<{ row: string }>(
        orm.em.fork(),
        `select r::text as row from referrers r union all select p::text from payouts p union all select e::text from events e`,
      )
    )
      .map((r) => r.row)
      .join('\n');
    for (const gone of ['selvi.ref@example.in', '9876598765', 'selvi.m@okicici', 'Selvi Murugan'])
      expect(all).not.toContain(gone);
    const [event] = await orm.em.fork().find(DomainEvent, { type: 'referrer.erased' });
    expect(event).toMatchObject({
      subjectId: String(member.id),
      payload: { referrerId: member.id },
      actor: `referrer:${member.id}`,
    });
  });

  it('refuses a member still owed a payout, changing nothing; the link still works once they are paid', async () => {
    const member = await buildReferrer(orm.em.fork(), { name: 'Owed Member', email: 'owed.ref@example.in' });
    const em = orm.em.fork();
    const payout = em.create(Payout, {
      referrer: member.id,
      period: '2026-11',
      referralCount: 2,
      amount: 140,
      status: 'pending',
    });
    await em.flush();
    const token = await mailedDataToken(member.id);
    const refused = await erase(token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      ...referrerStillOwed(140),
      message: 'We still owe you ₹140. We pay on the 10th of each month; ask to erase your data once you are paid.',
    });
    expect(await orm.em.fork().findOneOrFail(Referrer, { id: member.id })).toMatchObject({
      name: 'Owed Member',
      erasedAt: null,
    });

    await orm.em
      .fork()
      .nativeUpdate(Payout, { id: payout.id }, { status: 'paid', utr: 'UTR123123123', paidAt: new Date() });
    expect((await erase(token)).status).toBe(200);
    // Spent: a replay is refused, and the member, erased, is no longer found by any link.
    expect((await erase(token)).body.message).toBe(EXPORT_LINK_NOT_VALID);
  });

  it('refuses a used, an expired, an unknown and a cut-short link', async () => {
    const member = await buildReferrer(orm.em.fork());
    const used = await mailedDataToken(member.id);
    expect((await api(app.url, '/api/referrers/data-export', { method: 'POST', json: { token: used } })).status).toBe(
      200,
    );
    expect(await erase(used)).toMatchObject({
      status: 410,
      body: expect.objectContaining({ message: EXPORT_LINK_USED }),
    });
    const old = await mailedDataToken(member.id, new Date(Date.now() - 25 * 3_600_000));
    expect(await erase(old)).toMatchObject({
      status: 410,
      body: expect.objectContaining({ message: EXPORT_LINK_EXPIRED }),
    });
    expect(await erase('B'.repeat(43))).toMatchObject({
      status: 404,
      body: expect.objectContaining({ message: EXPORT_LINK_NOT_VALID }),
    });
    expect(await erase('short')).toMatchObject({
      status: 400,
      body: expect.objectContaining({ message: EXPORT_LINK_INCOMPLETE }),
    });
    expect(await orm.em.fork().findOneOrFail(Referrer, { id: member.id })).toMatchObject({ erasedAt: null });
  });
});
