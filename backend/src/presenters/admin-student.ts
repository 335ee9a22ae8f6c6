import type { AdminStudent } from 'shared/api/admin-students';
import { presentRejection } from './rejection.ts';
import { internId } from 'shared/business';
import { paymentFlags } from 'shared/payment-checks';
import type { Config } from '../config.ts';
import type { StudentListRow } from '../queries/student-list.ts';

export type AdminStudentConfig = Pick<Config, 'CERTIFICATE_PREFIX' | 'COMPANY_UPI_ID' | 'COMPANY_UPI_NAME'>;

/** A row of the admin student list, with what its screenshot was read to say and the flags. Never the password hash. */
export function presentAdminStudent(student: StudentListRow, cfg: AdminStudentConfig, now = new Date()): AdminStudent {
  const certificatePrefix = cfg.CERTIFICATE_PREFIX;
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
    paymentReference: student.paymentReference,
    rejection: presentRejection(student),
    reading: student.reading,
    paymentFlags: paymentFlags(student.reading, {
      fees: [student.feeRupees],
      attemptAt: student.attemptAt,
      typedUtr: student.utr ?? null,
      payeeUpiId: cfg.COMPANY_UPI_ID,
      payeeName: cfg.COMPANY_UPI_NAME,
      now,
    }),
  };
}
