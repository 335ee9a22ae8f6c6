import type { EntityManager } from '@mikro-orm/postgresql';

export interface DueCompletions {
  /** student.completed events recorded (each makes and mails a completion certificate). */
  recorded: number;
  studentIds: number[];
  /** extra-course.completed events recorded (each makes and mails an extra-course certificate). */
  extraRecorded: number;
  extraCourseIds: number[];
}

/**
 * The daily run: every validated intern whose end date has come (today in Asia/Kolkata) and who has
 * neither a student.completed event nor a completion certificate gets one student.completed event;
 * every validated extra course whose end date has come and which has neither an
 * extra-course.completed event nor an extra-course certificate gets one extra-course.completed event.
 * A validation after the end date records the completion itself (record-validation.ts), so the run
 * finds it and leaves that intern or course alone.
 * Set-based, in one transaction under an advisory lock, so two runs at once (or one run twice) never
 * record a second event for anyone. A validation committing meanwhile is seen by a statement together
 * with its event, or not at all, so it never adds a second one either.
 */
export async function recordDueCompletions(em: EntityManager, today: string): Promise<DueCompletions> {
  return em.transactional(async (tx) => {
    const conn = tx.getConnection();
    const trx = tx.getTransactionContext();
    await conn.execute(`select pg_advisory_xact_lock(hashtext('record-due-completions'))`, [], 'all', trx);
    const rows = await conn.execute<{ subject_id: string }[]>(
      `insert into events (type, subject_type, subject_id, payload, actor, created_at)
       select 'student.completed', 'student', s.id::text, jsonb_build_object('studentId', s.id), 'system', now()
         from students s
        where s.validated
          and s.end_date <= ?::date
          and not exists (select 1 from events e where e.type = 'student.completed' and e.subject_id = s.id::text and e.subject_type = 'student')
          and not exists (select 1 from documents d where d.student_id = s.id and d.kind = 'completion-certificate')
        order by s.id
       returning subject_id`,
      [today],
      'all',
      trx,
    );
    const extraRows = await conn.execute<{ subject_id: string }[]>(
      `insert into events (type, subject_type, subject_id, payload, actor, created_at)
       select 'extra-course.completed', 'extra_course', x.id::text, jsonb_build_object('extraCourseId', x.id, 'studentId', x.student_id), 'system', now()
         from extra_courses x
        where x.validated
          and x.end_date <= ?::date
          and not exists (select 1 from events e where e.type = 'extra-course.completed' and e.subject_id = x.id::text and e.subject_type = 'extra_course')
          and not exists (select 1 from documents d where d.extra_course_id = x.id and d.kind = 'extra-certificate')
        order by x.id
       returning subject_id`,
      [today],
      'all',
      trx,
    );
    const studentIds = rows.map((r) => Number(r.subject_id));
    const extraCourseIds = extraRows.map((r) => Number(r.subject_id));
    return { recorded: studentIds.length, studentIds, extraRecorded: extraCourseIds.length, extraCourseIds };
  });
}
