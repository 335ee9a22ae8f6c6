import { spawn } from 'node:child_process';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IssuedDocument } from 'backend/entities/index';
import { api, freePort, openCleanOrm, uniquePrefix, waitFor } from 'backend/test/support';
import { buildStudent } from 'backend/test/factories';
import { issueDocument } from './documents/issue.ts';

/**
 * The API reads visitors' files; it is given the certificates the PDFs are signed with, never the key
 * (backend/src/process-keys.ts). Here the real API process starts with no PKCS#12 anywhere in its
 * environment and says that a PDF the workers signed is ours.
 */
const apiMain = new URL('../../backend/src/main.ts', import.meta.url).pathname;
let orm: MikroORM;
beforeAll(async () => {
  orm = await openCleanOrm();
});
afterAll(() => orm.close());

describe('keys where they are needed', () => {
  it('the API process starts without the signing key and knows a PDF the workers signed as ours, intact and current', async () => {
    const student = await buildStudent(orm.em.fork(), {
      name: 'Keyless Check',
      course: 'Data Science',
      validated: true,
      validatedAt: new Date(),
      startDate: '2026-06-01',
      endDate: '2026-07-20',
    });
    const { documentId } = await issueDocument(orm.em.fork(), {
      studentId: student.id,
      kind: 'completion-certificate',
      now: new Date('2026-07-21T10:00:00+05:30'),
    });
    const doc = await orm.em
      .fork()
      .findOneOrFail(IssuedDocument, { id: documentId }, { populate: ['file', 'file.data'] });
    const pdf = Buffer.from(doc.file!.data as Uint8Array);

    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      REDIS_PREFIX: uniquePrefix(),
      LOG_LEVEL: 'silent',
    };
    delete env.DOCUMENT_SIGNING_P12;
    delete env.DOCUMENT_SIGNING_P12_PASSWORD;
    expect(env.DOCUMENT_SIGNING_CERTS).toBeTruthy();
    const child = spawn(process.execPath, ['--import', 'tsx', apiMain], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    try {
      const url = `http://127.0.0.1:${port}`;
      await waitFor(async () => {
        if (child.exitCode !== null) throw new Error(`the API exited ${child.exitCode}: ${errors}`);
        return fetch(`${url}/api/health`).then(
          (r) => r.status > 0,
          () => false,
        );
      }, 30_000);
      const form = new FormData();
      form.append('file', new Blob([pdf]), 'certificate.pdf');
      const res = await api(url, '/api/verify/file', { method: 'POST', body: form });
      expect(res.status, errors).toBe(200);
      expect(res.body).toMatchObject({
        kind: 'pdf',
        ours: true,
        intact: true,
        certificate: { number: `TNTAIN${student.id}`, holder: 'Keyless Check', current: true, revoked: false },
      });
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);
});
