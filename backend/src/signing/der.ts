/**
 * Just enough DER for CMS (RFC 5652): writing the few structures a PAdES signature needs, and reading
 * one back with each element's exact bytes. The exact bytes matter: a signature covers the signed
 * attributes as they were encoded, so a verifier must hash them as found, never re-encoded.
 */

function lengthBytes(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

/** One element: its tag byte, then the DER length, then the contents. */
export function tlv(tag: number, ...contents: Buffer[]): Buffer {
  const body = Buffer.concat(contents);
  return Buffer.concat([Buffer.from([tag]), lengthBytes(body.length), body]);
}

export const sequence = (...items: Buffer[]) => tlv(0x30, ...items);
export const octetString = (bytes: Buffer) => tlv(0x04, bytes);
export const nullValue = () => Buffer.from([0x05, 0x00]);
export const integer = (value: number) => tlv(0x02, Buffer.from([value]));

/** A SET OF in DER: its elements sorted by their encodings (X.690 11.6). */
export function setOf(...items: Buffer[]): Buffer {
  return tlv(0x31, ...[...items].sort(Buffer.compare));
}

/** An object identifier from its dotted form. */
export function oid(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes = [first! * 40 + second!];
  for (const arc of rest) {
    const groups: number[] = [arc & 0x7f];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128)) groups.unshift((value & 0x7f) | 0x80);
    bytes.push(...groups);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** An element read from DER: where it is in the buffer it came from. */
export interface Node {
  tag: number;
  /** The whole element (tag, length, contents). */
  raw: Buffer;
  /** Its contents alone. */
  contents: Buffer;
}

/** Thrown for bytes that are not the DER this reader expects. */
export class DerError extends Error {}

/** The element that starts at `offset`. */
export function readNode(buf: Buffer, offset = 0): Node {
  if (offset + 2 > buf.length) throw new DerError('truncated');
  const tag = buf[offset]!;
  if ((tag & 0x1f) === 0x1f) throw new DerError('high tag numbers are not used here');
  let length = buf[offset + 1]!;
  let header = 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4) throw new DerError('unsupported length');
    if (offset + 2 + count > buf.length) throw new DerError('truncated');
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + buf[offset + 2 + i]!;
    header += count;
  }
  const end = offset + header + length;
  if (end > buf.length) throw new DerError('truncated');
  return { tag, raw: buf.subarray(offset, end), contents: buf.subarray(offset + header, end) };
}

/** The elements inside a constructed element. */
export function children(node: Node): Node[] {
  const out: Node[] = [];
  for (let offset = 0; offset < node.contents.length; ) {
    const child = readNode(node.contents, offset);
    out.push(child);
    offset += child.raw.length;
  }
  return out;
}

/** The dotted form of an OBJECT IDENTIFIER element. */
export function readOid(node: Node): string {
  if (node.tag !== 0x06 || node.contents.length === 0) throw new DerError('not an object identifier');
  const bytes = node.contents;
  const arcs = [Math.min(2, Math.floor(bytes[0]! / 40)), bytes[0]! - Math.min(2, Math.floor(bytes[0]! / 40)) * 40];
  let value = 0;
  for (let i = 1; i < bytes.length; i++) {
    value = value * 128 + (bytes[i]! & 0x7f);
    if (!(bytes[i]! & 0x80)) {
      arcs.push(value);
      value = 0;
    }
  }
  return arcs.join('.');
}
