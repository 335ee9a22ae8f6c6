import type { RejectionReason } from 'shared/payments';
import type { EntityManager } from '@mikro-orm/postgresql';
import { studentListQuery, type StudentListQuery } from 'shared/api/admin-students';
import type { ScreenshotReading } from 'shared/payments';
import type { Student } from '../entities/index.ts';
import { sql } from '../db/sql.ts';

/** Escapes LIKE/ILIKE wildcards so user text matches literally (PostgreSQL's default escape is \\). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a search looks in: name, e-mail, phone and UTR in one lower-cased string, the stored column
 * `search_text` (migration student_search_text), with its trigram index. `like lower(pattern)` on it
 * is what `ilike` on the string would be, without lower-casing every row a page looks at.
 */
const SEARCH_TEXT = 'search_text';

/** The list's columns of a student row. */
const COLUMNS = `id, name, email, phone, college, department, course, fee_rupees, start_date, end_date, referral_code, utr, validated,
                    validated_at, test_mark, upload_id, coalesce(upload_id, screenshot_id) is not null as has_screenshot, created_at,
                    payment_reference, rejected_at, rejection_reason, rejection_note`;

/**
 * What OCR read on the student's raw screenshot (written by the reading job) and when the payment was
 * shown (the reference's issue, else the registration), over a row `s` joined as `r` and `pr`.
 */
const READING_COLUMNS = `r.state as reading_state, r.amount_rupees as read_amount, r.utr as read_utr, r.payee as read_payee,
            r.status as read_status, r.paid_at as read_paid_at, r.reference as read_reference, r.confidence as read_confidence,
            coalesce(pr.created_at, s.created_at) as attempt_at`;
const READING_JOINS = `left join screenshot_readings r on r.upload_id = s.upload_id
       left join payment_references pr on pr.code = s.payment_reference`;

export interface StudentFlags {
  /** Other students who gave the same UTR. */
  repeatedUtr: number[];
  /** Other students whose payment screenshot has the same bytes (SHA-256 of the raw upload). */
  repeatedScreenshot: number[];
}

export type StudentListRow = Pick<
  Student,
  | 'id'
  | 'name'
  | 'email'
  | 'phone'
  | 'college'
  | 'department'
  | 'course'
  | 'feeRupees'
  | 'startDate'
  | 'endDate'
  | 'referralCode'
  | 'utr'
  | 'validated'
  | 'testMark'
> & {
  validatedAt: Date | null;
  createdAt: Date;
  hasScreenshot: boolean;
  flags: StudentFlags;
  paymentReference: string | null;
  rejectedAt: Date | null;
  rejectionReason: RejectionReason | null;
  rejectionNote: string | null;
  /** Null until the reading job has read the screenshot. */
  reading: ScreenshotReading | null;
  /** When the payment was shown: a screenshot dated before it is flagged. */
  attemptAt: Date;
};

/** A row as PostgreSQL answers the list's statement (the export's rows are the same, dates as text). */
export type RawRow = Pick<Student, 'id' | 'name' | 'email' | 'phone' | 'college' | 'department' | 'course'> & {
  fee_rupees: number;
  start_date: string;
  end_date: string;
  referral_code: string | null;
  utr: string | null;
  validated: boolean;
  validated_at: string | null;
  test_mark: number | null;
  has_screenshot: boolean;
  created_at: string;
  total: number | null;
  repeated_utr: number[];
  repeated_screenshot: number[];
  payment_reference: string | null;
  rejected_at: string | null;
  rejection_reason: RejectionReason | null;
  rejection_note: string | null;
  reading_state: 'read' | 'unreadable' | null;
  read_amount: string | null;
  read_utr: string | null;
  read_payee: string | null;
  read_status: 'success' | 'failed' | 'pending' | null;
  read_paid_at: string | Date | null;
  read_reference: string | null;
  read_confidence: number | null;
  attempt_at: string | Date;
};

/**
 * A student's flags, as two columns over a row `s` of students (with its `utr`, `id`, `upload_id`):
 * the other students with the same UTR, and with the same screenshot bytes.
 */
export const FLAG_COLUMNS = `coalesce((select array_agg(o.id order by o.id) from students o
                       where s.utr is not null and o.utr = s.utr and o.id <> s.id), '{}') as repeated_utr,
            coalesce((select array_agg(o.id order by o.id)
                        from files f
                        join files g on g.sha256 = f.sha256 and g.id <> f.id and g.purpose = 'screenshot-raw'
                        join students o on o.upload_id = g.id
                       where f.id = s.upload_id and o.id <> s.id), '{}') as repeated_screenshot`;

/** The page size the list screen asks and the API's default. */
const DEFAULT_PAGE_SIZE = studentListQuery.parse({}).pageSize;

/** The filter of the admin list (status, search) as a WHERE clause over `students`. */
export type StudentFilter = Pick<StudentListQuery, 'status' | 'q'>;

/**
 * The one home of the admin list's filter rule, read by the list and by the CSV export: a status,
 * and a search in name, e-mail, phone or UTR (a phone typed with spaces or dashes too). `param` adds a
 * bound value and gives its placeholder. Pending is neither validated nor rejected (docs/PAYMENTS.md).
 */
/** The students of a status (literal SQL: the status is one of the schema's words). */
const STATUS_WHERE = {
  pending: 'not validated and rejected_at is null',
  validated: 'validated',
  rejected: 'rejected_at is not null',
} as const;

/** Rejections are few: counted on their partial index rather than kept in student_totals. */
const REJECTED_COUNT = '(select count(*) from students where rejected_at is not null)';

