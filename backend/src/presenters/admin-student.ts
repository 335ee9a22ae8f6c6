import type { AdminStudent } from 'shared/api/admin-students';
import { internId } from 'shared/business';
import type { StudentListRow } from '../queries/student-list.ts';

/** A row of the admin student list. Never the password hash. */
export function presentAdminStudent(student: StudentListRow, certificatePrefix: string): AdminStudent {
  return {
    id: student.id,
    internId: internId(certificatePrefix, student.id),
    name: student.name,
    email: student.email,
    phone: student.phone,
    college: student.college,
    department: student.department,
    course: student.course,
    startDate: student.startDate,
    endDate: student.endDate,
    referralCode: student.referralCode ?? null,
    utr: student.utr ?? null,
    validated: student.validated,
    validatedAt: student.validatedAt?.toISOString() ?? null,
    testMark: student.testMark ?? null,
    screenshotUrl: student.hasScreenshot ? `/api/admin/students/${student.id}/screenshot` : null,
    flags: student.flags,
    createdAt: student.createdAt.toISOString(),
  };
}
