import { createPublicKey, randomBytes, randomUUID, verify as verifySignature, type JsonWebKey } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import jsrsasign from 'jsrsasign';
import { describe, expect, it } from 'vitest';
import { IssuedDocument, StoredFile } from '../entities/index.ts';
import { buildStudent } from '../../test/factories.ts';
import { api, useTestApp, type TestApp } from '../../test/support.ts';
import { statusBit } from './bitstring.ts';

/**
 * An Open Badges 3.0 verifier played from the specification's steps, on credentials this site issues
 * from a fresh database: OB 3.0 section 8.2 "Verify a Credential" (the JOSE header, the kid dereferenced
 * over HTTP and the signature checked with that JWK alone, the registered claims matching the
 * credential) and section 9.1 (the data model's required fields, the status, the validity period).
 * Nothing of ours is imported to check: node:crypto and, as a library the site does not sign with,
 * jsrsasign. The 1EdTech JSON schema cannot be kept in this repository (its licence), so the required
 * fields are checked as the specification's data model lists them (AchievementCredential, Profile,
 * AchievementSubject, Achievement, Criteria, IdentityObject, Result).
 */

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

type Json = Record<string, unknown>;
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Json;

/** A URL of the issuer's public address, fetched from this test's app (it listens on a port of its own). */
const fetchPublic = (url: string) => fetch(`${app.url}${new URL(url).pathname}`);

