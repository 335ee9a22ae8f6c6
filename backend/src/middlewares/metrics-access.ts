import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { Middleware } from 'koa';
import type { Config } from '../config.ts';
import { unauthorized } from '../errors.ts';
import { admitRequest, namedPolicy } from './policy.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Headers a proxy adds: a request carrying one came through a proxy, whatever the socket's peer. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/**
 * Whether the TCP peer itself is this machine. The socket's address, never ctx.ip: with TRUST_PROXY_HOPS
 * that is read from X-Forwarded-For, which the client writes. A loopback peer that forwarded the
 * request for someone else (a proxy on this machine) is not trusted either.
 */
export function fromLoopback(ctx: { req: { socket: { remoteAddress?: string } }; get(name: string): string }): boolean {
  const peer = (ctx.req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  const loopback = peer === '::1' || (isIP(peer) === 4 && peer.startsWith('127.'));
  return loopback && FORWARDING_HEADERS.every((h) => ctx.get(h) === '');
}

/**
 * Who may read GET /metrics: Prometheus with `Authorization: Bearer <METRICS_TOKEN>` (compared in
 * constant time, as SHA-256 digests so the length does not show either), a staff session (an admin
 * or operator looking in a browser), or, only when METRICS_ALLOW_LOOPBACK is set, a scraper on this
 * machine. A wrong token is refused outright rather than tried as a session. Without any of these the
 * answers are those of every admin route: 401 with no session, 403 for an intern.
 */
export function metricsAccess(cfg: Pick<Config, 'METRICS_TOKEN' | 'METRICS_ALLOW_LOOPBACK'>): Middleware {
  const expected = cfg.METRICS_TOKEN === undefined ? undefined : digest(cfg.METRICS_TOKEN);
  return namedPolicy('metrics.read', async (ctx, next) => {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('authorization'))?.[1];
    if (bearer !== undefined) {
      if (expected && timingSafeEqual(digest(bearer), expected)) return next();
      throw unauthorized('The metrics token is not valid.');
    }
    if (cfg.METRICS_ALLOW_LOOPBACK && fromLoopback(ctx)) return next();
    await admitRequest(ctx, 'metrics.read');
    await next();
  });
}
