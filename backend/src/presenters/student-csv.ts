import { internId } from 'shared/business';
import type { StudentExportRow } from '../queries/student-export.ts';

/**
 * The columns of the admin's student CSV: the list's (intern id, name, contact, college, course and
 * dates, refer code, UTR, screenshot, flags) and the payment's and validation's. Dates dd/mm/yyyy,
 * times dd/mm/yyyy hh:mm in India, as on the screen (formatted by the query).
 */
export const STUDENT_CSV_HEADER = [
  'Intern ID',
  'Name',
  'E-mail',
  'Phone',
  'College',
  'Department',
  'Course',
  'Start date',
  'End date',
  'Refer code',
  'UTR',
  'Screenshot',
  'Payment submitted on',
  'Status',
  'Validated on',
  'Test mark',
  'Same UTR as',
  'Same screenshot as',
  'Payment reference',
  'UTR read',
  'Amount read',
];

/** One student as a CSV row, in the order of STUDENT_CSV_HEADER. */
export function studentCsvRow(s: StudentExportRow, certificatePrefix: string): unknown[] {
  const ids = (list: number[]) => list.map((id) => internId(certificatePrefix, id)).join(' ');
  return [
    internId(certificatePrefix, s.id),
    s.name,
    s.email,
    s.phone,
    s.college,
    s.department,
    s.course,
    s.start_date,
    s.end_date,
    s.referral_code ?? '',
    s.utr ?? '',
    s.has_screenshot,
    s.created_at,
    s.validated ? 'Validated' : 'Pending',
    s.validated_at ?? '',
    s.test_mark ?? '',
    ids(s.repeated_utr),
    ids(s.repeated_screenshot),
    s.payment_reference ?? '',
    s.read_utr ?? '',
    s.read_amount === null ? '' : Number(s.read_amount),
  ];
}
