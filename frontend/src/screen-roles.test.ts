import { describe, expect, it } from 'vitest';
import { ADMIN_ABILITIES, EDITOR_ABILITIES, INTERN_ABILITIES, OPERATOR_ABILITIES } from '../test/users.ts';
import { mayOpen, screenAt, screensIn, type ScreenPath } from './screen-roles.ts';

const opened = (abilities: typeof ADMIN_ABILITIES, paths: ScreenPath[]) =>
  paths.filter((path) => mayOpen(abilities, `/${path.replace(/:\w+/g, '12')}`));

describe('the screens, by the abilities GET /api/me gives', () => {
  it('opens every public screen to anyone, signed in or not', () => {
    expect(opened([], screensIn('public'))).toEqual(screensIn('public'));
  });

  it("opens every intern screen with an intern's abilities, and of the staff ones only what every account may", () => {
    expect(opened(INTERN_ABILITIES, screensIn('intern'))).toEqual(screensIn('intern'));
    // Changing one's password is every account's; the staff area itself keeps interns out (RequireAdmin).
    expect(opened(INTERN_ABILITIES, screensIn('staff'))).toEqual(['admin/password']);
    // Before the enrolment is validated (no tests.take) the test pages still open: they show the server's refusal.
    const waiting = INTERN_ABILITIES.filter((a) => a !== 'tests.take');
    expect(opened(waiting, screensIn('intern'))).toEqual(screensIn('intern'));
  });

  it("opens every staff screen to an admin, and to an operator only the operator's", () => {
    expect(opened(ADMIN_ABILITIES, screensIn('staff'))).toEqual(screensIn('staff'));
    expect(opened(OPERATOR_ABILITIES, screensIn('staff'))).toEqual([
      'admin/overview',
      'admin/payouts',
      'admin/operations',
      'admin/security',
      'admin/password',
    ]);
  });

  it('opens to an editor their own Security and password screens, the catalogue, the question banks and their statistics, and no operator may open them', () => {
    expect(opened(EDITOR_ABILITIES, screensIn('staff'))).toEqual([
      'admin/security',
      'admin/password',
      'admin/catalogue',
      'admin/catalogue/:entryId',
      'admin/questions/stats',
      'admin/questions/import',
      'admin/questions',
      'admin/questions/:questionId',
      'admin/tests',
    ]);
    expect(mayOpen(OPERATOR_ABILITIES, '/admin/questions/new')).toBe(false);
    expect(mayOpen(OPERATOR_ABILITIES, '/admin/tests')).toBe(false);
    expect(screenAt('/admin/questions/import')).toBe('admin/questions/import');
    expect(screenAt('/admin/questions/12')).toBe('admin/questions/:questionId');
    expect(mayOpen(OPERATOR_ABILITIES, '/admin/catalogue')).toBe(false);
    expect(mayOpen(OPERATOR_ABILITIES, '/admin/questions/stats')).toBe(false);
    expect(screenAt('/admin/questions/stats')).toBe('admin/questions/stats');
    expect(mayOpen(OPERATOR_ABILITIES, '/admin/catalogue/new')).toBe(false);
    expect(screenAt('/admin/catalogue/new')).toBe('admin/catalogue/:entryId');
  });

  it('finds the screen of an address with its parameters filled in', () => {
    expect(screenAt('/admin/students/12')).toBe('admin/students/:id');
    expect(screenAt('/ab')).toBe('ab');
    expect(screenAt('/no-such-page')).toBeUndefined();
    expect(mayOpen(OPERATOR_ABILITIES, '/admin/students/12')).toBe(false);
    expect(mayOpen([], '/no-such-page')).toBe(true);
  });
});
