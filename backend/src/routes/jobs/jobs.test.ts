import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { JobRun } from '../../entities/index.ts';
import { buildAdmin, buildStudent } from '../../../test/factories.ts';
import { api, sessionCookieFor, type TestApp, useTestApp } from '../../../test/support.ts';

let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started), { cleanEach: false });

describe('GET /api/jobs/:id', () => {
  it('shows a job to the student it concerns and to an admin, to nobody else', async () => {
    const em = orm.em.fork();
    const owner = await buildStudent(em);
    const other = await buildStudent(em);
    const admin = await buildAdmin(em);
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

    const mine = await api(app.url, '/api/jobs/e1-offer-letter', {
      cookie: await sessionCookieFor(orm, { kind: 'student', id: owner.id }),
    });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: 'e1-offer-letter', state: 'active', progress: 40, attempts: 0 });

    const theirs = await api(app.url, '/api/jobs/e1-offer-letter', {
      cookie: await sessionCookieFor(orm, { kind: 'student', id: other.id }),
    });
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain('active');

    const asAdmin = await api(app.url, '/api/jobs?ids=e1-offer-letter,e9-nothing', {
      cookie: await sessionCookieFor(orm, { kind: 'admin', id: admin.id }),
    });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.jobs).toHaveLength(1);
  });

  it('keeps Bull Board for admins only', async () => {
    const em = orm.em.fork();
    const student = await buildStudent(em);
    const admin = await buildAdmin(em);
    expect((await api(app.url, '/admin/queues')).status).toBe(401);
    expect(
      (
        await api(app.url, '/admin/queues', {
          cookie: await sessionCookieFor(orm, { kind: 'student', id: student.id }),
        })
      ).status,
    ).toBe(403);
    const board = await api(app.url, '/admin/queues', {
      cookie: await sessionCookieFor(orm, { kind: 'admin', id: admin.id }),
    });
    expect(board.status).toBe(200);
    expect(board.text).toContain('<html');
  });
});