/** The total of a status, without counting the students table (student_totals, kept by triggers). */
const STATUS_TOTAL = {
  all: '(select coalesce(sum(students), 0) from student_totals)',
  validated: '(select coalesce(sum(students), 0) from student_totals where validated)',
  pending: `((select coalesce(sum(students), 0) from student_totals where not validated) - ${REJECTED_COUNT})`,
  rejected: REJECTED_COUNT,
} as const;

export function studentFilter(query: StudentFilter, param: (value: unknown) => string) {
  const conditions: string[] = [];
  if (query.status) conditions.push(STATUS_WHERE[query.status]);
  if (query.q) {
    const or = [`${SEARCH_TEXT} like lower(${param(`%${escapeLike(query.q)}%`)})`];
    // "98765 43210" finds the phone stored as 9876543210.
    const digits = query.q.replace(/[\s\-()+]/g, '');
    if (/^\d{3,}$/.test(digits) && digits !== query.q) or.push(`${SEARCH_TEXT} like ${param(`%${digits}%`)}`);
    conditions.push(`(${or.join(' or ')})`);
  }
  return { where: conditions.length ? `where ${conditions.join(' and ')}` : '' };
}

/**
 * The admin student list: newest first, searched by name, e-mail, phone or UTR, one page at a time,
 * each row with its flags (other students with the same UTR or the same screenshot bytes) and what
 * its screenshot was read to say.
 *
 * One statement per page: the admins' list is the busiest admin screen, and each extra round trip
 * and the ORM's hydration cost more than the query itself. The total of the whole list or of one
 * status is exact and free (the `student_totals` rows the triggers keep). A search is not counted:
 * counting thousands of `ilike` matches costs many times the page itself, and a person searching
 * wants the one student they have in mind. It reads one row more than the page instead; `more` says
 * whether a next page exists, and `total` is known (and given) only once the last page is reached.
 */
export async function listStudents(em: EntityManager, query: StudentListQuery) {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const total = STATUS_TOTAL[query.status ?? 'all'];
  const { where } = studentFilter(query, param);
  const counted = !query.q;
  const offset = (query.page - 1) * query.pageSize;
  // The first page at the screen's size without a search (what opening the list asks) has no parameter,
  // so PostgreSQL plans it once per connection. With `limit $1 offset $2` a generic plan must assume a
  // tenth of the table, so the statement was planned again on every request (0.3 ms of its 0.6 ms of
  // PostgreSQL CPU). Other pages keep the parameters: one statement each, not one per page number.
  const window =
    counted && offset === 0 && query.pageSize === DEFAULT_PAGE_SIZE
      ? `limit ${DEFAULT_PAGE_SIZE}`
      : `limit ${param(query.pageSize + (counted ? 0 : 1))} offset ${param(offset)}`;
  const rows = await sql<RawRow>(
    em,
    `select s.*, ${counted ? total : 'null'}::int as total,
            ${FLAG_COLUMNS}, ${READING_COLUMNS}
       from (select ${COLUMNS}
               from students ${where}
              order by created_at desc, id desc
              ${window}) s
       ${READING_JOINS}
      order by s.created_at desc, s.id desc`,
    params,
  );
  const students = rows.slice(0, query.pageSize).map(toRow);
  if (!counted) {
    const more = rows.length > query.pageSize;
    // Past the last match the count is known without counting; before it, it is not asked for.
    return { students, total: more || (rows.length === 0 && offset > 0) ? null : offset + rows.length, more };
  }
  // A page past the end has no row to carry the total.
  const all = rows[0]?.total ?? (await sql<{ total: number }>(em, `select ${total}::int as total`))[0]!.total;
  return { students, total: all, more: offset + students.length < all };
}

function toRow(r: RawRow): StudentListRow {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    college: r.college,
    department: r.department,
    course: r.course,
    feeRupees: r.fee_rupees,
    startDate: r.start_date,
    endDate: r.end_date,
    referralCode: r.referral_code,
    utr: r.utr,
    validated: r.validated,
    validatedAt: r.validated_at ? new Date(r.validated_at) : null,
    testMark: r.test_mark,
    hasScreenshot: r.has_screenshot,
    createdAt: new Date(r.created_at),
    flags: { repeatedUtr: r.repeated_utr, repeatedScreenshot: r.repeated_screenshot },
    paymentReference: r.payment_reference,
    rejectedAt: r.rejected_at ? new Date(r.rejected_at) : null,
    rejectionReason: r.rejection_reason,
    rejectionNote: r.rejection_note,
    reading: readingOf(r),
    attemptAt: new Date(r.attempt_at),
  };
}

function readingOf(r: RawRow): ScreenshotReading | null {
  if (!r.reading_state) return null;
  return {
    state: r.reading_state,
    amountRupees: r.read_amount === null ? null : Number(r.read_amount),
    utr: r.read_utr,
    payee: r.read_payee,
    status: r.read_status,
    paidAt: r.read_paid_at === null ? null : new Date(r.read_paid_at).toISOString(),
    reference: r.read_reference,
    confidence: r.read_confidence ?? 0,
  };
}

/** One student as the list shows them (with the flags), for the student's record. */
export async function studentListRow(em: EntityManager, id: number): Promise<StudentListRow | null> {
  const [row] = await sql<RawRow>(
    em,
    `select s.*, null::int as total, ${FLAG_COLUMNS}, ${READING_COLUMNS} from (select ${COLUMNS} from students where id = $1) s ${READING_JOINS}`,
    [id],
  );
  return row ? toRow(row) : null;
}
