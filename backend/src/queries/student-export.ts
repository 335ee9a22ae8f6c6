import type { EntityManager } from '@mikro-orm/postgresql';
import { BUSINESS_TZ } from 'shared/dates';
import { sqlBatches } from '../db/sql.ts';
import { FLAG_COLUMNS, studentFilter, type RawRow, type StudentFilter } from './student-list.ts';

/**
 * A student as the CSV export reads it: the list's row, its dates formatted by PostgreSQL
 * (start and end dd/mm/yyyy, validated and created dd/mm/yyyy hh:mm in India), with the payment
 * reference and the UTR and amount read on the screenshot.
 */
export type StudentExportRow = Omit<
  RawRow,
  | 'fee_rupees'
  | 'total'
  | 'reading_state'
  | 'read_payee'
  | 'read_status'
  | 'read_paid_at'
  | 'read_reference'
  | 'read_confidence'
  | 'attempt_at'
>;

/**
 * Every student the admin list's filter (status, search) matches, newest first like the list, in
 * batches from one cursor: 100,000 students leave in a few seconds with flat memory (bench/export.ts).
 * The filter is the list's own (`studentFilter`), so the file always holds what the screen shows.
 */
export function exportStudents(em: EntityManager, filter: StudentFilter): AsyncGenerator<StudentExportRow[]> {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const { where } = studentFilter(filter, param);
  // Dates and times formatted by PostgreSQL, as shared/dates.ts shows them (formatDisplayDate: dd/mm/yyyy;
  // formatDateTime: dd/mm/yyyy hh:mm in India): date-fns's time-zone formatting of 200,000 timestamps
  // cost seconds of the export's CPU.
  const tz = param(BUSINESS_TZ);
  return sqlBatches<StudentExportRow>(
    em,
    `select s.id, s.name, s.email, s.phone, s.college, s.department, s.course,
            to_char(s.start_date, 'DD/MM/YYYY') as start_date, to_char(s.end_date, 'DD/MM/YYYY') as end_date,
            s.referral_code, s.utr, s.validated, to_char(s.validated_at at time zone ${tz}, 'DD/MM/YYYY HH24:MI') as validated_at, s.test_mark,
            coalesce(s.upload_id, s.screenshot_id) is not null as has_screenshot, to_char(s.created_at at time zone ${tz}, 'DD/MM/YYYY HH24:MI') as created_at,
            ${FLAG_COLUMNS}, s.payment_reference,
            (select r.utr from screenshot_readings r where r.upload_id = s.upload_id) as read_utr,
            (select r.amount_rupees from screenshot_readings r where r.upload_id = s.upload_id) as read_amount
       from students s ${where}
      order by s.created_at desc, s.id desc`,
    params,
    { batchSize: 2000, jit: false },
  );
}
