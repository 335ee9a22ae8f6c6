import { describe, expect, it } from 'vitest';
import { abilities } from 'shared/api/abilities';
import { HttpError } from '../errors.ts';
import { abilitiesOf, authorize } from './authorize.ts';
import type { Actor } from './policy.ts';
import { policies, type Action } from './table.ts';

const intern: Actor = { kind: 'student', id: 7 };
const admin: Actor = { kind: 'admin', id: 1, role: 'admin' };
const operator: Actor = { kind: 'admin', id: 2, role: 'operator' };
const editor: Actor = { kind: 'admin', id: 4, role: 'editor' };
const disabled: Actor = { kind: 'admin', id: 3, role: undefined };

/** What the API answers `actor` asking for `action`: 'ok', or the refusal's status and code. */
function answer(actor: Actor | undefined, action: Action, resource?: unknown): string {
  try {
    (authorize as (a: Actor | undefined, b: Action, c?: unknown) => void)(actor, action, resource);
    return 'ok';
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    return `${err.status} ${err.code}`;
  }
}

describe('the policies', () => {
  it('refuse as the API always did: 401 without a session, 403 for the wrong kind of account or role', () => {
    expect(answer(undefined, 'students.list')).toBe('401 pleaseLogIn');
    expect(answer(intern, 'students.list')).toBe('403 adminsOnly');
    expect(answer(operator, 'students.list')).toBe('403 adminsOnly');
    expect(answer(disabled, 'jobs.list')).toBe('401 pleaseLogIn');
    expect(answer(admin, 'students.list')).toBe('ok');
    expect(answer(operator, 'jobs.list')).toBe('ok');
    expect(answer(admin, 'enrolment.read')).toBe('403 internsOnly');
    expect(answer(undefined, 'public')).toBe('ok');
    expect(answer(intern, 'sign-in.code')).toBe('401 signInExpired');
    expect(answer({ kind: 'pending', id: 1, step: 'enrol' }, 'sign-in.code')).toBe('401 signInExpired');
    expect(answer({ kind: 'pending', id: 1, step: 'code' }, 'sign-in.code')).toBe('ok');
  });

  it("say exactly which staff roles: operators' actions for admins and operators, the catalogue for admins and editors, own security for every staff role", () => {
    for (const action of [
      'jobs.list',
      'mail.resend',
      'payouts.read',
      'overview.read',
      'queues.read',
      'metrics.read',
    ] as const) {
      expect(answer(admin, action)).toBe('ok');
      expect(answer(operator, action)).toBe('ok');
      expect(answer(editor, action)).toBe('403 adminsOnly');
    }
    expect(answer(admin, 'catalogue.edit')).toBe('ok');
    expect(answer(editor, 'catalogue.edit')).toBe('ok');
    expect(answer(operator, 'catalogue.edit')).toBe('403 adminsOnly');
    expect(answer(intern, 'catalogue.edit')).toBe('403 adminsOnly');
    for (const actor of [admin, operator, editor]) {
      expect(answer(actor, 'own-security.manage')).toBe('ok');
      expect(answer(actor, 'account.password')).toBe('ok');
    }
    expect(answer(editor, 'personal-fields.read')).toBe('403 adminsOnly');
    expect(answer(editor, 'students.list')).toBe('403 adminsOnly');
  });

  it('let an intern take a test only on their own validated record', () => {
    expect(answer(intern, 'tests.take', { id: 7, validated: true })).toBe('ok');
    expect(answer(intern, 'tests.take', { id: 7, validated: false })).toBe('403 enrolmentWaiting');
    expect(answer(intern, 'tests.take', { id: 8, validated: true })).toBe('403 enrolmentWaiting');
    expect(answer(admin, 'tests.take', { id: 7, validated: true })).toBe('403 internsOnly');
  });

  it("show a job to its intern, admins and operators, and another's as unknown; an owned upload to its intern and admins only", () => {
    expect(answer(intern, 'jobs.read', { studentId: 7 })).toBe('ok');
    expect(answer(intern, 'jobs.read', { studentId: 8 })).toBe('404 unknownJob');
    expect(answer(operator, 'jobs.read', { studentId: 8 })).toBe('ok');
    expect(answer(editor, 'jobs.read', { studentId: 8 })).toBe('404 unknownJob');
    // A card image's sizes are the catalogue's work, about no intern: the editor who uploaded it polls them.
    expect(answer(editor, 'jobs.read', { studentId: null, handler: 'course-image' })).toBe('ok');
    expect(answer(editor, 'jobs.read', { studentId: null, handler: 'payout-run' })).toBe('404 unknownJob');
    expect(answer(intern, 'jobs.read', { studentId: null, handler: 'course-image' })).toBe('404 unknownJob');
    expect(answer(editor, 'uploads.read', { ownerId: 7 })).toBe('404 unknownUpload');
    expect(answer(undefined, 'uploads.read', { ownerId: null })).toBe('ok');
    expect(answer(undefined, 'uploads.read', { ownerId: 7 })).toBe('404 unknownUpload');
    expect(answer(intern, 'uploads.read', { ownerId: 7 })).toBe('ok');
    expect(answer(operator, 'uploads.read', { ownerId: 7 })).toBe('404 unknownUpload');
    expect(answer(admin, 'uploads.read', { ownerId: 7 })).toBe('ok');
  });

  it('can tell the client every action a signed-in user may be granted (shared/api/abilities.ts)', () => {
    const signedInActions = (Object.keys(policies) as Action[]).filter(
      (action) => policies[action].audience !== 'public' && policies[action].audience !== 'pending',
    );
    expect([...signedInActions].sort()).toEqual([...abilities].sort());
    expect(abilitiesOf(operator).filter((a) => policies[a].audience === 'admin')).toEqual([]);
    expect(abilitiesOf(editor).filter((a) => ['admin', 'operators'].includes(policies[a].audience))).toEqual([]);
  });
});
