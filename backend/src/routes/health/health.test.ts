import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrm } from '../../db/orm.ts';
import { adminUrl, dbUrl, templateDbName, testDbPrefix } from '../../../test/db-names.ts';
import { api, openCleanOrm, startTestApp } from '../../../test/support.ts';

// Not useTestApp: each test starts its own app, one with Redis unreachable and one on a database that is
// dropped under it, and closes it itself.
let orm: MikroORM;
beforeAll(async () => {
  orm = await openCleanOrm();
});
afterAll(() => orm.close());

describe('GET /api/health', () => {
  it('reports both services up when they answer', async () => {
    const app = await startTestApp(orm);
    try {
      const res = await api(app.url, '/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
    } finally {
      await app.close();
    }
  });

  it('reports Redis down, quickly, when nothing listens on its port', async () => {
    const app = await startTestApp(orm, { REDIS_URL: 'redis://127.0.0.1:1/0' });
    try {
      const started = Date.now();
      const res = await api(app.url, '/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ database: 'up', redis: 'down' });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await app.close();
    }
  });

  it('reports the database down when it goes away under a running app', async () => {
    const name = `${testDbPrefix()}_gone_${process.env.VITEST_POOL_ID ?? 0}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}" template "${templateDbName()}"`);
    const doomed = await openOrm(dbUrl(name));
    const app = await startTestApp(doomed);
    try {
      expect((await api(app.url, '/api/health')).body).toMatchObject({ database: 'up' });
      await admin.query(`drop database "${name}" with (force)`);
      const res = await api(app.url, '/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'degraded', database: 'down', redis: 'up' });
    } finally {
      await app.close();
      await doomed.close().catch(() => undefined);
      await admin.end();
    }
  });
});
