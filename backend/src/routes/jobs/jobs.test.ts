import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { JobRun } from '../../entities/index.ts';
import { signedIn } from '../../../test/signed-in.ts';
import { api, type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started), { cleanEach: false });

describe('GET /api/jobs/:id', () => {
  it('shows a job to the student it concerns and to an admin, to nobody else', async () => {
    const owner = await signedIn(app, orm, { kind: 'student' });
    const other = await signedIn(app, orm, { kind: 'student' });
    const admin = await signedIn(app, orm, { kind: 'admin' });
    const em = orm.em.fork();
    em.create(JobRun, {
      id: 'e1-offer-letter',
      eventId: 1,
      queue: 'documents',
      handler: 'offer-letter',
      studentId: owner.id,
      state: 'active',
      progress: 40,
    });
    await em.flush();

    const anonymous = await api(app.url, '/api/jobs/e1-offer-letter');
    expect(anonymous.status).toBe(401);

    const mine = await owner('/api/jobs/e1-offer-letter');
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: 'e1-offer-letter', state: 'active', progress: 40, attempts: 0 });

    const theirs = await other('/api/jobs/e1-offer-letter');
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain('active');

    const listed = await admin('/api/jobs?ids=e1-offer-letter,e9-nothing');
    expect(listed.status).toBe(200);
    expect(listed.body.jobs).toHaveLength(1);
  });

  it('keeps Bull Board for admins only', async () => {
    const student = await signedIn(app, orm, { kind: 'student' });
    const admin = await signedIn(app, orm, { kind: 'admin' });
    expect((await api(app.url, '/admin/queues')).status).toBe(401);
    expect((await student('/admin/queues')).status).toBe(403);
    const board = await admin('/admin/queues');
    expect(board.status).toBe(200);
    expect(board.text).toContain('<html');
  });
});
