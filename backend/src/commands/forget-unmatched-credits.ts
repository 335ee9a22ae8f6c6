import type { EntityManager } from '@mikro-orm/postgresql';
import { ERASED, retention } from 'shared/privacy';
import { sql } from '../db/sql.ts';
import { recordEvent } from '../events/record-event.ts';

/**
 * A bank statement's credit that confirmed no enrolment is a stranger's payment (or one whose
 * registration never came): its narration holds the payer's name and UPI id. The daily run clears the
 * narration `retention.unmatchedCreditDays` (180) after the statement was imported (docs/PRIVACY.md
 * says why that long); the amount, date, UTR and payment reference stay, so the credit still balances
 * the statement and can still be matched. A credit that confirmed an enrolment keeps its narration
 * until that intern's erasure (commands/erase-student-data.ts). One transaction; records
 * privacy.unmatched-credits-forgotten with the count and the credits' ids when any was cleared.
 */
export async function forgetUnmatchedCredits(
  em: EntityManager,
  now: Date = new Date(),
): Promise<{ unmatchedCreditsCleared: number }> {
  return em.transactional(async (tx) => {
    const at = now.toISOString();
    const cleared = await sql<{ id: number }>(
      tx,
      `update statement_credits c set narration = $3
         from statements s
        where s.id = c.statement_id and c.student_id is null and c.extra_course_id is null and c.narration <> $3
          and s.created_at < $1::timestamptz - make_interval(days => $2)
        returning c.id`,
      [at, retention.unmatchedCreditDays, ERASED],
    );
    if (cleared.length > 0) {
      const creditIds = cleared.map((c) => c.id).sort((a, b) => a - b);
      recordEvent(
        tx,
        'privacy.unmatched-credits-forgotten',
        { type: 'retention', id: at.slice(0, 10) },
        { creditsCleared: cleared.length, creditIds },
        'system',
      );
      await tx.flush();
    }
    return { unmatchedCreditsCleared: cleared.length };
  });
}
