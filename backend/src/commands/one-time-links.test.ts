import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneTimeLinkPurposes, type OneTimeLinkPurpose } from '../entities/index.ts';
import { openCleanOrm, truncateAll } from '../../test/support.ts';
import { checkOneTimeLink, consumeOneTimeLink, deleteOneTimeLinks, issueOneTimeLink } from './one-time-links.ts';

let orm: MikroORM;
beforeAll(async () => {
  orm = await openCleanOrm();
});
beforeEach(() => truncateAll());
afterAll(() => orm.close());

const HOUR = 3600_000;
const issue = (purpose: OneTimeLinkPurpose, subject: number, opts: { keepEarlier?: boolean; now?: Date } = {}) =>
  orm.em.fork().transactional((tx) => issueOneTimeLink(tx, { purpose, subject, ttlMs: HOUR, ...opts }));
const consume = (purpose: OneTimeLinkPurpose, token: string, now?: Date) =>
  orm.em.fork().transactional((tx) => consumeOneTimeLink(tx, { purpose, token, now }));

describe('one-time links (one table, every purpose)', () => {
  it('a link of one purpose is unknown to every other purpose, and stays usable for its own', async () => {
    // The same subject id under every purpose: only the purpose tells them apart.
    for (const made of oneTimeLinkPurposes) {
      const { token } = await issue(made, 7);
      for (const other of oneTimeLinkPurposes.filter((p) => p !== made)) {
        expect(await checkOneTimeLink(orm.em.fork(), { purpose: other, token })).toEqual({ status: 'unknown' });
        expect(await consume(other, token)).toEqual({ status: 'unknown' });
      }
      expect(await consume(made, token)).toEqual({ status: 'ok', subject: '7' });
      expect(await consume(made, token)).toEqual({ status: 'used', subject: '7' });
    }
  });

  it('a new link voids the live ones of its purpose and subject only; keepEarlier leaves them working', async () => {
    const first = await issue('password-reset', 1);
    const otherSubject = await issue('password-reset', 2);
    const otherPurpose = await issue('referrer-data', 1);
    await issue('password-reset', 1);
    expect(await consume('password-reset', first.token)).toEqual({ status: 'used', subject: '1' });
    expect(await consume('password-reset', otherSubject.token)).toEqual({ status: 'ok', subject: '2' });
    expect(await consume('referrer-data', otherPurpose.token)).toEqual({ status: 'ok', subject: '1' });

    const kept = await issue('referrer-confirmation', 3, { keepEarlier: true });
    await issue('referrer-confirmation', 3, { keepEarlier: true });
    expect(await consume('referrer-confirmation', kept.token)).toEqual({ status: 'ok', subject: '3' });
  });

  it('checks without spending, answers expired after its time, and forgets a deleted link', async () => {
    const now = new Date();
    const { token } = await issue('admin-invite', 4, { now });
    expect(await checkOneTimeLink(orm.em.fork(), { purpose: 'admin-invite', token, now })).toEqual({
      status: 'ok',
      subject: '4',
    });
    expect(
      await checkOneTimeLink(orm.em.fork(), { purpose: 'admin-invite', token, now: new Date(now.getTime() + HOUR) }),
    ).toEqual({ status: 'expired', subject: '4' });
    expect(await consume('admin-invite', token, new Date(now.getTime() + HOUR))).toEqual({
      status: 'expired',
      subject: '4',
    });
    // Neither the check nor the refused use spent it.
    expect(await consume('admin-invite', token, now)).toEqual({ status: 'ok', subject: '4' });

    const erased = await issue('referrer-data', 5);
    const kept = await issue('email-proof', 5);
    await orm.em
      .fork()
      .transactional((tx) =>
        deleteOneTimeLinks(tx, { purposes: ['referrer-data', 'referrer-confirmation'], subject: 5 }),
      );
    expect(await consume('referrer-data', erased.token)).toEqual({ status: 'unknown' });
    expect(await consume('email-proof', kept.token)).toEqual({ status: 'ok', subject: '5' });
  });

  it('a use refused after it by the caller is taken back with the transaction', async () => {
    const { token } = await issue('referrer-data', 6);
    await expect(
      orm.em.fork().transactional(async (tx) => {
        await consumeOneTimeLink(tx, { purpose: 'referrer-data', token });
        throw new Error('a payout is still owed');
      }),
    ).rejects.toThrow('a payout is still owed');
    expect(await consume('referrer-data', token)).toEqual({ status: 'ok', subject: '6' });
  });
});
