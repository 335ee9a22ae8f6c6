import { durationDays } from 'shared/dates';
import type { AdminUser, StudentUser } from '../src/api/types.ts';
import { session } from '../src/api/queries/session.ts';
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

/** Logs a user in: the query cache holds them as if GET /api/me had answered (the language and kept data untouched). */
export function signIn(user: StudentUser | AdminUser | null) {
  queryClient.setQueryData(session.key, user);
}
