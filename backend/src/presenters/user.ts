import type { AdminUser, StudentUser } from 'shared/api/accounts';
import { internId } from 'shared/business';
import { durationDays } from 'shared/dates';
import type { AdminUserRow, StudentUserRow } from '../queries/users.ts';
import { presentRejection } from './rejection.ts';

/** The logged-in user as the browser sees it (GET /api/me, login). Never a password or its hash. */
export function presentStudentUser(student: StudentUserRow, certificatePrefix: string): StudentUser {
  return {
    role: 'student',
    id: student.id,
    internId: internId(certificatePrefix, student.id),
    name: student.name,
    email: student.email,
    college: student.college,
    phone: student.phone,
    department: student.department,
    course: student.course,
    startDate: student.startDate,
    endDate: student.endDate,
    durationDays: durationDays(student.startDate, student.endDate),
    validated: student.validated,
    testMark: student.testMark ?? null,
    paymentReference: student.paymentReference ?? null,
    rejection: presentRejection(student),
    emailVerified: student.emailVerified,
    emailDisowned: student.emailDisowned,
    language: student.language,
  };
}

export function presentAdminUser(admin: AdminUserRow): AdminUser {
  return { role: 'admin', staffRole: admin.role, id: admin.id, name: admin.name, email: admin.email };
}
