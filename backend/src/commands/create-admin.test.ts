import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { Admin, AdminRecoveryCode } from '../entities/index.ts';
import { COMMON_PASSWORD } from 'shared/api/password-strength';
import { verifyPassword } from '../lib/passwords.ts';
import { buildAdmin } from '../../test/factories.ts';
import { countRows } from '../../test/accounts.ts';
import { signedIn } from '../../test/signed-in.ts';
import { type TestApp, useTestApp } from '../../test/support.ts';
import { createAdmin, WeakPasswordError } from './create-admin.ts';

/** `npm run admin:create` and the first admin of `npm run migrate` go through this command. */
let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

describe('createAdmin', () => {
  it('refuses a common password, creating nothing', async () => {
    const attempt = createAdmin(orm.em.fork(), { email: 'weak@example.in', name: 'Weak', password: 'Welcome@123' });
    await expect(attempt).rejects.toThrow(WeakPasswordError);
    await expect(attempt).rejects.toThrow(COMMON_PASSWORD);
    expect(await countRows(orm, 'admins')).toBe(0);
  });

  it('creates an admin without an authenticator (the first sign-in sets one up)', async () => {
    const { admin, created } = await createAdmin(orm.em.fork(), {
      email: ' New@Example.in ',
      name: 'New',
      password: 'Srirangam ferry 1994',
    });
    expect(created).toBe(true);
    const row = await orm.em.fork().findOneOrFail(Admin, { id: admin.id }, { populate: ['passwordHash'] });
    expect(row).toMatchObject({ email: 'new@example.in', totpEnabledAt: null });
    expect(await verifyPassword(row.passwordHash, 'Srirangam ferry 1994')).toBe(true);
  });

  it("sets an existing admin's password and ends their sessions; --reset-2fa also removes the authenticator", async () => {
    const admin = await buildAdmin(orm.em.fork(), { email: 'existing@example.in' });
    const em = orm.em.fork();
    em.create(AdminRecoveryCode, { admin, codeHash: '$argon2id$v=19$m=19456,t=2,p=1$x$y' });
    await em.flush();
    // Two sessions of theirs, one of another admin's.
    const existing = await signedIn(app, orm, { kind: 'admin', id: admin.id });
    await existing.again();
    const other = await signedIn(app, orm, { kind: 'admin' });

    await createAdmin(orm.em.fork(), {
      email: 'existing@example.in',
      name: 'Existing',
      password: 'Srirangam ferry 1994',
    });
    expect(await countRows(orm, 'sessions', `account_id = ${admin.id}`)).toBe(0);
    expect(await countRows(orm, 'sessions', `account_id = ${other.id}`)).toBe(1);
    expect((await orm.em.fork().findOneOrFail(Admin, { id: admin.id })).totpEnabledAt).not.toBeNull();

    await createAdmin(orm.em.fork(), {
      email: 'existing@example.in',
      name: 'Existing',
      password: 'Vaigai in November 7',
      resetTwoFactor: true,
    });
    const row = await orm.em.fork().findOneOrFail(Admin, { id: admin.id }, { populate: ['totpSecret'] });
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    expect(await countRows(orm, 'admin_recovery_codes')).toBe(0);
    expect(await countRows(orm, 'events', `type = 'admin.totp-reset'`)).toBe(1);
  });
});