async function issuedCredential(kind: 'completion-certificate' | 'test-certificate' = 'completion-certificate') {
  const em = orm.em.fork();
  const student = await buildStudent(em, {
    name: 'Kavya Selvam',
    email: `kavya-${randomBytes(3).toString('hex')}@example.in`,
    validated: true,
    course: 'Data Science',
    startDate: '2026-06-01',
    endDate: '2026-07-15',
    testMark: 22,
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
  em.create(IssuedDocument, {
    student: student.id,
    kind,
    certificateNumber: `TNTAIN${student.id}`,
    verificationToken: token,
    issuedOn: '2026-07-16',
    file,
  });
  await em.flush();
  const res = await api(app.url, `/api/verify/${token}/credential`);
  expect(res.status, res.text).toBe(200);
  return { jwt: res.text, student };
}

const isUri = (value: unknown) => typeof value === 'string' && /^[a-z][a-z0-9+.-]*:\S+$/i.test(value);
const isDateTimeStamp = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(value);
const typesOf = (value: unknown) => (Array.isArray(value) ? value : [value]);

/** OB 3.0's data model, the required fields and their shapes: what the JSON schema would refuse. */
function dataModelProblems(vc: Json): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => ok || problems.push(what);
  const context = vc['@context'] as unknown[];
  need(
    Array.isArray(context) && context[0] === 'https://www.w3.org/ns/credentials/v2',
    '@context[0] is the VCDM 2.0 context',
  );
  need(
    Array.isArray(context) &&
      /^https:\/\/purl\.imsglobal\.org\/spec\/ob\/v3p0\/context-3\.\d+\.\d+\.json$/.test(String(context[1])),
    '@context[1] is an OB 3.0 context',
  );
  need(isUri(vc.id), 'id is a URI');
  need(
    typesOf(vc.type).includes('VerifiableCredential') &&
      typesOf(vc.type).some((t) => t === 'OpenBadgeCredential' || t === 'AchievementCredential'),
    'type holds VerifiableCredential and OpenBadgeCredential',
  );
  need(typeof vc.name === 'string' && vc.name !== '', 'name');
  const issuer = vc.issuer as Json;
  need(isUri(issuer?.id) && typesOf(issuer?.type).includes('Profile'), 'issuer is a Profile with an id');
  need(isDateTimeStamp(vc.validFrom), 'validFrom is a dateTimeStamp');
  need(vc.validUntil === undefined || isDateTimeStamp(vc.validUntil), 'validUntil is a dateTimeStamp');
  const subject = vc.credentialSubject as Json;
  need(typesOf(subject?.type).includes('AchievementSubject'), 'credentialSubject type AchievementSubject');
  need(
    subject?.id !== undefined || Array.isArray(subject?.identifier),
    'credentialSubject names its subject (id or identifier)',
  );
  need(subject?.id === undefined || isUri(subject.id), 'credentialSubject.id is a URI');
  for (const identity of (subject?.identifier as Json[] | undefined) ?? []) {
    need(
      identity.type === 'IdentityObject' &&
        typeof identity.hashed === 'boolean' &&
        typeof identity.identityHash === 'string',
      'identifier is an IdentityObject',
    );
    need(
      ['name', 'emailAddress', 'sourcedId', 'lisSourcedId', 'ext:'].some((t) =>
        String(identity.identityType).startsWith(t),
      ) || ['studentId', 'nationalIdentityNumber', 'phoneNumber'].includes(String(identity.identityType)),
      'identityType from the vocabulary',
    );
  }
  const achievement = subject?.achievement as Json;
  need(
    isUri(achievement?.id) && typesOf(achievement?.type).includes('Achievement'),
    'achievement has an id and type Achievement',
  );
  need(
    typeof achievement?.name === 'string' && typeof achievement?.description === 'string',
    'achievement name and description',
  );
  const criteria = achievement?.criteria as Json;
  need(
    !!criteria && (isUri(criteria.id) || typeof criteria.narrative === 'string'),
    'achievement criteria (id or narrative)',
  );
  for (const result of (subject?.result as Json[] | undefined) ?? [])
    need(typesOf(result.type).includes('Result'), 'result type Result');
  const status = vc.credentialStatus as Json | undefined;
  need(
    status === undefined || (typeof status.type === 'string' && isUri(status.statusListCredential)),
    'credentialStatus type and list',
  );
  return problems;
}

/** Section 8.2 "Verify a Credential", step by step; returns the credential, or throws naming the failed step. */
async function verifyAsOb3(jwt: string, at = new Date()): Promise<Json> {
  const [h, p, s] = jwt.split('.') as [string, string, string];
  const header = decode(h);
  // The JOSE header: alg RS256 (what every verifier must support), typ absent or "JWT", no other header.
  if (header.alg !== 'RS256') throw new Error(`alg ${String(header.alg)}`);
  if (header.typ !== undefined && header.typ !== 'JWT') throw new Error(`typ ${String(header.typ)}`);
  const extra = Object.keys(header).filter((name) => !['alg', 'kid', 'jwk', 'typ'].includes(name));
  if (extra.length) throw new Error(`headers not allowed: ${extra.join(', ')}`);
  // kid: a URI; dereferenced, it gives the JWK; that key alone verifies the signature.
  if (typeof header.kid !== 'string' || !/^https?:\/\//.test(header.kid)) throw new Error('kid is not a URL');
  const res = await fetchPublic(header.kid);
  if (!res.ok) throw new Error(`kid answered ${res.status}`);
  const jwk = (await res.json()) as JsonWebKey;
  if (jwk.kty !== 'RSA' || 'd' in jwk) throw new Error('kid does not give one public RSA JWK');
  if (
    !verifySignature(
      'sha256',
      Buffer.from(`${h}.${p}`),
      createPublicKey({ key: jwk, format: 'jwk' }),
      Buffer.from(s, 'base64url'),
    )
  )
    throw new Error('signature');
  // The payload: the credential, with the registered claims that must match it.
  const vc = decode(p);
  const issuer = vc.issuer as Json;
  const subject = vc.credentialSubject as Json;
  if (vc.iss !== issuer.id) throw new Error('iss is not issuer.id');
  if (vc.jti !== vc.id) throw new Error('jti is not id');
  if (vc.sub === undefined || vc.sub !== subject.id) throw new Error('sub is not credentialSubject.id');
  if (vc.nbf !== Math.floor(Date.parse(vc.validFrom as string) / 1000)) throw new Error('nbf is not validFrom');
  if ((vc.exp === undefined) !== (vc.validUntil === undefined)) throw new Error('exp and validUntil');
  if (vc.exp !== undefined && vc.exp !== Math.floor(Date.parse(vc.validUntil as string) / 1000))
    throw new Error('exp is not validUntil');
  // Section 9.1: the data model, the validity period, the status.
  const problems = dataModelProblems(vc);
  if (problems.length) throw new Error(`data model: ${problems.join('; ')}`);
  if (at.getTime() < (vc.nbf as number) * 1000) throw new Error('not valid yet');
  if (vc.exp !== undefined && at.getTime() >= (vc.exp as number) * 1000) throw new Error('expired');
  const status = vc.credentialStatus as Json;
  const list = await (await fetchPublic(status.statusListCredential as string)).text();
  const listHeader = decode(list.split('.')[0]!);
  const listKey = (await (await fetchPublic(listHeader.kid as string)).json()) as JsonWebKey;
  const [lh, lp, ls] = list.split('.') as [string, string, string];
  if (
    !verifySignature(
      'sha256',
      Buffer.from(`${lh}.${lp}`),
      createPublicKey({ key: listKey, format: 'jwk' }),
      Buffer.from(ls, 'base64url'),
    )
  )
    throw new Error('status list signature');
  const listCredential = decode(lp);
  if ((listCredential.credentialSubject as Json).statusPurpose !== status.statusPurpose)
    throw new Error('status purpose');
  if (statusBit((listCredential.credentialSubject as Json).encodedList as string, Number(status.statusListIndex)))
    throw new Error('revoked');
  return vc;
}

describe('an Open Badges 3.0 verifier (section 8.2 and 9.1) on our credentials', () => {
  it('accepts a completion and a test certificate from a fresh database', async () => {
    for (const kind of ['completion-certificate', 'test-certificate'] as const) {
      const { jwt, student } = await issuedCredential(kind);
      const vc = await verifyAsOb3(jwt);
      expect(vc.sub).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      // Opaque: a random UUID (version 4, above), never the e-mail.
      expect(JSON.stringify(vc)).not.toContain(student.email);
      // Every term defined: the undefined-terms context last (VCDM 2.0 section 5.2) for the certificate number.
      expect((vc['@context'] as string[]).at(-1)).toBe('https://www.w3.org/ns/credentials/undefined-terms/v2');
    }
  });

  it('the subject id is the same in every credential of one intern, and another intern has another', async () => {
    const first = await issuedCredential('completion-certificate');
    const em = orm.em.fork();
    const file = em.create(StoredFile, {
      id: randomUUID(),
      purpose: 'document',
      contentType: 'application/pdf',
      size: 4,
      sha256: '0'.repeat(64),
      data: Buffer.from('%PDF'),
    });
    const token = randomBytes(24).toString('base64url');
    em.create(IssuedDocument, {
      student: first.student.id,
      kind: 'test-certificate',
      certificateNumber: `TNTAIN${first.student.id}`,
      verificationToken: token,
      issuedOn: '2026-07-16',
      file,
    });
    await em.flush();
    const second = (await api(app.url, `/api/verify/${token}/credential`)).text;
    const other = await issuedCredential('completion-certificate');
    const sub = (jwt: string) => decode(jwt.split('.')[1]!).sub;
    expect(sub(second)).toBe(sub(first.jwt));
    expect(sub(other.jwt)).not.toBe(sub(first.jwt));
  });

  it('is a verifier that bites: a changed claim, a foreign header, a date before validFrom, a missing field are each refused', async () => {
    const { jwt } = await issuedCredential();
    const [h, p, s] = jwt.split('.') as [string, string, string];
    const vc = decode(p);
    const reencode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    await expect(verifyAsOb3(`${h}.${reencode({ ...vc, name: 'Another name' })}.${s}`)).rejects.toThrow('signature');
    await expect(verifyAsOb3(`${reencode({ ...decode(h), cty: 'vc' })}.${p}.${s}`)).rejects.toThrow(
      'headers not allowed: cty',
    );
    await expect(verifyAsOb3(`${reencode({ ...decode(h), typ: 'vc+jwt' })}.${p}.${s}`)).rejects.toThrow('typ vc+jwt');
    await expect(verifyAsOb3(jwt, new Date('2026-07-15T00:00:00Z'))).rejects.toThrow('not valid yet');
    for (const field of ['id', 'name', 'issuer', 'validFrom'])
      expect(dataModelProblems({ ...vc, [field]: undefined }).length, field).toBeGreaterThan(0);
    const subject = vc.credentialSubject as Json;
    expect(
      dataModelProblems({
        ...vc,
        credentialSubject: { ...subject, achievement: { ...(subject.achievement as Json), criteria: undefined } },
      }),
    ).toEqual(['achievement criteria (id or narrative)']);
  });

  it('an independent library (jsrsasign) verifies the credential with the JWK its kid names, and checks iss, sub, jti, nbf', async () => {
    const { jwt } = await issuedCredential();
    const { kid } = decode(jwt.split('.')[0]!);
    const vc = decode(jwt.split('.')[1]!);
    const jwk = (await (await fetchPublic(kid as string)).json()) as jsrsasign.RSAKey;
    const key = jsrsasign.KEYUTIL.getKey(jwk) as jsrsasign.RSAKey;
    const accept = {
      alg: ['RS256'],
      iss: [(vc.issuer as Json).id as string],
      sub: [vc.sub as string],
      jti: vc.id as string,
      verifyAt: jsrsasign.KJUR.jws.IntDate.get('now'),
    };
    expect(jsrsasign.KJUR.jws.JWS.verifyJWT(jwt, key, accept)).toBe(true);
    // It refuses the same credential for another subject, before its nbf, with a changed payload, or by ES256 only.
    expect(
      jsrsasign.KJUR.jws.JWS.verifyJWT(jwt, key, { ...accept, sub: ['urn:uuid:00000000-0000-4000-8000-000000000000'] }),
    ).toBe(false);
    expect(
      jsrsasign.KJUR.jws.JWS.verifyJWT(jwt, key, {
        ...accept,
        verifyAt: Math.floor(Date.parse('2026-07-15T00:00:00Z') / 1000),
      }),
    ).toBe(false);
    const [h, , s] = jwt.split('.');
    const changed = `${h}.${Buffer.from(JSON.stringify({ ...vc, name: 'Changed' })).toString('base64url')}.${s}`;
    expect(jsrsasign.KJUR.jws.JWS.verifyJWT(changed, key, accept)).toBe(false);
    expect(() => jsrsasign.KJUR.jws.JWS.verify(jwt, key, ['ES256'])).toThrow("algorithm 'RS256' not accepted");
  });
});
