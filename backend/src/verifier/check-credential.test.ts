import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { CompactSign, calculateJwkThumbprint, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { takeStatusIndex } from '../commands/take-status-index.ts';
import { STATUS_LIST_SIZE, statusBit } from '../credentials/bitstring.ts';
import { credentialKeyEntries, publicCredentialKey, readCredentialKey } from '../credentials/key-format.ts';
import { publicUrl } from '../config.ts';
import { IssuedDocument, StoredFile } from '../entities/index.ts';
import { buildStudent } from '../../test/factories.ts';
import { api, useTestApp, type TestApp } from '../../test/support.ts';

/**
 * The verifier's credential half (POST /api/verify/file) on what the review brought: credentials signed
 * with our key but outside their validity period, the header OB 3.0 prescribes (typ JWT), a JSON-LD
 * credential with a Data Integrity proof, and the ES256 credentials issued before RS256, which must
 * keep verifying and must not be revoked by the change of form.
 */

// The signing key of these tests (vitest.config.ts: RSA) and a retired P-256 key that signed ES256 credentials before.
const signingEntry = credentialKeyEntries(process.env.CREDENTIAL_KEYS!).at(-1)!;
const p256 = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  .privateKey.export({ format: 'der', type: 'pkcs8' })
  .toString('base64url');

let orm: MikroORM;
let app: TestApp;
// What a machine that signed ES256 runs after the change: the P-256 key's public half, then the RSA key that signs.
useTestApp((started) => ({ orm, app } = started), {
  config: { CREDENTIAL_KEYS: `${publicCredentialKey(p256)},${signingEntry}` },
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const b64json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, any>;
const payloadOf = (jwt: string) => b64json(jwt.split('.')[1]!);

async function verifyFile(content: string, name = 'credential.jwt') {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  return api(app.url, '/api/verify/file', { method: 'POST', body: form });
}

/** Signs `payload` with a key of ours, as we would (or as someone holding the key could). */
async function signWith(entry: string, payload: object, header: Record<string, unknown>) {
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader(header as { alg: string })
    .sign(readCredentialKey(entry).privateKey!);
}

async function certificate(name = 'Sneha M') {
  const em = orm.em.fork();
  const student = await buildStudent(em, {
    name,
    email: `s-${randomBytes(3).toString('hex')}@example.in`,
    validated: true,
    course: 'UI/UX Design',
    startDate: '2026-06-01',
    endDate: '2026-07-15',
  });
  const file = em.create(StoredFile, {
    id: randomUUID(),
    purpose: 'document',
    contentType: 'application/pdf',
    size: 4,
    sha256: '0'.repeat(64),
    data: Buffer.from('%PDF'),
  });
  const token = randomBytes(24).toString('base64url');
  const doc = em.create(IssuedDocument, {
    student: student.id,
    kind: 'completion-certificate',
    certificateNumber: `TNTAIN${student.id}`,
    verificationToken: token,
    issuedOn: '2026-07-16',
    file,
  });
  await em.flush();
  return { student, token, documentId: doc.id, number: `TNTAIN${student.id}` };
}

async function statusBitOf(jwt: string): Promise<boolean> {
  const { credentialStatus } = payloadOf(jwt);
  const list = await fetch(`${app.url}${new URL(credentialStatus.statusListCredential as string).pathname}`).then((r) =>
    r.text(),
  );
  return statusBit(payloadOf(list).credentialSubject.encodedList as string, Number(credentialStatus.statusListIndex));
}

describe('the verifier and the validity period', () => {
  it('a credential signed with our key reads not valid once expired (validUntil, exp) and before it is valid (validFrom, nbf); within its period it reads valid', async () => {
    const { token } = await certificate();
    const genuine = (await api(app.url, `/api/verify/${token}/credential`)).text;
    const header = b64json(genuine.split('.')[0]!);
    const vc = payloadOf(genuine);
    expect((await verifyFile(genuine)).body).toMatchObject({
      ours: true,
      intact: true,
      certificate: { current: true, revoked: false },
    });
    expect((await verifyFile(genuine)).body).not.toHaveProperty('period');

    // The review's J3: validUntil 2025-06-01 and its exp; J4: validFrom 2030 and its nbf. Both with our kid and our key.
    const expired = await signWith(
      signingEntry,
      { ...vc, validUntil: '2025-06-01T00:00:00Z', exp: Date.parse('2025-06-01T00:00:00Z') / 1000 },
      header,
    );
    const future = await signWith(
      signingEntry,
      { ...vc, validFrom: '2030-01-01T00:00:00+05:30', nbf: Date.parse('2030-01-01T00:00:00+05:30') / 1000 },
      header,
    );
    expect((await verifyFile(expired)).body).toMatchObject({
      ours: true,
      intact: true,
      period: { state: 'expired', at: '2025-06-01T00:00:00.000Z' },
    });
    expect((await verifyFile(future)).body).toMatchObject({
      ours: true,
      intact: true,
      period: { state: 'notYetValid', at: '2029-12-31T18:30:00.000Z' },
    });
    // Either claim alone is enough: a JWT exp past with no validUntil, an nbf ahead with an old validFrom.
    const expOnly = await signWith(signingEntry, { ...vc, exp: Math.floor(Date.now() / 1000) - 60 }, header);
    const nbfOnly = await signWith(signingEntry, { ...vc, nbf: Math.floor(Date.now() / 1000) + 3600 }, header);
    expect((await verifyFile(expOnly)).body).toMatchObject({ period: { state: 'expired' } });
    expect((await verifyFile(nbfOnly)).body).toMatchObject({ period: { state: 'notYetValid' } });
    // Still within: a validUntil ahead.
    const later = await signWith(
      signingEntry,
      { ...vc, validUntil: '2099-01-01T00:00:00Z', exp: Date.parse('2099-01-01T00:00:00Z') / 1000 },
      header,
    );
    expect((await verifyFile(later)).body).not.toHaveProperty('period');
  });
});

describe('the verifier and the formats', () => {
  it("a genuine credential reads intact with typ 'JWT' (what we issue), 'vc+jwt' (what we issued before) or no typ; another typ is a format we do not issue, never 'changed'", async () => {
    const { token } = await certificate();
    const genuine = (await api(app.url, `/api/verify/${token}/credential`)).text;
    expect(b64json(genuine.split('.')[0]!).typ).toBe('JWT');
    const { typ: _typ, ...header } = b64json(genuine.split('.')[0]!);
    const vc = payloadOf(genuine);
    for (const typ of ['JWT', 'vc+jwt', undefined]) {
      const jwt = await signWith(signingEntry, vc, typ ? { ...header, typ } : header);
      expect((await verifyFile(jwt)).body, String(typ)).toMatchObject({
        kind: 'credential',
        ours: true,
        intact: true,
        certificate: { current: true, revoked: false },
      });
    }
    const sdJwt = await signWith(signingEntry, vc, { ...header, typ: 'dc+sd-jwt' });
    expect((await verifyFile(sdJwt)).body).toEqual({
      kind: 'other-format',
      ours: false,
      intact: false,
      certificate: null,
    });
    // Our kid with another algorithm (the key is RSA: ES256 by some other key) is refused as changed.
    const otherAlg = await signWith(p256, vc, { ...header, alg: 'ES256' });
    expect((await verifyFile(otherAlg)).body).toEqual({
      kind: 'credential',
      ours: true,
      intact: false,
      certificate: null,
    });
  });

  it('a JSON-LD credential with a Data Integrity proof is "a format we do not issue", not "not a credential"; other JSON stays unknown', async () => {
    const dataIntegrity = {
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      id: 'urn:uuid:0b7c5e4c-3b0f-4e55-8f2a-1d7c5a9e2f10',
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: {
        id: 'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
        type: ['Profile'],
        name: 'Another College',
      },
      validFrom: '2026-01-01T00:00:00Z',
      credentialSubject: {
        type: ['AchievementSubject'],
        achievement: {
          id: 'https://example.org/a',
          type: ['Achievement'],
          name: 'A',
          description: 'A',
          criteria: { narrative: 'A' },
        },
      },
      proof: {
        type: 'DataIntegrityProof',
        cryptosuite: 'eddsa-rdfc-2022',
        verificationMethod: 'did:key:z6Mk#z6Mk',
        proofPurpose: 'assertionMethod',
        proofValue: 'z58DAdFfa9SkqZMVPxAQpic7ndSayn1PzZs6ZjWp1CktyGesjuTSwRdoWhAfGFCF5bppETSTojQCrfFPP2oumHKtz',
      },
    };
    expect((await verifyFile(JSON.stringify(dataIntegrity, null, 2), 'badge.json')).body).toEqual({
      kind: 'other-format',
      ours: false,
      intact: false,
      certificate: null,
    });
    // Without its proof, or not a credential, it is what it was: something we cannot read.
    const { proof: _proof, ...unsigned } = dataIntegrity;
    expect((await verifyFile(JSON.stringify(unsigned), 'badge.json')).body).toEqual({
      kind: 'unknown',
      ours: false,
      intact: false,
      certificate: null,
    });
    expect((await verifyFile(JSON.stringify({ type: ['Thing'], proof: {} }), 'x.json')).body).toMatchObject({
      kind: 'unknown',
    });
  });
});

describe('the ES256 credentials issued before RS256', () => {
  /**
   * A credential exactly as this site issued it before RS256 (the previous open-badge.ts and vc-jwt.ts,
   * written out here so a change of today's code cannot change it): two contexts, no subject id, no JWT
   * claims, its id without the version, header ES256 / vc+jwt / cty vc / the P-256 key's bare
   * thumbprint. Its status index is its certificate's, as the migration to random indexes left it.
   */
  async function legacyCredential(c: Awaited<ReturnType<typeof certificate>>, holder: string) {
    const issuer = publicUrl(app.config);
    const achievementId = `${issuer}/achievements/completion-certificate/ui-ux-design`;
    const claims = {
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      name: 'Completion certificate: UI/UX Design',
      certificateNumber: c.number,
      issuer: { id: issuer, type: ['Profile'], name: 'Tamil Nadu Tech Academy', url: issuer },
      validFrom: '2026-07-16T00:00:00+05:30',
      credentialSubject: {
        type: ['AchievementSubject'],
        identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: holder }],
        activityStartDate: '2026-06-01T00:00:00+05:30',
        activityEndDate: '2026-07-15T00:00:00+05:30',
        achievement: {
          id: achievementId,
          type: ['Achievement'],
          achievementType: 'Certificate',
          fieldOfStudy: 'UI/UX Design',
          name: 'Completion certificate: UI/UX Design',
          description: 'Completed the internship in UI/UX Design.',
          criteria: { narrative: 'Completed the internship in UI/UX Design.' },
        },
      },
    };
    const index = await takeStatusIndex(orm.em.fork(), c.documentId);
    const listUrl = `${issuer}/api/credentials/status/${Math.floor(index / STATUS_LIST_SIZE) + 1}`;
    const position = String(index % STATUS_LIST_SIZE);
    const { '@context': context, type, ...rest } = claims;
    const credential = {
      '@context': context,
      id: `${issuer}/verify/${c.token}#credential-${index}`,
      type,
      ...rest,
      credentialStatus: {
        id: `${listUrl}#${position}`,
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListIndex: position,
        statusListCredential: listUrl,
      },
    };
    const { kty, crv, x, y } = readCredentialKey(p256).publicKey.export({ format: 'jwk' });
    const kid = await calculateJwkThumbprint({ kty, crv, x, y } as JWK, 'sha256');
    return { jwt: await signWith(p256, credential, { alg: 'ES256', typ: 'vc+jwt', cty: 'vc', kid }), index };
  }

  it('still verify, and stay current and not revoked after the holder downloads the RS256 form: the form is no revocation', async () => {
    const c = await certificate('Sneha M');
    const { jwt: old, index } = await legacyCredential(c, 'Sneha M');
    // The P-256 key stays published under the kid the old credential carries.
    const { keys } = (await fetch(`${app.url}/.well-known/jwks.json`).then((r) => r.json())) as {
      keys: Record<string, string>[];
    };
    expect(keys.map((k) => [k.kty, k.alg])).toEqual([
      ['EC', 'ES256'],
      ['RSA', 'RS256'],
    ]);
    expect(keys[0]!.kid).toBe(b64json(old.split('.')[0]!).kid);
    expect((await verifyFile(old)).body).toMatchObject({
      kind: 'credential',
      ours: true,
      intact: true,
      certificate: { number: c.number, current: true, revoked: false },
    });

    // The holder downloads again: the new form (RS256, typ JWT, the subject id), the same status index.
    const fresh = (await api(app.url, `/api/verify/${c.token}/credential`)).text;
    expect(b64json(fresh.split('.')[0]!)).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    expect(payloadOf(fresh).credentialSubject.id).toMatch(/^urn:uuid:/);
    expect(payloadOf(fresh).credentialStatus.statusListCredential).toBe(
      payloadOf(old).credentialStatus.statusListCredential,
    );
    expect(Number(payloadOf(fresh).credentialStatus.statusListIndex)).toBe(index % STATUS_LIST_SIZE);
    // Its id names the version (jti = id); the old id, without it, still names the certificate.
    expect(payloadOf(fresh).id).toBe(`${payloadOf(old).id}-v1`);
    expect(payloadOf(fresh).jti).toBe(payloadOf(fresh).id);
    expect((await verifyFile(fresh)).body).toMatchObject({
      ours: true,
      intact: true,
      certificate: { current: true, revoked: false },
    });

    // The old one is untouched: current, not revoked, its bit clear.
    expect((await verifyFile(old)).body).toMatchObject({
      ours: true,
      intact: true,
      certificate: { current: true, revoked: false },
    });
    expect(await statusBitOf(old)).toBe(false);
    expect(await statusBitOf(fresh)).toBe(false);
  });
});
