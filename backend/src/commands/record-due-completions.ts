import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import { recordEvent } from '../events/record-event.ts';
import type { EventType } from '../events/types.ts';
import type { DocumentKind } from 'shared/documents';

export interface DueCompletions {
  /** student.completed events recorded (each makes and mails a completion certificate). */
  recorded: number;
  studentIds: number[];
  /** extra-course.completed events recorded (each makes and mails an extra-course certificate). */
  extraRecorded: number;
  extraCourseIds: number[];
}

interface Owner {
  table: 'students' | 'extra_courses';
  /** The column that names the intern (an intern is their own). */
  studentId: 'id' | 'student_id';
  subjectType: 'student' | 'extra_course';
  event: EventType;
  documentOwner: 'student_id' | 'extra_course_id';
  certificate: DocumentKind;
}

/** The validated owners whose end date has come and that have neither their completion event nor its certificate. */
function dueOwners(tx: EntityManager, today: string, o: Owner) {
  return sql<{ id: number; student_id: number }>(
    tx,
    `select t.id, t.${o.studentId} as student_id from ${o.table} t
      where t.validated and t.erased_at is null
        and t.end_date <= $1::date
        and not exists (select 1 from events e where e.type = $2 and e.subject_id = t.id::text and e.subject_type = $3)
        and not exists (select 1 from documents d where d.${o.documentOwner} = t.id and d.kind = $4)
      order by t.id`,
    [today, o.event, o.subjectType, o.certificate],
  );
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
    const students = await dueOwners(tx, today, {
      table: 'students',
      studentId: 'id',
      subjectType: 'student',
      event: 'student.completed',
      documentOwner: 'student_id',
      certificate: 'completion-certificate',
    });
    const extraCourses = await dueOwners(tx, today, {
      table: 'extra_courses',
      studentId: 'student_id',
      subjectType: 'extra_course',
      event: 'extra-course.completed',
      documentOwner: 'extra_course_id',
      certificate: 'extra-certificate',
    });
    for (const { id } of students)
      recordEvent(tx, 'student.completed', { type: 'student', id }, { studentId: id }, 'system');
    for (const x of extraCourses) {
      recordEvent(
        tx,
        'extra-course.completed',
        { type: 'extra_course', id: x.id },
        { extraCourseId: x.id, studentId: x.student_id },
        'system',
      );
    }
    await tx.flush();
    const studentIds = students.map((r) => r.id);
    const extraCourseIds = extraCourses.map((r) => r.id);
    return { recorded: studentIds.length, studentIds, extraRecorded: extraCourseIds.length, extraCourseIds };
  });
}
