import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { countRows } from '../../test/accounts.ts';
import { signedIn } from '../../test/signed-in.ts';
import { type TestApp, useTestApp } from '../../test/support.ts';
import { purgeExpiredSessions } from './purge-expired-sessions.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

describe('purgeExpiredSessions (the daily run)', () => {
  it('deletes the sessions past their end and keeps the live ones', async () => {
    const student = await signedIn(app, orm, { kind: 'student' });
    // Three sessions of hers.
    await student.again();
    await student.again();
    await orm.em
      .fork()
      .getConnection()
      .execute(
        `update sessions set expires_at = now() - interval '1 minute' where ctid in (select ctid from sessions limit 2)`,
      );
    expect(await purgeExpiredSessions(orm.em)).toEqual({ purged: 2 });
    expect(await countRows(orm, 'sessions')).toBe(1);
  });
});
