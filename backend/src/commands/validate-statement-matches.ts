import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import type { ReconciledMatch } from 'shared/api/statements';
import { sql } from '../db/sql.ts';
import { HttpError } from '../errors.ts';
import { reconcile } from '../statements/reconcile.ts';
import { validateExtraCourse } from './validate-extra-course.ts';
import { validateStudent } from './validate-student.ts';

const CONCURRENCY = 8;

/**
 * Validates one match and records the credit that confirmed it, in one transaction: the credit is
 * claimed first (a credit confirms one enrolment, an enrolment one credit: unique), then the same
 * command as the Validate button runs inside it. A process that dies half-way leaves neither, and a
 * refusal (validated or rejected meanwhile, the credit already used) rolls the claim back. Undefined
 * when refused.
 */
async function validateOne(em: EntityManager, match: ReconciledMatch, adminId: number): Promise<string[] | undefined> {
  const { kind, id } = match.enrolment;
  try {
    return await em.fork().transactional(async (tx) => {
      const claimed = await sql(
        tx,
        `update statement_credits set ${kind === 'registration' ? 'student_id' : 'extra_course_id'} = $2, match_kind = $3, validated_at = now()
          where id = $1 and student_id is null and extra_course_id is null returning id`,
        [match.credit.id, id, match.by],
      );
      if (claimed.length === 0) return undefined;
      return (
        kind === 'registration'
          ? await validateStudent(tx, { studentId: id, adminId })
          : await validateExtraCourse(tx, { extraCourseId: id, adminId })
      ).jobs;
    });
  } catch (err) {
    if (err instanceof HttpError && err.status < 500) return undefined;
    if (err instanceof UniqueConstraintViolationException) return undefined;
    throw err;
  }
}

/**
 * 'Validate all N matched': each matched, still pending enrolment is validated through the same
 * command as the admin's own Validate button (its own event, offer letter and mail), then the credit
 * records what it confirmed (unique: a credit confirms one enrolment, an enrolment one credit). One
 * that became validated or rejected meanwhile is refused by its command and left alone, so posting
 * again changes nothing for the ones done.
 */
export async function validateStatementMatches(
  em: EntityManager,
  { statementId, adminId }: { statementId: number; adminId: number },
) {
  const { matched } = await reconcile(em, statementId);
  const todo = matched.filter((m) => !m.validated);
  const jobs: string[] = [];
  let validated = 0;
  // A few at a time: each is its own short transaction, and 200 one after another kept the admin waiting 10 s.
  for (let at = 0; at < todo.length; at += CONCURRENCY) {
    const done = await Promise.all(todo.slice(at, at + CONCURRENCY).map((match) => validateOne(em, match, adminId)));
    for (const ids of done) {
      if (!ids) continue;
      jobs.push(...ids);
      validated++;
    }
  }
  return { validated, jobs };
}
