import Koa from 'koa';
import { messages } from 'shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler.ts';

let server: ReturnType<Koa['listen']>;
let base: string;

beforeAll(async () => {
  // As `npm start` runs it (NODE_ENV=production): Koa takes its mode from here.
  const app = new Koa({ env: 'production' });
  app.use(errorHandler());
  app.use((ctx) => {
    if (ctx.path === '/api/boom')
      throw new Error('connect ECONNREFUSED 10.0.0.5:5432 (password authentication failed for user "enrolment_app")');
    if (ctx.path === '/api/type') return (undefined as unknown as { x: () => void }).x();
    ctx.body = { ok: true };
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('an unexpected error (ASVS 13.4.2, 16.3.4)', () => {
  it.each(['/api/boom', '/api/type'])(
    '%s answers 500 with our message only: no error text, stack or file path',
    async (path) => {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        success: false,
        error: 'internal',
        code: 'internalError',
        message: messages.internalError,
      });
      for (const leak of ['ECONNREFUSED', 'enrolment_app', 'TypeError', 'undefined', ' at ', '.ts', 'node_modules'])
        expect(text).not.toContain(leak);
    },
  );
});
