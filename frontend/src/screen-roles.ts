import type { Ability } from 'shared/api/abilities';

/**
 * Every screen of the route table: the part of the site it belongs to, and the ability it needs
 * (shared/api/abilities.ts). Who has which ability is the server's to say (backend/src/policies/,
 * GET /api/me's `abilities`, read through hooks/useAbilities.ts); this table never says which role
 * may do what. routes.tsx builds its public, intern and staff blocks from it (and the compiler holds
 * its screens to exactly these paths), the admin shell shows a staff member the screens their
 * abilities open, and the walk of every screen (e2e/support/walk.ts) opens each screen as the
 * narrowest user who may. Only a type import, so node code can read it too.
 *
 * - public: anyone, signed in or not (needs nothing);
 * - intern: the intern area (RequireStudent, the intern bar);
 * - staff: the staff area (RequireAdmin, the admin shell).
 */
export type ScreenArea = 'public' | 'intern' | 'staff';

interface Screen {
  area: ScreenArea;
  needs?: Ability;
}

export const SCREENS = {
  home: { area: 'public' },
  internship: { area: 'public' },
  blog: { area: 'public' },
  'blog/:slug': { area: 'public' },
  about: { area: 'public' },
  courses: { area: 'public' },
  'course-inner': { area: 'public' },
  contact: { area: 'public' },
  login: { area: 'public' },
  'login/authenticator': { area: 'public' },
  registration: { area: 'public' },
  referal: { area: 'public' },
  'referal/confirm': { area: 'public' },
  'referal/link': { area: 'public' },
  'referal/unlink': { area: 'public' },
  referral: { area: 'public' },
  verify: { area: 'public' },
  'verify/:token': { area: 'public' },
  'forgot-password': { area: 'public' },
  'reset-password': { area: 'public' },
  'confirm-email': { area: 'public' },
  'not-me': { area: 'public' },
  invite: { area: 'public' },
  privacy: { area: 'public' },
  'refer/my-data': { area: 'public' },

  dashboard: { area: 'intern', needs: 'enrolment.read' },
  // The test pages open before the enrolment is validated too: the server's refusal is shown there.
  test1: { area: 'intern', needs: 'enrolment.read' },
  test2: { area: 'intern', needs: 'enrolment.read' },
  test3: { area: 'intern', needs: 'enrolment.read' },
  letter: { area: 'intern', needs: 'documents.read-own' },
  certificate: { area: 'intern', needs: 'documents.read-own' },
  certificatetest: { area: 'intern', needs: 'documents.read-own' },
  extracourse: { area: 'intern', needs: 'extra-courses.enrol' },
  extranotify: { area: 'intern', needs: 'extra-courses.enrol' },
  extraalert: { area: 'intern', needs: 'extra-courses.enrol' },
  password: { area: 'intern', needs: 'account.password' },

  'admin/overview': { area: 'staff', needs: 'overview.read' },
  ab: { area: 'staff', needs: 'students.list' },
  ev: { area: 'staff', needs: 'extra-courses.list' },
  'admin/payouts': { area: 'staff', needs: 'payouts.read' },
  'admin/reconcile': { area: 'staff', needs: 'statements.reconcile' },
  'admin/operations': { area: 'staff', needs: 'jobs.list' },
  'admin/security': { area: 'staff', needs: 'own-security.manage' },
  'admin/password': { area: 'staff', needs: 'account.password' },
  'admin/students/:id': { area: 'staff', needs: 'students.read' },
  'admin/audit': { area: 'staff', needs: 'audit.read' },
  'admin/accounts': { area: 'staff', needs: 'staff-accounts.manage' },
  // The catalogue (courses, fees, resources, posts): its list, and one entry's editor ('new' for a new one).
  'admin/catalogue': { area: 'staff', needs: 'catalogue.edit' },
  'admin/catalogue/:entryId': { area: 'staff', needs: 'catalogue.edit' },
  // The question banks' item statistics (counts only, no intern).
  'admin/questions/stats': { area: 'staff', needs: 'questions.edit' },
  // Importing a GIFT or Aiken file of questions (a preview, then all or nothing) and exporting to GIFT.
  'admin/questions/import': { area: 'staff', needs: 'questions.edit' },
  // The question banks (a list, one question's editor, 'new' for a new one) and the three tests' settings.
  'admin/questions': { area: 'staff', needs: 'questions.edit' },
  'admin/questions/:questionId': { area: 'staff', needs: 'questions.edit' },
  'admin/tests': { area: 'staff', needs: 'questions.edit' },
} as const satisfies Record<string, Screen>;

export type ScreenPath = keyof typeof SCREENS;

const paths = Object.keys(SCREENS) as ScreenPath[];

/** The paths (no leading slash) of the screens in one of `areas`, in the table's order. */
export function screensIn(...areas: ScreenArea[]): ScreenPath[] {
  return paths.filter((path) => areas.includes(SCREENS[path].area));
}

/** The ability a screen needs, if any. */
export const abilityFor = (path: ScreenPath): Ability | undefined => (SCREENS[path] as Screen).needs;

const patterns = paths.map((path) => ({
  path,
  pattern: new RegExp(`^/${path.replace(/:\w+/g, '[^/]+')}$`),
}));

/** The screen at a location's pathname ('/admin/students/12' is 'admin/students/:id'), if any. */
export function screenAt(pathname: string): ScreenPath | undefined {
  return patterns.find(({ pattern }) => pattern.test(pathname))?.path;
}

/** Whether a user with `abilities` may open the screen at `pathname` (a path of no screen: yes, the 404 page says the rest). */
export function mayOpen(abilities: readonly Ability[], pathname: string): boolean {
  const screen = screenAt(pathname);
  const needs = screen && abilityFor(screen);
  return !needs || abilities.includes(needs);
}
