import { internId } from '../catalog/business.ts';
import type { Student } from '../entities/index.ts';
import type { StudentFlags } from '../queries/students.ts';

/** A row of the admin student list. Never the password hash. */
export function presentAdminStudent(student: Student, certificatePrefix: string, flags?: StudentFlags) {
  const hasScreenshot = Boolean(student.upload?.id ?? student.screenshot?.id);
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
    validatedAt: student.validatedAt ?? null,
    testMark: student.testMark ?? null,
    screenshotUrl: hasScreenshot ? `/api/admin/students/${student.id}/screenshot` : null,
    flags: flags ?? { repeatedUtr: [], repeatedScreenshot: [] },
    createdAt: student.createdAt,
  };
}
