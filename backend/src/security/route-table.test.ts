import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { openApiRedis } from '../redis.ts';
import { policy } from '../middlewares/policy.ts';
import { policies } from '../policies/table.ts';
import { createRouter } from '../routes/router.ts';
import { registeredRoutes, routePolicies, routeTable } from '../../test/security/route-table.ts';
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

  it("has every route name its policy, whose audience is the route's access in the table", async () => {
    const cfg = testConfig({ REDIS_PREFIX: uniquePrefix() });
    const redis = openApiRedis(cfg.REDIS_URL, { lazyConnect: true });
    redis.on('error', () => undefined);
    const app = createApp({ config: cfg, orm, redis });
    try {
      const named = routePolicies(app.routers as never);
      expect(named.filter((r) => r.action === undefined).map((r) => r.route)).toEqual([]);
      const access = new Map(routeTable.map((r) => [`${r.method} ${r.path}`, r.access]));
      const misplaced = named
        .filter((r) => r.action && policies[r.action].audience !== access.get(r.route))
        .map(
          (r) =>
            `${r.route}: ${r.action} is for '${policies[r.action!].audience}', the table says '${access.get(r.route)}'`,
        );
      expect(misplaced).toEqual([]);
      expect(named.length).toBe(routeTable.length);
    } finally {
      await app.close();
      redis.disconnect();
    }
  });

  it('tells a route without a policy (a router made here, one route named, one not)', () => {
    const router = createRouter();
    router.get('/api/named', policy('public'), (ctx) => void (ctx.status = 204));
    router.get('/api/unnamed', (ctx) => void (ctx.status = 204));
    expect(routePolicies([router as never])).toEqual([
      { route: 'GET /api/named', action: 'public' },
      { route: 'GET /api/unnamed', action: undefined },
    ]);
  });

  it('gives each route a sample path that matches its registered path', () => {
    for (const r of routeTable) {
      const pattern = new RegExp(`^${r.path.replace(/\./g, '\\.').replace(/:[A-Za-z]+/g, '[^/]+')}(\\?.*)?$`);
      expect(r.sample, r.path).toMatch(pattern);
    }
  });
});
