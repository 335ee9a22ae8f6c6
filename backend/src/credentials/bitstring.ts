import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * The Bitstring Status List v1.0 encoding (W3C): a list of bits, index 0 the left-most bit of the first
 * byte, GZIP-compressed, then base64url without padding behind the multibase prefix 'u'. A list has at
 * least 131,072 entries (16 KB), so that one set bit does not say whose credential it is.
 */
export const STATUS_LIST_SIZE = 131_072;

/** The encoded list with the given indexes set (each below STATUS_LIST_SIZE). */
export function encodeStatusList(setIndexes: Iterable<number>, size = STATUS_LIST_SIZE): string {
  const bytes = Buffer.alloc(size / 8);
  for (const index of setIndexes) {
    if (!Number.isInteger(index) || index < 0 || index >= size)
      throw new RangeError(`status index ${index} is outside the list`);
    bytes[index >> 3]! |= 0x80 >> (index & 7);
  }
  return `u${gzipSync(bytes).toString('base64url')}`;
}

/** Reads one bit of an encoded list (the verifier's side; the tests read the served list with it). */
export function statusBit(encodedList: string, index: number): boolean {
  if (!encodedList.startsWith('u')) throw new Error('an encoded status list starts with the multibase prefix u');
  const bytes = gunzipSync(Buffer.from(encodedList.slice(1), 'base64url'));
  if (index < 0 || index >= bytes.length * 8) throw new RangeError(`status index ${index} is outside the list`);
  return (bytes[index >> 3]! & (0x80 >> (index & 7))) !== 0;
}
