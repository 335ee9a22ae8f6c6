import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openP12, selfSignedP12 } from './certificate.ts';
import { MAX_CMS_BYTES, parseSignedData, signDetached } from './cms.ts';
import { hostileCms } from '../../test/hostile-cms.ts';

/**
 * The CMS inside every signed PDF, read by OpenSSL (an independent reader): a valid detached signature
 * over the content, with the signed attributes PAdES baseline B asks for (ESS signing-certificate-v2
 * naming our certificate) and without signing-time (PAdES keeps the time in the signature dictionary).
 */
const openssl = (args: string[]) =>
  new Promise<{ code: number; out: string }>((resolve) =>
    execFile('openssl', args, { timeout: 20_000 }, (err, stdout, stderr) =>
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
    ),
  );

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cms-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the CAdES signature (signDetached)', () => {
  const signer = openP12(selfSignedP12('Tamil Nadu Tech Academy'), '');
  const content = Buffer.from('%PDF-1.7 the signed ranges of a document\n');

  it('verifies with OpenSSL over the content, and not over other content', async () => {
    await writeFile(join(dir, 'sig.der'), signDetached(content, signer));
    await writeFile(join(dir, 'content'), content);
    await writeFile(join(dir, 'other'), Buffer.from('%PDF-1.7 the signed ranges of a documenT\n'));
    const args = (file: string) => [
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      join(dir, 'sig.der'),
      '-content',
      join(dir, file),
      '-noverify',
      '-out',
      '/dev/null',
    ];
    const good = await openssl(args('content'));
    expect(good.out).toContain('Verification successful');
    expect(good.code).toBe(0);
    const bad = await openssl(args('other'));
    expect(bad.code).not.toBe(0);
    expect(bad.out).not.toContain('Verification successful');
  });

  it('signs content-type, message-digest and signing-certificate-v2 (our certificate), and no signing-time', async () => {
    const cms = signDetached(content, signer);
    await writeFile(join(dir, 'print.der'), cms);
    const printed = await openssl(['cms', '-cmsout', '-print', '-inform', 'DER', '-in', join(dir, 'print.der')]);
    expect(printed.code, printed.out).toBe(0);
    for (const attribute of ['contentType', 'messageDigest', 'id-smime-aa-signingCertificateV2'])
      expect(printed.out).toContain(`object: ${attribute}`);
    expect(printed.out).not.toContain('signingTime');
    const parsed = parseSignedData(cms);
    expect(parsed.signingCertificateHash).toEqual(createHash('sha256').update(signer.certificate).digest());
    expect(parsed.messageDigest).toEqual(createHash('sha256').update(content).digest());
    expect(parsed.certificates).toEqual([signer.certificate]);
  });

  it('reads ours whole, with a chain of certificates and zero padding, and refuses before reading a CMS larger or of more elements than ours could be', () => {
    const withChain = signDetached(content, {
      ...signer,
      chain: [signer.certificate, signer.certificate, signer.certificate],
    });
    const padded = Buffer.concat([withChain, Buffer.alloc(4096)]);
    expect(parseSignedData(padded).certificates).toEqual([
      signer.certificate,
      signer.certificate,
      signer.certificate,
      signer.certificate,
    ]);
    // 3,000 empty elements in 6 KB: asn1js alone would read them all; the count stops it.
    expect(() => parseSignedData(hostileCms(3000))).toThrow(/Maximum ASN.1 node count exceeded/);
    expect(() => parseSignedData(Buffer.concat([withChain, Buffer.alloc(MAX_CMS_BYTES)]))).toThrow(
      'larger than any CMS we write',
    );
  });
});
