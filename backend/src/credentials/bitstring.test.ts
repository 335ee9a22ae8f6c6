import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeStatusList, STATUS_LIST_SIZE, statusBit } from './bitstring.ts';

describe('the Bitstring Status List encoding', () => {
  it('is 16 KB of bits, gzip then base64url behind the prefix u, index 0 the left-most bit', () => {
    const encoded = encodeStatusList([0, 9, STATUS_LIST_SIZE - 1]);
    expect(encoded).toMatch(/^u[A-Za-z0-9_-]+$/);
    const bytes = gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));
    expect(bytes.length).toBe(16_384);
    expect(bytes[0]).toBe(0b1000_0000);
    expect(bytes[1]).toBe(0b0100_0000);
    expect(bytes[16_383]).toBe(0b0000_0001);
    expect([0, 9, STATUS_LIST_SIZE - 1].map((i) => statusBit(encoded, i))).toEqual([true, true, true]);
    expect([1, 8, 10, 4242].map((i) => statusBit(encoded, i))).toEqual([false, false, false, false]);
  });

  it('refuses an index outside the list', () => {
    expect(() => encodeStatusList([STATUS_LIST_SIZE])).toThrow(RangeError);
    expect(() => encodeStatusList([-1])).toThrow(RangeError);
  });
});
