import { randomBytes, randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { IssuedDocument, StoredFile } from '../../entities/index.ts';
import { buildStudent } from '../../../test/factories.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started), { cleanEach: false });

async function certificateFor(withFile = true) {
  const em = orm.em.fork();
  const student = await buildStudent(em, {
    name: 'Sneha M',
    email: `sneha-${randomBytes(3).toString('hex')}@example.in`,
    phone: '9876543210',
    validated: true,
    course: 'UI/UX Design',
    startDate: '2026-06-01',
    endDate: '2026-07-15',
    testMark: 20,
  });
  const file = withFile
    ? em.create(StoredFile, {
        id: randomUUID(),
        purpose: 'document',
        contentType: 'application/pdf',
        size: 4,
        sha256: '0'.repeat(64),
        data: Buffer.from('%PDF'),
      })
    : null;
  const token = randomBytes(24).toString('base64url');
  em.create(IssuedDocument, {
    student: student.id,
    kind: 'completion-certificate',
    certificateNumber: `TNTAIN${student.id}`,
    verificationToken: token,
    issuedOn: '2026-07-16',
    file,
  });
  await em.flush();
  return { student, token };
}

describe('GET /api/verify/:token', () => {
  it('shows the holder, course, dates, number and issue date of a genuine certificate, and nothing else', async () => {
    const { student, token } = await certificateFor();
    const res = await api(app.url, `/api/verify/${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      valid: true,
      kind: 'completion-certificate',
      holder: 'Sneha M',
      course: 'UI/UX Design',
      startDate: '2026-06-01',
      endDate: '2026-07-15',
      certificateNumber: `TNTAIN${student.id}`,
      issuedOn: '2026-07-16',
      version: 1,
      revoked: null,
      offeredCertificate: null,
    });
    expect(res.text).not.toContain(student.email);
    expect(res.text).not.toContain('@');
    expect(res.text).not.toContain('9876543210');
    expect(res.text).not.toContain('Bishop Heber');
  });

  it("names an offer letter's certificate and where it stands: not issued yet, then valid, then revoked", async () => {
    const em = orm.em.fork();
    const student = await buildStudent(em, {
      name: 'Arun K',
      email: `arun-${randomBytes(3).toString('hex')}@example.in`,
      validated: true,
      course: 'Data Science',
      startDate: '2026-06-01',
      endDate: '2026-07-15',
    });
    const file = () =>
      em.create(StoredFile, {
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
      kind: 'offer-letter',
      certificateNumber: `TNTAIN${student.id}`,
      verificationToken: token,
      issuedOn: '2026-06-01',
      file: file(),
    });
    await em.flush();
    const read = async () => (await api(app.url, `/api/verify/${token}`)).body;
    expect(await read()).toMatchObject({
      kind: 'offer-letter',
      valid: true,
      offeredCertificate: { kind: 'completion-certificate', standing: 'not-issued' },
    });
    const certificate = em.create(IssuedDocument, {
      student: student.id,
      kind: 'completion-certificate',
      certificateNumber: `TNTAIN${student.id}`,
      verificationToken: randomBytes(24).toString('base64url'),
      issuedOn: '2026-07-16',
      file: file(),
    });
    await em.flush();
    expect(await read()).toMatchObject({ offeredCertificate: { kind: 'completion-certificate', standing: 'valid' } });
    certificate.revokedAt = new Date();
    await em.flush();
    expect(await read()).toMatchObject({
      kind: 'offer-letter',
      valid: true,
      offeredCertificate: { kind: 'completion-certificate', standing: 'revoked' },
    });
  });

  it('answers 404 for an unknown, malformed or not-yet-made certificate', async () => {
    const { token } = await certificateFor(false);
    for (const path of [
      `/api/verify/${randomBytes(24).toString('base64url')}`,
      '/api/verify/..%2F..%2Fetc',
      '/api/verify/x',
      `/api/verify/${token}`,
    ]) {
      const res = await api(app.url, path);
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe('No certificate matches this link.');
    }
  });

  it('is rate-limited', async () => {
    let last = 0;
    for (let i = 0; i < 35; i++)
      last = (await api(app.url, `/api/verify/${randomBytes(24).toString('base64url')}`)).status;
    expect(last).toBe(429);
  });
});
