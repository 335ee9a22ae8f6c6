import { createPublicKey, randomBytes, verify as verifySignature, type JsonWebKey } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { correctStudent } from '../../commands/correct-student.ts';
import { reinstateDocument } from '../../commands/reinstate-document.ts';
import { revokeDocument } from '../../commands/revoke-document.ts';
import { storeDocumentFile } from '../../commands/store-document-file.ts';
import { storeDocumentVersion } from '../../commands/store-document-version.ts';
import { COPIES_COOKIE } from 'shared/offline-copies';
import { statusBit } from '../../credentials/bitstring.ts';
import { generateCredentialKey, publicCredentialKey, readCredentialKey } from '../../credentials/key-format.ts';
import { DomainEvent, IssuedDocument } from '../../entities/index.ts';
import { buildAdmin, buildStudent } from '../../../test/factories.ts';
import { hostileCms } from '../../../test/hostile-cms.ts';
import { asOwner } from '../../../test/owner-connection.ts';
import { signedIn } from '../../../test/signed-in.ts';
import { api, startTestApp, type TestApp, uniquePrefix, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

// A decoded JWT part, read path by path in the assertions (a wrong path fails them).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const b64json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, any>;

/**
 * The independent check a university would make: node:crypto, not jose. The key the header's kid names
 * (an RS256 credential's kid is the URL of its JWK, fetched here from this test app; a retired ES256
 * one's is a thumbprint in the published key set), the signature over `header.payload` with that key's
 * algorithm: RS256 (PKCS#1 v1.5) or ES256 (r || s, IEEE P1363).
 */
async function verifiesIndependently(base: string, jwt: string): Promise<boolean> {
  const [header, payload, signature] = jwt.split('.') as [string, string, string];
  const { kid, alg, typ } = b64json(header);
  const jwk = String(kid).startsWith('http')
    ? ((await fetch(`${base}${new URL(kid as string).pathname}`).then((r) => (r.ok ? r.json() : undefined))) as
        (JsonWebKey & { kid: string }) | undefined)
    : (
        (await fetch(`${base}/.well-known/jwks.json`).then((r) => r.json())) as {
          keys: (JsonWebKey & { kid: string })[];
        }
      ).keys.find((k) => k.kid === kid);
  if (!jwk || jwk.kid !== kid || jwk.alg !== alg || !['JWT', 'vc+jwt'].includes(typ as string)) return false;
  const key = createPublicKey({ key: jwk, format: 'jwk' });
  const data = Buffer.from(`${header}.${payload}`);
  if (alg === 'RS256') return verifySignature('sha256', data, key, Buffer.from(signature, 'base64url'));
  return (
    alg === 'ES256' &&
    verifySignature('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))
  );
}

async function certificateFor(overrides: { name?: string; kind?: 'completion-certificate' | 'test-certificate' } = {}) {
  const em = orm.em.fork();
  const student = await buildStudent(em, {
    name: overrides.name ?? 'Sneha M',
    email: `sneha-${randomBytes(3).toString('hex')}@example.in`,
    validated: true,
    course: 'UI/UX Design',
    startDate: '2026-06-01',
    endDate: '2026-07-15',
    testMark: 20,
  });
  const token = randomBytes(24).toString('base64url');
  const kind = overrides.kind ?? 'completion-certificate';
  const doc = em.create(IssuedDocument, {
    student: student.id,
    kind,
    certificateNumber: `TNTAIN${student.id}`,
    verificationToken: token,
    issuedOn: '2026-07-16',
  });
  await em.flush();
  // Issued as the workers' document job stores it: the certificate takes its status index here.
  await storeDocumentFile(orm.em.fork(), {
    documentId: doc.id,
    pdf: Buffer.from('%PDF'),
    issuedOn: '2026-07-16',
    certificateNumber: `TNTAIN${student.id}`,
  });
  return { student, token, documentId: doc.id };
}

/** POST /api/verify/file as the page sends it: the text or file in the form field `file`. */
async function verifyFile(base: string, content: string | Uint8Array<ArrayBuffer>, name = 'credential.jwt') {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  return api(base, '/api/verify/file', { method: 'POST', body: form });
}

async function statusOf(base: string, jwt: string): Promise<boolean> {
  const { credentialStatus } = b64json(jwt.split('.')[1]!);
  // The list's URL is on the configured public address; this test's app listens on its own port.
  const res = await fetch(`${base}${new URL(credentialStatus.statusListCredential as string).pathname}`);
  expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  const listJwt = await res.text();
  expect(await verifiesIndependently(base, listJwt)).toBe(true);
  const list = b64json(listJwt.split('.')[1]!);
  expect(list.type).toEqual(['VerifiableCredential', 'BitstringStatusListCredential']);
  expect(list.credentialSubject).toMatchObject({
    type: 'BitstringStatusList',
    statusPurpose: 'revocation',
    ttl: 60_000,
  });
  return statusBit(list.credentialSubject.encodedList as string, Number(credentialStatus.statusListIndex));
}

describe('Open Badges 3.0 credentials', () => {
  it('the credential from /verify verifies against /.well-known/jwks.json without jose, names the holder and the course, and fails with one character changed', async () => {
    const { token, student } = await certificateFor();
    const res = await api(app.url, `/api/verify/${token}/credential`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/vc+jwt');
    expect(res.headers.get('content-disposition')).toContain(`filename="TNTAIN${student.id}.jwt"`);
    const jwt = res.text;
    expect(await verifiesIndependently(app.url, jwt)).toBe(true);

    // Open Badges 3.0 section 8.2's header: RS256, typ JWT, the kid an absolute URL of our site, nothing else.
    const header = b64json(jwt.split('.')[0]!);
    expect(header).toEqual({
      alg: 'RS256',
      typ: 'JWT',
      kid: expect.stringMatching(/^http:\/\/[^/]+\/\.well-known\/jwks\/[\w-]{43}$/),
    });
    const vc = b64json(jwt.split('.')[1]!);
    expect(vc['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      'https://www.w3.org/ns/credentials/undefined-terms/v2',
    ]);
    expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(vc.issuer).toMatchObject({ type: ['Profile'], name: 'Tamil Nadu Tech Academy' });
    expect(vc.validFrom).toBe('2026-07-16T00:00:00+05:30');
    expect(vc.certificateNumber).toBe(`TNTAIN${student.id}`);
    expect(vc.credentialSubject.id).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(vc).toMatchObject({
      iss: vc.issuer.id,
      jti: vc.id,
      sub: vc.credentialSubject.id,
      nbf: Date.parse(vc.validFrom) / 1000,
    });
    expect(vc).not.toHaveProperty('exp');
    expect(vc.credentialSubject.identifier).toEqual([
      { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: 'Sneha M' },
    ]);
    expect(vc.credentialSubject.achievement).toMatchObject({
      type: ['Achievement'],
      name: 'Completion certificate: UI/UX Design',
      fieldOfStudy: 'UI/UX Design',
    });
    expect(vc.credentialStatus).toMatchObject({
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListCredential: expect.stringMatching(/\/api\/credentials\/status\/1$/),
    });
    expect(JSON.stringify(vc)).not.toContain(student.email);

    // One character of the payload changed (the holder's name): the signature no longer holds.
    const payload = Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8').replace('Sneha M', 'Sneha N');
    const forged = [jwt.split('.')[0], Buffer.from(payload).toString('base64url'), jwt.split('.')[2]].join('.');
    expect(await verifiesIndependently(app.url, forged)).toBe(false);
    const flipped = jwt.slice(0, -3) + (jwt.at(-3) === 'A' ? 'B' : 'A') + jwt.slice(-2);
    expect(await verifiesIndependently(app.url, flipped)).toBe(false);

    expect((await verifyFile(app.url, jwt)).body).toEqual({
      kind: 'credential',
      ours: true,
      intact: true,
      certificate: {
        kind: 'completion-certificate',
        number: `TNTAIN${student.id}`,
        holder: 'Sneha M',
        course: 'UI/UX Design',
        current: true,
        revoked: false,
        verifyUrl: expect.stringMatching(new RegExp(`/verify/${token}$`)),
        offeredCertificate: null,
      },
    });
    expect((await verifyFile(app.url, forged)).body).toEqual({
      kind: 'credential',
      ours: true,
      intact: false,
      certificate: null,
    });
    // The same credential in the JSON forms it travels in: a file holding it, a wallet's enveloped credential.
    for (const json of [
      JSON.stringify({ credential: jwt }),
      JSON.stringify({
        '@context': ['https://www.w3.org/ns/credentials/v2'],
        type: 'EnvelopedVerifiableCredential',
        id: `data:application/vc+jwt,${jwt}`,
      }),
    ]) {
      expect((await verifyFile(app.url, json, 'credential.json')).body).toMatchObject({
        kind: 'credential',
        ours: true,
        intact: true,
        certificate: { current: true },
      });
    }
  });

  it('a test certificate carries its mark as a result', async () => {
    const { token } = await certificateFor({ kind: 'test-certificate' });
    const vc = b64json((await api(app.url, `/api/verify/${token}/credential`)).text.split('.')[1]!);
    expect(vc.credentialSubject.result).toEqual([
      { type: ['Result'], resultDescription: expect.stringMatching(/#test-mark$/), value: '20' },
    ]);
    expect(vc.credentialSubject.achievement.resultDescription[0]).toMatchObject({ valueMin: '0', valueMax: '25' });
  });

  it('a revoke sets its status bit at once and the verifier says revoked; reinstating clears it', async () => {
    const { token, documentId } = await certificateFor();
    const admin = await buildAdmin(orm.em.fork());
    const jwt = (await api(app.url, `/api/verify/${token}/credential`)).text;
    expect(await statusOf(app.url, jwt)).toBe(false);

    await revokeDocument(orm.em.fork(), { documentId, adminId: admin.id }, 'Issued in error');
    expect(await statusOf(app.url, jwt)).toBe(true);
    expect((await verifyFile(app.url, jwt)).body).toMatchObject({
      ours: true,
      intact: true,
      certificate: { revoked: true, current: true },
    });
    // A revoked certificate offers no credential.
    expect((await api(app.url, `/api/verify/${token}/credential`)).status).toBe(404);

    await reinstateDocument(orm.em.fork(), { documentId, adminId: admin.id });
    expect(await statusOf(app.url, jwt)).toBe(false);
    expect((await verifyFile(app.url, jwt)).body).toMatchObject({ certificate: { revoked: false, current: true } });
  });

  it('a correction makes a new credential with the new data at the same status index; the old one reads not current, and the list does not revoke the certificate', async () => {
    const { token, documentId, student } = await certificateFor({ name: 'Sneha M' });
    const admin = await buildAdmin(orm.em.fork());
    const old = (await api(app.url, `/api/verify/${token}/credential`)).text;
    // The same data twice: the same status index.
    const again = (await api(app.url, `/api/verify/${token}/credential`)).text;
    expect(b64json(again.split('.')[1]!).credentialStatus).toEqual(b64json(old.split('.')[1]!).credentialStatus);

    await correctStudent(
      orm.em.fork(),
      { studentId: student.id, adminId: admin.id },
      { name: 'Sneha Murugan', reason: 'Full name' },
    );
    // What the re-issue job does (workers/src/documents/reissue.ts): the new version of the PDF.
    const event = await orm.em.fork().findOneOrFail(DomainEvent, { type: 'student.documents-reissue-requested' });
    await storeDocumentVersion(orm.em.fork(), {
      documentId,
      eventId: event.id,
      pdf: Buffer.from('%PDF-2'),
      issuedOn: '2026-08-01',
      version: 2,
    });

    const fresh = (await api(app.url, `/api/verify/${token}/credential`)).text;
    const vc = b64json(fresh.split('.')[1]!);
    expect(vc.credentialSubject.identifier[0].identityHash).toBe('Sneha Murugan');
    expect(vc.validFrom).toBe('2026-08-01T00:00:00+05:30');
    // The re-issued version keeps the certificate's index: the list speaks of the certificate, not of each version.
    expect(vc.credentialStatus).toEqual(b64json(old.split('.')[1]!).credentialStatus);
    // Its id (and jti) names the version: two credentials stating different data never share one.
    expect(b64json(old.split('.')[1]!).id).toMatch(/#credential-\d+-v1$/);
    expect(vc.id).toBe(b64json(old.split('.')[1]!).id.replace(/-v1$/, '-v2'));
    expect(vc.jti).toBe(vc.id);
    expect(await verifiesIndependently(app.url, fresh)).toBe(true);
    expect((await verifyFile(app.url, fresh)).body).toMatchObject({
      certificate: { holder: 'Sneha Murugan', current: true, revoked: false },
    });

    // The old credential is still our intact signature, but no longer the certificate's current one:
    // our verifier says so (it states the name before the correction); the certificate is not revoked.
    expect(await verifiesIndependently(app.url, old)).toBe(true);
    expect(await statusOf(app.url, old)).toBe(false);
    expect((await verifyFile(app.url, old)).body).toMatchObject({
      ours: true,
      intact: true,
      certificate: { holder: 'Sneha M', current: false, revoked: false },
    });
    // A revoke of the certificate reaches every credential of it, of every version.
    await revokeDocument(orm.em.fork(), { documentId, adminId: admin.id }, 'Issued in error');
    expect(await statusOf(app.url, old)).toBe(true);
    expect(await statusOf(app.url, fresh)).toBe(true);
  });

  it('the intern downloads their own credential from the dashboard; another intern cannot reach it', async () => {
    const { student, token } = await certificateFor();
    const other = await buildStudent(orm.em.fork(), { validated: true, endDate: '2026-07-15' });
    const asIntern = await signedIn(app, orm, { kind: 'student', id: student.id });
    const mine = await asIntern('/api/documents/completion-certificate/credential');
    expect(mine.status, mine.text).toBe(200);
    expect(mine.headers.get('content-disposition')).toContain(`filename="TNTAIN${student.id}.jwt"`);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(await verifiesIndependently(app.url, mine.text)).toBe(true);
    expect((await verifyFile(app.url, mine.text)).body).toMatchObject({
      certificate: { verifyUrl: expect.stringContaining(token) },
    });

    // The session names the intern: the other intern has no certificate, and gets nobody else's.
    const asOther = await signedIn(app, orm, { kind: 'student', id: other.id });
    const theirs = await asOther('/api/documents/completion-certificate/credential');
    expect(theirs.status).toBe(404);
    expect(theirs.text).not.toContain('eyJ');
    expect((await api(app.url, '/api/documents/completion-certificate/credential')).status).toBe(401);
    // Offer letters have no credential.
    expect((await asIntern('/api/documents/offer-letter/credential')).body.code).toBe('noCredentialForDocument');
    // The dashboard's list links it.
    const list = await asIntern('/api/documents');
    expect(
      (list.body.documents as { kind: string; credentialUrl?: string }[]).find(
        (d) => d.kind === 'completion-certificate',
      )?.credentialUrl,
    ).toBe('/api/documents/completion-certificate/credential');
  });

  it('/.well-known/jwks.json publishes public keys only, never the app shell, briefly cached', async () => {
    const res = await fetch(`${app.url}/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/jwk-set+json');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const { keys } = (await res.json()) as { keys: Record<string, string>[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB' });
    expect(Buffer.from(keys[0]!.n!, 'base64url').length * 8).toBe(2048);
    for (const member of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(keys[0]).not.toHaveProperty(member);
    // The key alone at its kid's URL: the same JWK.
    const single = await fetch(`${app.url}${new URL(keys[0]!.kid!).pathname}`);
    expect(single.status).toBe(200);
    expect(single.headers.get('content-type')).toContain('application/jwk+json');
    expect(await single.json()).toEqual(keys[0]);
    expect((await fetch(`${app.url}/.well-known/jwks/${'A'.repeat(43)}`)).status).toBe(404);
    const other = await fetch(`${app.url}/.well-known/openid-configuration`);
    expect(other.status).toBe(404);
    expect(await other.text()).not.toContain('<html');
  });

  it('the key set, each key alone and the status list are readable from any site: CORS *, cross-origin resource policy, no cookie read or set', async () => {
    const { student, token } = await certificateFor();
    const jwt = (await api(app.url, `/api/verify/${token}/credential`)).text;
    const { kid } = b64json(jwt.split('.')[0]!);
    // An intern's browser, signed in, with a stale offline-copies cookie: what a same-site fetch carries.
    const cookie = `${(await signedIn(app, orm, { kind: 'student', id: student.id })).cookie}; ${COPIES_COOKIE}=stale`;
    for (const path of ['/.well-known/jwks.json', new URL(kid as string).pathname, '/api/credentials/status/1']) {
      const res = await fetch(`${app.url}${path}`, {
        headers: { origin: 'https://wallet.example.org', 'sec-fetch-site': 'cross-site', cookie },
      });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('cross-origin');
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=60');
      expect(res.headers.get('set-cookie'), path).toBeNull();
    }
    // A list that does not answer still says so to the other site (a 404 it can read, not a CORS failure).
    const missing = await fetch(`${app.url}/api/credentials/status/x`, {
      headers: { origin: 'https://wallet.example.org' },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
    // Every other API answer stays same-origin only.
    const other = await fetch(`${app.url}/api/verify/${token}`, { headers: { origin: 'https://wallet.example.org' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(other.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('after a key rotation the old key stays published and an old credential still verifies; the new key signs', async () => {
    const { token } = await certificateFor();
    const oldKey = generateCredentialKey();
    // Apps of their own, started here: the same site before and after its keys change, each test's keys its own.
    const before = await startTestApp(orm, { REDIS_PREFIX: uniquePrefix(), CREDENTIAL_KEYS: oldKey });
    const after = await startTestApp(orm, {
      REDIS_PREFIX: uniquePrefix(),
      CREDENTIAL_KEYS: `${oldKey},${generateCredentialKey()}`,
    });
    try {
      const old = (await api(before.url, `/api/verify/${token}/credential`)).text;
      const { keys } = (await fetch(`${after.url}/.well-known/jwks.json`).then((r) => r.json())) as {
        keys: { kid: string }[];
      };
      expect(keys).toHaveLength(2);
      expect(keys.map((k) => k.kid)).toContain(b64json(old.split('.')[0]!).kid);
      expect(await verifiesIndependently(after.url, old)).toBe(true);
      expect((await verifyFile(after.url, old)).body).toMatchObject({
        ours: true,
        intact: true,
        certificate: { current: true, revoked: false },
      });
      const fresh = (await api(after.url, `/api/verify/${token}/credential`)).text;
      expect(b64json(fresh.split('.')[0]!).kid).toBe(keys[1]!.kid);
      // Not ours: a credential signed by a key we never published.
      const stranger = await startTestApp(orm, {
        REDIS_PREFIX: uniquePrefix(),
        CREDENTIAL_KEYS: generateCredentialKey(),
      });
      try {
        const foreign = (await api(stranger.url, `/api/verify/${token}/credential`)).text;
        expect((await verifyFile(after.url, foreign)).body).toEqual({
          kind: 'credential',
          ours: false,
          intact: false,
          certificate: null,
        });
      } finally {
        await stranger.close();
      }
    } finally {
      await before.close();
      await after.close();
    }
  });

  it('a retired key kept as its public half only still verifies the credentials it signed and stays published; it signs nothing', async () => {
    const { token } = await certificateFor();
    const oldKey = generateCredentialKey();
    // Apps of their own, started here: the same site before and after its keys change, each test's keys its own.
    const before = await startTestApp(orm, { REDIS_PREFIX: uniquePrefix(), CREDENTIAL_KEYS: oldKey });
    // What the rotate command leaves: the retired key's SPKI, then the new private key (and a JWK works as well).
    const retired = publicCredentialKey(oldKey);
    const jwk = JSON.stringify(readCredentialKey(generateCredentialKey()).publicKey.export({ format: 'jwk' }));
    const after = await startTestApp(orm, {
      REDIS_PREFIX: uniquePrefix(),
      CREDENTIAL_KEYS: `${retired},${jwk},${generateCredentialKey()}`,
    });
    try {
      const old = (await api(before.url, `/api/verify/${token}/credential`)).text;
      const { keys } = (await fetch(`${after.url}/.well-known/jwks.json`).then((r) => r.json())) as {
        keys: Record<string, string>[];
      };
      expect(keys).toHaveLength(3);
      expect(keys[0]!.kid).toBe(b64json(old.split('.')[0]!).kid);
      for (const key of keys) expect(key).not.toHaveProperty('d');
      expect(await verifiesIndependently(after.url, old)).toBe(true);
      expect((await verifyFile(after.url, old)).body).toMatchObject({
        ours: true,
        intact: true,
        certificate: { current: true, revoked: false },
      });
      // Every credential from now on is signed by the last key, the private one.
      const fresh = (await api(after.url, `/api/verify/${token}/credential`)).text;
      expect(b64json(fresh.split('.')[0]!).kid).toBe(keys[2]!.kid);
    } finally {
      await before.close();
      await after.close();
    }
  });

  it("a credential whose status index was issued again reads not current, with its own link, never the other certificate's standing (index reused after a restore)", async () => {
    const a = await certificateFor({ name: 'Intern A' });
    const admin = await buildAdmin(orm.em.fork());
    const jwtA = (await api(app.url, `/api/verify/${a.token}/credential`)).text;
    expect((await verifyFile(app.url, jwtA)).body).toMatchObject({
      certificate: {
        current: true,
        revoked: false,
        verifyUrl: expect.stringMatching(new RegExp(`/verify/${a.token}$`)),
      },
    });

    // As the reviewer simulated restoring an older backup without the restore's gap: A's index forgotten, then given to B.
    await asOwner(`delete from status_indexes`);
    const b = await certificateFor({ name: 'Intern B' });
    await asOwner(
      `update status_indexes set status_index = ${Number(b64json(jwtA.split('.')[1]!).credentialStatus.statusListIndex)} where document_id = ${b.documentId}`,
    );
    const jwtB = (await api(app.url, `/api/verify/${b.token}/credential`)).text;
    expect(b64json(jwtB.split('.')[1]!).credentialStatus).toEqual(b64json(jwtA.split('.')[1]!).credentialStatus);
    await revokeDocument(orm.em.fork(), { documentId: a.documentId, adminId: admin.id }, 'Issued in error');

    const answer = await verifyFile(app.url, jwtA);
    expect(answer.body).toEqual({
      kind: 'credential',
      ours: true,
      intact: true,
      certificate: {
        kind: 'completion-certificate',
        number: `TNTAIN${a.student.id}`,
        holder: 'Intern A',
        course: 'UI/UX Design',
        current: false,
        revoked: true,
        verifyUrl: expect.stringMatching(new RegExp(`/verify/${a.token}$`)),
        offeredCertificate: null,
      },
    });
    expect(answer.text).not.toContain(b.token);
    // B's own credential, at the same index, is B's and current.
    expect((await verifyFile(app.url, jwtB)).body).toMatchObject({
      certificate: {
        holder: 'Intern B',
        current: true,
        revoked: false,
        verifyUrl: expect.stringMatching(new RegExp(`/verify/${b.token}$`)),
      },
    });
    // A credential whose index names no certificate at all (its row lost, the index not issued since) reads not current too.
    await asOwner(`delete from status_indexes`);
    expect((await verifyFile(app.url, jwtB)).body).toMatchObject({
      certificate: {
        holder: 'Intern B',
        current: false,
        revoked: true,
        verifyUrl: expect.stringMatching(new RegExp(`/verify/${b.token}$`)),
      },
    });
  });

  it('certificates take random, distinct status indexes when issued, not in issue order; downloads take none', async () => {
    const indexOf = (jwt: string) => Number(b64json(jwt.split('.')[1]!).credentialStatus.statusListIndex);
    const taken = () =>
      asOwner<{ document_id: number; status_index: number }>(`select document_id, status_index from status_indexes`);
    const issued = [];
    for (let i = 0; i < 20; i++) issued.push(await certificateFor({ name: `Intern ${i}` }));
    // Taken at issue: each certificate has its index before anyone downloads a credential.
    const rows = await taken();
    const byIssue = issued.map((c) => rows.find((r) => r.document_id === c.documentId)!.status_index);
    expect(new Set(byIssue).size).toBe(20);
    // Not the order of issue (20 random picks come out sorted once in 20! tries), and spread over the list, not packed at its start.
    expect(byIssue).not.toEqual([...byIssue].sort((x, y) => x - y));
    expect(Math.max(...byIssue)).toBeGreaterThan(20);
    for (const index of byIssue) expect(index).toBeLessThan(131_072);

    // Downloads, again and at once, take none: each credential carries its certificate's index.
    const download = async (token: string) => (await api(app.url, `/api/verify/${token}/credential`)).text;
    for (const [i, c] of issued.slice(0, 5).entries()) {
      for (let n = 0; n < 3; n++) expect(indexOf(await download(c.token))).toBe(byIssue[i]);
    }
    const together = await Promise.all([
      download(issued[5]!.token),
      download(issued[5]!.token),
      download(issued[5]!.token),
    ]);
    expect(together.map(indexOf)).toEqual([byIssue[5], byIssue[5], byIssue[5]]);
    expect(await taken()).toHaveLength(20);
  });

  it('issuing moves to the next list once the current one is half full, and never goes back below the highest index given', async () => {
    // Half of list 1 given (as by 65,536 certificates).
    await asOwner(`insert into status_indexes (status_index) select g from generate_series(0, 65535) g`);
    const { documentId } = await certificateFor();
    const [row] = await asOwner<{ status_index: number }>(
      `select status_index from status_indexes where document_id = $1`,
      [documentId],
    );
    expect(row!.status_index).toBeGreaterThanOrEqual(131_072);
    expect(row!.status_index).toBeLessThan(2 * 131_072);
    const jwt = (
      await api(
        app.url,
        `/api/verify/${(await orm.em.fork().findOneOrFail(IssuedDocument, { id: documentId })).verificationToken}/credential`,
      )
    ).text;
    expect(b64json(jwt.split('.')[1]!).credentialStatus.statusListCredential).toMatch(/\/api\/credentials\/status\/2$/);
    expect(await statusOf(app.url, jwt)).toBe(false);
  });

  it('a status list never issued, or a list number in another spelling, is 404; a list in use is served', async () => {
    const { token } = await certificateFor();
    const jwt = (await api(app.url, `/api/verify/${token}/credential`)).text;
    expect(b64json(jwt.split('.')[1]!).credentialStatus.statusListCredential).toMatch(/\/api\/credentials\/status\/1$/);
    const ok = await fetch(`${app.url}/api/credentials/status/1`);
    expect(ok.status).toBe(200);
    for (const list of ['10000', '2', '01', '1e3', '0', '-1', '1.0', '+1', '0x1', '9999999999']) {
      const res = await fetch(`${app.url}/api/credentials/status/${list}`);
      expect(res.status, list).toBe(404);
      expect(await res.text()).not.toContain('eyJ');
    }
  });

  it('a PDF carrying a hostile signature, the review\'s 300,000 elements or one within our size, is answered "not ours"', async () => {
    /** A PDF whose /ByteRange leaves out exactly the /Contents hex string, as a signed PDF's does, padded to 1.9 MB. */
    const pdfSignedWith = (cms: Buffer) => {
      const head = `%PDF-1.7\n%${'x'.repeat(1_900_000 - cms.length * 2)}\n1 0 obj\n<< /Type /Sig /SubFilter /adbe.pkcs7.detached /Contents `;
      const gap = `<${cms.toString('hex')}>`;
      const tail = (second: number) =>
        ` /ByteRange [0 ${head.length} ${head.length + gap.length} ${String(second).padStart(10, '0')}] >>\nendobj\n%%EOF\n`;
      return Buffer.from(head + gap + tail(tail(0).length), 'latin1') as Buffer<ArrayBuffer>;
    };
    // The review's: 300,000 elements (600 KB, 1.2 MB as hex); and one within the 32 KB a signature of ours may take.
    const hostile = [pdfSignedWith(hostileCms(300_000)), pdfSignedWith(hostileCms(16_000))];
    // The CMS is refused by its size and count of elements before it is parsed (signing/cms.test.ts), so
    // it cannot hold the event loop; what the verifier answers for either is "not ours".
    for (const file of hostile)
      expect((await verifyFile(app.url, file, 'file.pdf')).body).toEqual({
        kind: 'pdf',
        ours: false,
        intact: false,
        certificate: null,
      });
  });

  it('the verifier says what it cannot read, refuses nothing brought and a file over 2 MB, and hands PDFs to the PDF check', async () => {
    expect((await verifyFile(app.url, 'hello')).body).toEqual({
      kind: 'unknown',
      ours: false,
      intact: false,
      certificate: null,
    });
    expect((await verifyFile(app.url, '%PDF-1.7\n%%EOF', 'c.pdf')).body).toMatchObject({ kind: 'pdf' });
    const empty = await verifyFile(app.url, '');
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('verifyNothingBrought');
    const big = await verifyFile(app.url, new Uint8Array(2 * 1024 * 1024 + 1).fill(65));
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('verifyFileTooLarge');
  });
});
