import { durationDays } from 'shared/dates';
import type { AdminUser, StudentUser } from '../src/api/types.ts';
import { useSession } from '../src/stores/session.ts';

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

/** Logs a user in as the session store would after GET /api/me. */
export function signIn(user: StudentUser | AdminUser | null) {
  useSession.setState({ user, status: 'known' });
}
