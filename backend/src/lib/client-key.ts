import ipaddr from 'ipaddr.js';
import type { Context } from 'koa';

/**
 * The key every per-address rate limit counts a client under.
 *
 * An IPv4 address is its own key. An IPv6 client usually holds a whole /64 (SLAAC, privacy addresses,
 * a home router's delegated prefix) and can change its last 64 bits at will, so every address of a
 * /64 shares one key. An IPv4-mapped IPv6 address (::ffff:1.2.3.4, what a dual-stack socket shows for
 * an IPv4 client) is the IPv4 address. Anything unparsable (never expected from a socket or a proxy we
 * trust) is its own key, bounded in length.
 */
export function addressKey(address: string): string {
  if (!ipaddr.isValid(address)) return `raw:${address.slice(0, 64)}`;
  const ip = ipaddr.process(address);
  if (ip.kind() === 'ipv4') return ip.toString();
  const parts = (ip as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

/**
 * The rate-limit key of the client making this request. ctx.ip is the address the trusted proxies
 * appended (TRUST_PROXY_HOPS, see app.ts) or the socket's, never one the client wrote itself.
 */
export function clientKey(ctx: Pick<Context, 'ip'>): string {
  return addressKey(ctx.ip);
}
