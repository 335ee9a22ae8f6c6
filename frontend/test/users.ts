import type { Ability } from 'shared/api/abilities';
import { durationDays } from 'shared/dates';
import type { AdminUser, StudentUser } from '../src/api/types.ts';
import { session, type SessionAnswer } from '../src/api/queries/session.ts';
import { queryClient } from '../src/api/query.ts';

/** A student as GET /api/me answers: the server computes the duration (shared/dates.ts). */
export function student(overrides: Partial<StudentUser> = {}): StudentUser {
  const user: StudentUser = {
    role: 'student',
    id: 42,
    internId: 'TNTAIN42',
    name: 'Priya Raman',
    email: 'priya@example.in',
    college: 'Bishop Heber College',
    phone: '9876543210',
    department: 'Computer Science',
    course: 'Front End Development',
    startDate: '2026-01-01',
    endDate: '2099-02-15',
    durationDays: 30,
    validated: true,
    testMark: null,
    paymentReference: null,
    rejection: null,
    emailVerified: true,
    emailDisowned: false,
    language: 'en',
    ...overrides,
  };
  return { ...user, durationDays: overrides.durationDays ?? durationDays(user.startDate, user.endDate) };
}

export const admin: AdminUser = { role: 'admin', staffRole: 'admin', id: 1, name: 'Admin', email: 'admin@example.in' };
export const operator: AdminUser = {
  role: 'admin',
  staffRole: 'operator',
  id: 2,
  name: 'Operator',
  email: 'operator@example.in',
};
export const editor: AdminUser = {
  role: 'admin',
  staffRole: 'editor',
  id: 3,
  name: 'Editor',
  email: 'editor@example.in',
};

/** What every signed-in account may do (GET /api/me `abilities`, backend/src/policies/). */
const SIGNED_IN: Ability[] = ['account.read', 'account.password', 'jobs.read'];

/** An intern's abilities as the server gives them (`tests.take` once validated). */
export const INTERN_ABILITIES: Ability[] = [
  ...SIGNED_IN,
  'account.language',
  'account.email',
  'enrolment.read',
  'enrolment.pay',
  'documents.read-own',
  'tests.take',
  'extra-courses.enrol',
  'extra-courses.read-own',
  'extra-courses.pay',
  'corrections.request',
  'membership-link.manage',
  'erasure.request',
  'personal-data.export',
];
/** An operator's, as backend/src/routes/accounts/abilities.test.ts holds the server to. */
export const OPERATOR_ABILITIES: Ability[] = [
  ...SIGNED_IN,
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
/** An editor's: the catalogue and their own security, no screen about people (abilities.test.ts too). */
export const EDITOR_ABILITIES: Ability[] = [...SIGNED_IN, 'own-security.manage', 'catalogue.edit'];
/** An admin's: every ability but an intern's own. */
export const ADMIN_ABILITIES: Ability[] = [
  ...SIGNED_IN,
  'documents.revoke',
  'extra-courses.list',
  'extra-courses.validate',
  'students.list',
  'students.export',
  'students.read',
  'students.validate',
  'students.correct',
  'students.password-reset',
  'corrections.resolve',
  'referrals.list',
  'referrals.clear',
  'erasure.decide',
  'personal-fields.read',
  'jobs.list',
  'jobs.retry',
  'mail.list',
  'mail.resend',
  'overview.read',
  'overview.whole',
  'payouts.read',
  'payouts.export',
  'payouts.run',
  'payouts.record',
  'statements.reconcile',
  'audit.read',
  'staff-accounts.manage',
  'own-security.manage',
  'queues.read',
  'metrics.read',
  'catalogue.edit',
  'tests.extra-time',
];

const abilitiesOf = (user: StudentUser | AdminUser | null): Ability[] => {
  if (!user) return [];
  if (user.role === 'student') return INTERN_ABILITIES.filter((a) => a !== 'tests.take' || user.validated);
  const staff = { admin: ADMIN_ABILITIES, operator: OPERATOR_ABILITIES, editor: EDITOR_ABILITIES };
  return staff[user.staffRole];
};

/**
 * Logs a user in: the query cache holds them, with the abilities the server gives them unless told, as if
 * GET /api/me had answered (the language and kept data untouched).
 */
export function signIn(user: StudentUser | AdminUser | null, abilities: Ability[] = abilitiesOf(user)) {
  queryClient.setQueryData<SessionAnswer | null>(session.key, user && { user, abilities });
}
