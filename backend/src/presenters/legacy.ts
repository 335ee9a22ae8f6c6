import type { Referrer, Student } from '../entities/index.ts';

/**
 * The specification's own field names (section 3), for its paths in routes/legacy.ts. Never the
 * password: the original sent it to the admin panel; this does not.
 */
export function presentLegacyStudent(student: Student) {
  const hasScreenshot = Boolean(student.upload?.id ?? student.screenshot?.id);
  return {
    id: student.id,
    name: student.name,
    email: student.email,
    college: student.college,
    phoneno: student.phone,
    startdate: student.startDate,
    enddate: student.endDate,
    department: student.department,
    course: student.course,
    refer: student.referralCode ?? '',
    transaction: student.utr ?? '',
    validate: student.validated,
    testmark: student.testMark ?? null,
    image: hasScreenshot ? `/api/admin/students/${student.id}/screenshot` : '',
  };
}

export function presentLegacyReferrer(referrer: Referrer) {
  return { name: referrer.name, email: referrer.email, phoneno: referrer.phone, refer: referrer.code, upiid: referrer.upiId };
}
