import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent } from '../../test/factories.ts';
import { countRows } from '../../test/accounts.ts';
import { openCleanOrm, sessionCookieFor } from '../../test/support.ts';
import { purgeExpiredSessions } from './purge-expired-sessions.ts';

let orm: MikroORM;
beforeAll(async () => {
  orm = await openCleanOrm();
});
afterAll(() => orm.close());

describe('purgeExpiredSessions (the daily run)', () => {
  it('deletes the sessions past their end and keeps the live ones', async () => {
    const student = await buildStudent(orm.em.fork());
    for (let i = 0; i < 3; i++) await sessionCookieFor(orm, { kind: 'student', id: student.id });
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
