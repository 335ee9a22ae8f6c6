/** A DER element: tag, definite length (up to 16 MB), body. */
const der = (tag: number, body: Buffer) => {
  const length =
    body.length < 128
      ? Buffer.from([body.length])
      : Buffer.from([0x83, body.length >> 16, (body.length >> 8) & 255, body.length & 255]);
  return Buffer.concat([Buffer.from([tag]), length, body]);
};

/**
 * A CMS SignedData as a visitor may craft it: its certificates are `count` empty [0] elements (2 bytes
 * each), every one for the parser to read; no signer. The review's had 300,000.
 */
export function hostileCms(count: number): Buffer {
  const certificates = der(0xa0, Buffer.alloc(count * 2, Buffer.from([0xa0, 0x00])));
  const signedData = der(
    0x30,
    Buffer.concat([
      der(0x02, Buffer.from([1])),
      der(0x31, Buffer.alloc(0)),
      der(0x30, der(0x06, Buffer.from('2a864886f70d010701', 'hex'))),
      certificates,
      der(0x31, Buffer.alloc(0)),
    ]),
  );
  return der(0x30, Buffer.concat([der(0x06, Buffer.from('2a864886f70d010702', 'hex')), der(0xa0, signedData)]));
}
