import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditQuery } from 'shared/api/admin-audit';
import { BUSINESS_TZ } from 'shared/dates';
import { sql } from '../db/sql.ts';

/**
 * The student an event concerns: its subject when that is a student, else the payload's studentId
 * (an extra course's events). Exactly the expression of the index `events_student_id_index`.
 */
export const STUDENT_OF_EVENT = `(case when e.subject_type = 'student' then e.subject_id::int else (e.payload->>'studentId')::int end)`;

/** The events about a student: theirs, and the resends of their mails. */
export const aboutStudent = (student: string) =>
  `(${STUDENT_OF_EVENT} = ${student} or (e.type = 'mail.resend-requested' and (e.payload->>'mailLogId')::int in (select id from mail_log where student_id = ${student})))`;

export interface AuditRow {
  id: string;
  type: string;
  subject_type: string;
  subject_id: string;
  actor: string;
  created_at: Date | string;
  student_id: number | null;
  student_name: string | null;
  admin_name: string | null;
  admin_email: string | null;
}

/**
 * The audit log: every admin's and the system's action from the events table (interns' and
 * visitors' own steps are not in it), newest first, a page at a time by keyset on the event id
 * (`before`: the last id of the page before). Filters by actor, action, student concerned (a mail
 * resend concerns the student of its mail) and a range of calendar days in India. Reads one row more
 * than the page to say whether an older page exists.
 */
export async function auditLog(em: EntityManager, query: AuditQuery) {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = [`(e.actor = 'system' or e.actor like 'admin:%')`];
  if (query.actor) where.push(`e.actor = ${param(query.actor)}`);
  if (query.action) where.push(`e.type = ${param(query.action)}`);
  if (query.student) {
    const student = param(query.student);
    where.push(aboutStudent(student));
  }
  const tz = query.from || query.to ? param(BUSINESS_TZ) : '';
  if (query.from) where.push(`e.created_at >= (${param(query.from)}::date::timestamp at time zone ${tz})`);
  if (query.to) where.push(`e.created_at < ((${param(query.to)}::date + 1)::timestamp at time zone ${tz})`);
  if (query.before) where.push(`e.id < ${param(query.before)}`);
  const rows = await sql<AuditRow>(
    em,
    `select e.id, e.type, e.subject_type, e.subject_id, e.actor, e.created_at,
            s.id as student_id, s.name as student_name, a.name as admin_name, a.email as admin_email
       from events e
       left join mail_log m on e.type = 'mail.resend-requested' and m.id = (e.payload->>'mailLogId')::int
       left join students s on s.id = coalesce(${STUDENT_OF_EVENT}, m.student_id)
       left join admins a on e.actor = 'admin:' || a.id
      where ${where.join(' and ')}
      order by e.id desc
      limit ${param(query.pageSize + 1)}`,
    params,
  );
  const more = rows.length > query.pageSize;
  const page = rows.slice(0, query.pageSize);
  return { rows: page, next: more ? Number(page.at(-1)!.id) : null };
}

/** Every admin account, for the audit log's Actor filter. */
export function auditActors(em: EntityManager) {
  return sql<{ id: number; name: string; email: string }>(em, `select id, name, email from admins order by name, id`);
}
