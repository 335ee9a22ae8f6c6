import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import { recordEvent } from '../events/record-event.ts';

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
 * In one transaction under an advisory lock, so two runs at once (or one run twice) never record a
 * second event for anyone. A validation committing meanwhile is seen by a statement together with its
 * event, or not at all (then its intern is not validated yet and not selected), so it never adds a
 * second one either.
 */
export async function recordDueCompletions(em: EntityManager, today: string): Promise<DueCompletions> {
  return em.transactional(async (tx) => {
    await sql(tx, `select pg_advisory_xact_lock(hashtext('record-due-completions'))`);
    const students = await sql<{ id: number }>(
      tx,
      `select s.id from students s
        where s.validated
          and s.end_date <= $1::date
          and not exists (select 1 from events e where e.type = 'student.completed' and e.subject_id = s.id::text and e.subject_type = 'student')
          and not exists (select 1 from documents d where d.student_id = s.id and d.kind = 'completion-certificate')
        order by s.id`,
      [today],
    );
    const extraCourses = await sql<{ id: number; student_id: number }>(
      tx,
      `select x.id, x.student_id from extra_courses x
        where x.validated
          and x.end_date <= $1::date
          and not exists (select 1 from events e where e.type = 'extra-course.completed' and e.subject_id = x.id::text and e.subject_type = 'extra_course')
          and not exists (select 1 from documents d where d.extra_course_id = x.id and d.kind = 'extra-certificate')
        order by x.id`,
      [today],
    );
    for (const { id } of students) recordEvent(tx, 'student.completed', { type: 'student', id }, { studentId: id }, 'system');
    for (const x of extraCourses) {
      recordEvent(tx, 'extra-course.completed', { type: 'extra_course', id: x.id }, { extraCourseId: x.id, studentId: x.student_id }, 'system');
    }
    await tx.flush();
    const studentIds = students.map((r) => r.id);
    const extraCourseIds = extraCourses.map((r) => r.id);
    return { recorded: studentIds.length, studentIds, extraRecorded: extraCourseIds.length, extraCourseIds };
  });
}
