import { describe, expect, it } from 'vitest';
import { addressKey } from './client-key.ts';

describe('addressKey: what a per-address rate limit counts a client under', () => {
  it('keys an IPv4 address as itself, and an IPv4-mapped IPv6 address as that IPv4 address', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.8')).not.toBe(addressKey('203.0.113.7'));
  });

  it('gives every address of one IPv6 /64 the same key, however it is written', () => {
    const same = [
      '2001:db8:aa:bb::1',
      '2001:db8:aa:bb:ffff:ffff:ffff:ffff',
      '2001:0DB8:00AA:00BB:1234:5678:9abc:def0',
      '2001:db8:aa:bb:0:0:0:0',
      '2001:db8:aa:bb::1%eth0',
    ];
    const keys = new Set(same.map(addressKey));
    expect([...keys]).toEqual(['2001:db8:aa:bb::/64']);
  });

  it('keeps neighbouring /64s apart, and IPv6 apart from IPv4', () => {
    expect(addressKey('2001:db8:aa:bc::1')).toBe('2001:db8:aa:bc::/64');
    expect(addressKey('2001:db8:aa:bc::1')).not.toBe(addressKey('2001:db8:aa:bb::1'));
    expect(addressKey('::1')).toBe('::/64');
    expect(addressKey('::1')).not.toBe(addressKey('127.0.0.1'));
  });

  it('keys something that is not an address as itself, bounded, never as a real address', () => {
    expect(addressKey('')).toBe('raw:');
    expect(addressKey('unknown')).toBe('raw:unknown');
    expect(addressKey('x'.repeat(1000))).toHaveLength(4 + 64);
    expect(addressKey('203.0.113.7, 10.0.0.1')).toBe('raw:203.0.113.7, 10.0.0.1');
  });
});
