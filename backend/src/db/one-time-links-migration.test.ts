import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptAdminInvite } from '../commands/accept-admin-invite.ts';
import { confirmReferrer, LINK_EXPIRED, LINK_USED } from '../commands/confirm-referrer.ts';
import { exportReferrerData } from '../commands/export-referrer-data.ts';
import { resetPassword } from '../commands/reset-password.ts';
import { linkTokenHash, newLinkToken } from '../lib/link-token.ts';
import { openScratchDatabase } from '../../test/scratch-database.ts';

/**
 * Migration one_time_links_for_all on a database whose links were mailed before it: each old table's
 * rows move into one_time_links under their purpose, so a live link still works after the deploy, and a
 * used or expired one keeps its answer; `down` gives the old tables their rows back.
 */
const MIGRATION = 'Migration20261205100000_one_time_links_for_all';
const NEW_PASSWORD = 'Seven quiet rivers bend 42';
let orm: MikroORM;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ orm, drop } = await openScratchDatabase('otlmig'));
  // Every migration before this one (whatever was added before it since), as a database before the deploy.
  const before = (await orm.migrator.getPending())
    .map((m) => m.name)
    .filter((n) => n < MIGRATION)
    .sort()
    .at(-1)!;
  await orm.migrator.up({ to: before });
});
afterAll(() => drop?.());

const tokens = {
  reset: newLinkToken(),
  resetUsed: newLinkToken(),
  confirm: newLinkToken(),
  confirmExpired: newLinkToken(),
  invite: newLinkToken(),
  data: newLinkToken(),
};

describe('migration one_time_links_for_all', () => {
  it('moves every old link into one_time_links: a live one still works, a used or expired one keeps its answer', async () => {
    const conn = orm.em.getConnection();
    const one = async (sql: string, params: unknown[]) => (await conn.execute<{ id: number }[]>(sql, params))[0]!.id;
    const studentId = await one(
      `insert into students (name, email, college, phone, start_date, end_date, department, course, password_hash, created_at, updated_at)
       values ('Asha Raman', 'asha@example.in', 'PSG', '9000000101', '2026-12-01', '2027-01-01', 'CSE', 'Python', 'x', now(), now()) returning id`,
      [],
    );
    const pendingId = await one(
      `insert into referrers (name, email, phone, upi_id, created_at, updated_at) values ('Bala', 'bala@example.in', '9000000102', 'bala@okaxis', now(), now()) returning id`,
      [],
    );
    const memberId = await one(
      `insert into referrers (name, email, phone, upi_id, code, confirmed_at, created_at, updated_at)
       values ('Chitra', 'chitra@example.in', '9000000103', 'chitra@okaxis', 'REFCHI001', now(), now(), now()) returning id`,
      [],
    );
    const invitedId = await one(
      `insert into admins (email, name, password_hash, role, invite_pending, created_at, updated_at) values ('divya@example.in', 'Divya', 'x', 'operator', true, now(), now()) returning id`,
      [],
    );
    const link = (
      table: string,
      column: string,
      subject: number,
      token: string,
      expires: string,
      used: string | null,
    ) =>
      conn.execute(
        `insert into ${table} (${column}, token_hash, expires_at, used_at) values (?, ?, now() + ?::interval, now() + ?::interval)`,
        [subject, linkTokenHash(token), expires, used],
      );
    await link('password_resets', 'student_id', studentId, tokens.reset, '20 minutes', null);
    await link('password_resets', 'student_id', studentId, tokens.resetUsed, '20 minutes', '-1 minute');
    await link('referrer_confirmations', 'referrer_id', pendingId, tokens.confirm, '40 hours', null);
    await link('referrer_confirmations', 'referrer_id', pendingId, tokens.confirmExpired, '-1 hour', null);
    await link('admin_invites', 'admin_id', invitedId, tokens.invite, '60 hours', null);
    await link('referrer_data_links', 'referrer_id', memberId, tokens.data, '20 hours', null);

    await orm.migrator.up({ to: MIGRATION });
    const moved = await conn.execute<{ purpose: string; subject: string; used: boolean }[]>(
      `select purpose, subject, used_at is not null as used from one_time_links order by id`,
    );
    expect(moved).toEqual([
      { purpose: 'password-reset', subject: String(studentId), used: false },
      { purpose: 'password-reset', subject: String(studentId), used: true },
      { purpose: 'referrer-confirmation', subject: String(pendingId), used: false },
      { purpose: 'referrer-confirmation', subject: String(pendingId), used: false },
      { purpose: 'admin-invite', subject: String(invitedId), used: false },
      { purpose: 'referrer-data', subject: String(memberId), used: false },
    ]);
    const left = await conn.execute<{ n: number }[]>(
      `select count(*)::int as n from pg_tables where tablename in ('password_resets', 'referrer_confirmations', 'admin_invites', 'referrer_data_links')`,
    );
    expect(left).toEqual([{ n: 0 }]);

    // It can be taken back (the old tables get their rows) and applied again without losing a link.
    await orm.migrator.down();
    const back = await conn.execute<{ n: number }[]>(
      `select ((select count(*) from password_resets) + (select count(*) from referrer_confirmations)
            + (select count(*) from admin_invites) + (select count(*) from referrer_data_links)
            + (select count(*) from one_time_links) * 100)::int as n`,
    );
    expect(back).toEqual([{ n: 6 }]);
    await orm.migrator.up();

    // The commands of the new code, on the links mailed before the deploy.
    await expect(resetPassword(orm.em.fork(), tokens.resetUsed, NEW_PASSWORD)).rejects.toMatchObject({ status: 410 });
    await expect(resetPassword(orm.em.fork(), tokens.reset, NEW_PASSWORD)).resolves.toEqual({ sessionsEnded: 0 });
    await expect(confirmReferrer(orm.em.fork(), tokens.confirmExpired)).rejects.toMatchObject({
      status: 410,
      message: LINK_EXPIRED,
    });
    expect((await confirmReferrer(orm.em.fork(), tokens.confirm)).id).toBe(pendingId);
    await expect(confirmReferrer(orm.em.fork(), tokens.confirm)).rejects.toMatchObject({
      status: 409,
      message: LINK_USED,
    });
    await expect(acceptAdminInvite(orm.em.fork(), tokens.invite, NEW_PASSWORD)).resolves.toEqual({
      adminId: invitedId,
    });
    expect((await exportReferrerData(orm.em.fork(), tokens.data)).referrer.id).toBe(memberId);
    // Each token works for its own purpose only: the spent reset link is no data link.
    await expect(exportReferrerData(orm.em.fork(), tokens.reset)).rejects.toMatchObject({ status: 404 });
  });
});
