import type { EntityManager, FilterQuery, ObjectQuery, QBFilterQuery } from '@mikro-orm/postgresql';
import { REFERRAL_REWARD_RUPEES } from '../catalog/business.ts';
import { StoredFile, Student } from '../entities/index.ts';
import { escapeLike } from '../lib/fields.ts';

export interface StudentListQuery {
  page: number;
  pageSize: number;
  q?: string | undefined;
  status?: 'pending' | 'validated' | undefined;
}

export interface StudentFlags {
  /** Other students who gave the same UTR. */
  repeatedUtr: number[];
  /** Other students whose payment screenshot has the same bytes (SHA-256 of the raw upload). */
  repeatedScreenshot: number[];
}

/** A search counts its matches up to this many; past it the admin is told to narrow it down. */
export const SEARCH_COUNT_CAP = 1000;

/**
 * The admin student list: newest first, searched by name, e-mail, phone or UTR, one page at a time.
 * The total is exact and costs nothing for the whole list or one status (the `student_totals` rows the
 * triggers keep); a search counts its matches only up to SEARCH_COUNT_CAP (`capped` past that).
 */
export async function listStudents(em: EntityManager, query: StudentListQuery) {
  const where: ObjectQuery<Student> = {};
  if (query.status) where.validated = query.status === 'validated';
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    const or: FilterQuery<Student>[] = [{ name: { $ilike: like } }, { email: { $ilike: like } }, { utr: { $ilike: like } }, { phone: { $ilike: like } }];
    // "98765 43210" finds the phone stored as 9876543210.
    const digits = query.q.replace(/[\s\-()+]/g, '');
    if (/^\d{3,}$/.test(digits) && digits !== query.q) or.push({ phone: { $like: `%${digits}%` } });
    where.$or = or;
  }
  const [students, counted] = await Promise.all([
    em.find(Student, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    query.q ? countUpTo(em, where, SEARCH_COUNT_CAP) : totalOf(em, query.status),
  ]);
  const flags = await flagsFor(em, students.map((s) => s.id));
  return { students, total: counted.total, capped: counted.capped, flags };
}

async function totalOf(em: EntityManager, status: StudentListQuery['status']) {
  const rows = await em.getConnection().execute<{ validated: boolean; students: string }[]>('select validated, students from student_totals');
  const total = rows.filter((r) => !status || r.validated === (status === 'validated')).reduce((sum, r) => sum + Number(r.students), 0);
  return { total, capped: false };
}

async function countUpTo(em: EntityManager, where: ObjectQuery<Student>, cap: number) {
  const matches = em.createQueryBuilder(Student).select('id').where(where as QBFilterQuery<Student>).limit(cap + 1);
  const [row] = await em.getConnection().execute<{ n: number }[]>(`select count(*)::int as n from (${matches.getFormattedQuery()}) m`);
  const n = row?.n ?? 0;
  return { total: Math.min(n, cap), capped: n > cap };
}

/**
 * For the given students only (one page): the other students sharing their UTR or their exact
 * screenshot. Two indexed look-ups per row (students.utr, files.sha256), not a scan of everything.
 */
export async function flagsFor(em: EntityManager, ids: number[]): Promise<Map<number, StudentFlags>> {
  const flags = new Map<number, StudentFlags>();
  if (ids.length === 0) return flags;
  const rows = await em.getConnection().execute<{ id: number; repeated_utr: number[]; repeated_screenshot: number[] }[]>(
    `select s.id,
            coalesce((select array_agg(o.id order by o.id) from students o
                       where s.utr is not null and o.utr = s.utr and o.id <> s.id), '{}') as repeated_utr,
            coalesce((select array_agg(o.id order by o.id)
                        from files f
                        join files g on g.sha256 = f.sha256 and g.id <> f.id and g.purpose = 'screenshot-raw'
                        join students o on o.upload_id = g.id
                       where f.id = s.upload_id and o.id <> s.id), '{}') as repeated_screenshot
       from students s
      where s.id = any(?::int[])`,
    [`{${ids.map((id) => Math.trunc(id)).join(',')}}`],
  );
  for (const row of rows) flags.set(row.id, { repeatedUtr: row.repeated_utr, repeatedScreenshot: row.repeated_screenshot });
  return flags;
}

/** The screenshot an admin sees: the compressed one when it exists, else whatever the student has. */
export async function studentScreenshot(em: EntityManager, student: Student) {
  const uploadId = student.upload?.id;
  if (uploadId) {
    const compressed = await em.findOne(StoredFile, { source: uploadId, purpose: 'screenshot' }, { fields: ['contentType', 'data'] });
    if (compressed) return compressed;
  }
  const id = student.screenshot?.id ?? uploadId;
  return id ? em.findOne(StoredFile, { id }, { fields: ['contentType', 'data'] }) : null;
}

export interface ReferrerCount {
  id: number;
  name: string;
  email: string;
  phone: string;
  code: string;
  upiId: string;
  validatedReferrals: number;
  amount: number;
}

/** The refer count table: every referrer with their validated referrals (a cleared code no longer counts). */
export async function referrerCounts(em: EntityManager): Promise<ReferrerCount[]> {
  const rows = await em.getConnection().execute<
    { id: number; name: string; email: string; phone: string; code: string; upi_id: string; validated_referrals: number }[]
  >(
    `select r.id, r.name, r.email, r.phone, r.code, r.upi_id, count(s.id)::int as validated_referrals
       from referrers r
       left join students s on s.referral_code = r.code and s.validated
      group by r.id
      order by validated_referrals desc, r.created_at, r.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    code: r.code,
    upiId: r.upi_id,
    validatedReferrals: r.validated_referrals,
    amount: r.validated_referrals * REFERRAL_REWARD_RUPEES,
  }));
}
