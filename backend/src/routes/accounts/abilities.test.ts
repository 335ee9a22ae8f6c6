import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import type { Ability } from 'shared/api/abilities';
import { signedIn, type SignedIn, type Someone } from '../../../test/signed-in.ts';
import { type TestApp, useTestApp } from '../../../test/support.ts';

/**
 * GET /api/me tells the user what they may do (the policies of backend/src/policies/), and the site
 * shows screens and controls by it: each ability listed is one the API grants, each one left out one
 * it refuses.
 */
let orm: MikroORM;
let app: TestApp;
useTestApp((started) => ({ orm, app } = started));

async function meAs(who: Someone) {
  const as = await signedIn(app, orm, who);
  const res = await as('/api/me');
  expect(res.status).toBe(200);
  return { as, abilities: res.body.abilities as Ability[] };
}

const OPERATOR: Ability[] = [
  'account.read',
  'account.password',
  'jobs.read',
  'jobs.list',
  'jobs.retry',
  'mail.list',
  'mail.resend',
  'overview.read',
  'payouts.read',
  'own-security.manage',
  'queues.read',
  'metrics.read',
];

// jobs.read: anyone signed in polls a job; which ones an editor sees is decided per job (none of an intern's).
const EDITOR: Ability[] = [
  'account.read',
  'account.password',
  'jobs.read',
  'own-security.manage',
  'catalogue.edit',
  'questions.edit',
];

describe('GET /api/me: the abilities', () => {
  it("of an intern: their own screens; taking a test once validated, as the test's start answers", async () => {
    const before = await meAs({ kind: 'student' });
    const after = await meAs({ kind: 'student', fields: { validated: true, validatedAt: new Date() } });
    for (const { abilities } of [before, after]) {
      expect(abilities).toEqual(
        expect.arrayContaining(['enrolment.read', 'documents.read-own', 'extra-courses.enrol', 'account.password']),
      );
      expect(abilities).not.toContain('students.list');
      expect(abilities).not.toContain('jobs.list');
      expect(abilities).not.toContain('overview.read');
    }
    expect(before.abilities).not.toContain('tests.take');
    expect(after.abilities).toContain('tests.take');

    const start = (as: SignedIn) => as('/api/tests/1/attempts/start', { method: 'POST', json: { fresh: false } });
    const refused = await start(before.as);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('enrolmentWaiting');
    expect((await start(after.as)).status).toBe(201);
  });

  it('of an operator: the staff screens an operator may open, nothing for admins only', async () => {
    const { as, abilities } = await meAs({ kind: 'admin', staffRole: 'operator' });
    expect(abilities).toEqual(OPERATOR);
    expect((await as('/api/admin/jobs')).status).toBe(200);
    const students = await as('/api/admin/students');
    expect(students.status).toBe(403);
    expect(students.body.code).toBe('adminsOnly');
  });

  it("of an editor: the catalogue and their own security, no operator's or admin's screen, no personal field", async () => {
    const { as, abilities } = await meAs({ kind: 'admin', staffRole: 'editor' });
    expect(abilities).toEqual(EDITOR);
    expect((await as('/api/admin/security')).status).toBe(200);
    for (const path of ['/api/admin/jobs', '/api/admin/overview', '/api/admin/students']) {
      const refused = await as(path);
      expect(refused.status, path).toBe(403);
      expect(refused.body.code).toBe('adminsOnly');
    }
  });

  it("of an admin: every staff ability, the audit log and accounts included, and none of an intern's", async () => {
    const { as, abilities } = await meAs({ kind: 'admin' });
    expect(abilities).toEqual(
      expect.arrayContaining([
        ...OPERATOR,
        'catalogue.edit',
        'questions.edit',
        'tests.extra-time',
        'students.list',
        'students.read',
        'extra-courses.list',
        'statements.reconcile',
        'payouts.run',
        'overview.whole',
        'personal-fields.read',
        'audit.read',
        'staff-accounts.manage',
      ]),
    );
    for (const intern of ['enrolment.read', 'tests.take', 'documents.read-own', 'account.language'] as const)
      expect(abilities).not.toContain(intern);
    expect((await as('/api/admin/audit')).status).toBe(200);
  });
});
