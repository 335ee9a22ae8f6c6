import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import { HttpError } from '../errors.ts';
import { reconcile } from '../statements/reconcile.ts';
import { validateExtraCourse } from './validate-extra-course.ts';
import { validateStudent } from './validate-student.ts';

/**
 * 'Validate all N matched': each matched, still pending enrolment is validated through the same
 * command as the admin's own Validate button (its own event, offer letter and mail), then the credit
 * records what it confirmed (unique: a credit confirms one enrolment, an enrolment one credit). One
 * that became validated or rejected meanwhile is refused by its command and left alone, so posting
 * again changes nothing for the ones done.
 */
export async function validateStatementMatches(em: EntityManager, statementId: number, adminId: number) {
  const { matched } = await reconcile(em, statementId);
  const jobs: string[] = [];
  let validated = 0;
  for (const match of matched.filter((m) => !m.validated)) {
    const { kind, id } = match.enrolment;
    try {
      const done = kind === 'registration' ? await validateStudent(em.fork(), id, adminId) : await validateExtraCourse(em.fork(), id, adminId);
      jobs.push(...done.jobs);
      validated++;
    } catch (err) {
      if (err instanceof HttpError && err.status < 500) continue;
      throw err;
    }
    await sql(
      em,
      `update statement_credits set ${kind === 'registration' ? 'student_id' : 'extra_course_id'} = $2, match_kind = $3, validated_at = now()
        where id = $1 and student_id is null and extra_course_id is null`,
      [match.credit.id, id, match.by],
    );
  }
  return { validated, jobs };
}
