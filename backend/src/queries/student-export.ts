import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlBatches } from '../db/sql.ts';
import { FLAG_COLUMNS, studentFilter, type StudentFilter } from './student-list.ts';

/** A student as the CSV export reads it: the list's columns plus the payment's. */
export interface StudentExportRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  college: string;
  department: string;
  course: string;
  start_date: string;
  end_date: string;
  referral_code: string | null;
  utr: string | null;
  validated: boolean;
  validated_at: Date | string | null;
  test_mark: number | null;
  has_screenshot: boolean;
  created_at: Date | string;
  repeated_utr: number[];
  repeated_screenshot: number[];
}

/**
 * Every student the admin list's filter (status, search) matches, newest first like the list, in
 * batches from one cursor: 100,000 students leave in a few seconds with flat memory (bench/export.ts).
 * The filter is the list's own (`studentFilter`), so the file always holds what the screen shows.
 */
export function exportStudents(em: EntityManager, filter: StudentFilter): AsyncGenerator<StudentExportRow[]> {
  const params: unknown[] = [];
  const { where } = studentFilter(filter, (value) => `$${params.push(value)}`);
  return sqlBatches<StudentExportRow>(
    em,
    `select s.id, s.name, s.email, s.phone, s.college, s.department, s.course,
            to_char(s.start_date, 'YYYY-MM-DD') as start_date, to_char(s.end_date, 'YYYY-MM-DD') as end_date,
            s.referral_code, s.utr, s.validated, s.validated_at, s.test_mark,
            coalesce(s.upload_id, s.screenshot_id) is not null as has_screenshot, s.created_at,
            ${FLAG_COLUMNS}
       from students s ${where}
      order by s.created_at desc, s.id desc`,
    params,
    2000,
  );
}
