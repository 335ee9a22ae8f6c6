/**
 * Who may open each screen of the route table: the one place that says it. routes.tsx builds its
 * public, intern and admin blocks from it (and the compiler holds its screens to exactly these
 * paths), lib/staff.ts shows an operator their screens from it, and the walk of every screen
 * (e2e/support/walk.ts) opens every screen as its role. Plain data with no imports, so node code
 * can read it too.
 *
 * - public: anyone, signed in or not;
 * - intern: a signed-in intern (RequireStudent);
 * - admin: a signed-in admin (RequireAdmin), not an operator;
 * - operator: the staff screens an operator may open as well as an admin.
 */
export type ScreenRole = 'public' | 'intern' | 'admin' | 'operator';

export const SCREEN_ROLES = {
  home: 'public',
  internship: 'public',
  blog: 'public',
  about: 'public',
  courses: 'public',
  'course-inner': 'public',
  contact: 'public',
  login: 'public',
  'login/authenticator': 'public',
  registration: 'public',
  referal: 'public',
  'referal/confirm': 'public',
  'referal/link': 'public',
  'referal/unlink': 'public',
  referral: 'public',
  verify: 'public',
  'verify/:token': 'public',
  'forgot-password': 'public',
  'reset-password': 'public',
  'confirm-email': 'public',
  'not-me': 'public',
  invite: 'public',
  privacy: 'public',
  'refer/my-data': 'public',

  dashboard: 'intern',
  test1: 'intern',
  test2: 'intern',
  test3: 'intern',
  letter: 'intern',
  certificate: 'intern',
  certificatetest: 'intern',
  extracourse: 'intern',
  extranotify: 'intern',
  extraalert: 'intern',
  password: 'intern',

  'admin/overview': 'operator',
  ab: 'admin',
  ev: 'admin',
  'admin/payouts': 'operator',
  'admin/reconcile': 'admin',
  'admin/operations': 'operator',
  'admin/security': 'operator',
  'admin/password': 'operator',
  'admin/students/:id': 'admin',
  'admin/audit': 'admin',
  'admin/accounts': 'admin',
} as const satisfies Record<string, ScreenRole>;

export type ScreenPath = keyof typeof SCREEN_ROLES;

/** The paths (no leading slash) of the screens whose role is one of `roles`, in the table's order. */
export function screensFor(...roles: ScreenRole[]): ScreenPath[] {
  return (Object.keys(SCREEN_ROLES) as ScreenPath[]).filter((path) => roles.includes(SCREEN_ROLES[path]));
}
