import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { openApiRedis } from '../redis.ts';
import { registeredRoutes, routeTable } from '../../test/security/route-table.ts';
import { openCleanOrm, testConfig, uniquePrefix } from '../../test/support.ts';

let orm: MikroORM;
beforeAll(async () => {
  orm = await openCleanOrm();
});
afterAll(async () => {
  await orm.close();
});

describe('the security route table', () => {
  it('names every route the routers register, and nothing else', async () => {
    const cfg = testConfig({ REDIS_PREFIX: uniquePrefix() });
    const redis = openApiRedis(cfg.REDIS_URL, { lazyConnect: true });
    redis.on('error', () => undefined);
    const app = createApp({ config: cfg, orm, redis });
    try {
      const registered = registeredRoutes(app.routers as never);
      const listed = routeTable.map((r) => `${r.method} ${r.path}`).sort();
      expect(new Set(listed).size).toBe(listed.length);
      expect(listed).toEqual(registered);
      expect(registered.length).toBeGreaterThan(40);
    } finally {
      await app.close();
      redis.disconnect();
    }
  });

  it('gives each route a sample path that matches its registered path', () => {
    for (const r of routeTable) {
      const pattern = new RegExp(`^${r.path.replace(/\./g, '\\.').replace(/:[A-Za-z]+/g, '[^/]+')}(\\?.*)?$`);
      expect(r.sample, r.path).toMatch(pattern);
    }
  });
});
