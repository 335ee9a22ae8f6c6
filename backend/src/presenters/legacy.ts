import type { LegacyReferrer, LegacyStudent } from 'shared/api/legacy';
import type { Referrer, Student } from '../entities/index.ts';

/** The screenshot of any student, for an admin (POST /api/students). */
export const adminScreenshotUrl = (studentId: number) => `/api/admin/students/${studentId}/screenshot`;
/** The logged-in intern's own screenshot (POST /api/login): no id in it, so it can only ever be theirs. */
export const OWN_SCREENSHOT_URL = '/api/me/screenshot';

/**
 * The specification's student record (section 3), in its own field names, for its paths: the admin
 * list (POST /api/students) and the login's `user`. `image` is the URL the caller may open, or null
 * without a screenshot. Never the password: the original sent it to the admin panel; this does not.
 */
export function presentLegacyStudent(
  student: Student,
  screenshotUrl: string,
  opts: { creditedReferral?: boolean } = {},
): LegacyStudent {
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
    refer: opts.creditedReferral === false ? '' : (student.referralCode ?? ''),
    transaction: student.utr ?? '',
    validate: student.validated,
    testmark: student.testMark ?? null,
    image: hasScreenshot ? screenshotUrl : null,
  };
}

export function presentLegacyReferrer(referrer: Referrer): LegacyReferrer {
  return {
    name: referrer.name,
    email: referrer.email,
    phoneno: referrer.phone,
    refer: referrer.code ?? '',
    upiid: referrer.upiId,
  };
}
