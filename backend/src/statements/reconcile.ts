import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReconciledCredit, ReconciledEnrolment, ReconciledMatch, Reconciliation } from 'shared/api/statements';
import { statementMessages } from 'shared/api/statements';
import { sql } from '../db/sql.ts';
import { notFound } from '../errors.ts';
import {
  confirmedEnrolments,
  enrolmentsWithoutCredit,
  matchCandidates,
  statementCredits,
  type CreditRow,
  type EnrolmentRow,
} from '../queries/reconciliation.ts';

const LIST_LIMIT = 500;

const credit = (row: CreditRow): ReconciledCredit => ({
  id: row.id,
  rowNumber: row.row_number,
  date: row.date,
  amountRupees: Number(row.amount_rupees),
  utr: row.utr,
  reference: row.reference,
  narration: row.narration,
});
const enrolment = (row: EnrolmentRow): ReconciledEnrolment => ({
  kind: row.kind,
  id: row.id,
  name: row.name,
  email: row.email,
  utr: row.utr,
  paymentReference: row.payment_reference,
});

/**
 * A statement's reconciliation against the current state: each credit with the one pending enrolment
 * it pays for (matched, or 'amount differs' when the amount is not the fee stored with that payment, the
 * one its intern was shown), several
 * (ambiguous), or none; and the pending enrolments no credit of the statement pays for.
 */
export async function reconcile(em: EntityManager, statementId: number, repeat = false): Promise<Reconciliation> {
  const [statement] = await sql<{
    id: number;
    file_name: string;
    layout: string;
    row_count: number;
    credit_count: number;
    already_imported_count: number;
    created_at: Date;
  }>(em, 'select * from statements where id = $1', [statementId]);
  if (!statement) throw notFound(statementMessages.unknown);
  const credits = await statementCredits(em, statementId);
  const candidates = await matchCandidates(em, statementId);
  const confirmed = new Map((await confirmedEnrolments(em, statementId)).map((row) => [row.credit_id, row]));
  const byCredit = new Map<number, typeof candidates>();
  for (const c of candidates) byCredit.set(c.credit_id, [...(byCredit.get(c.credit_id) ?? []), c]);
  const answer: Reconciliation = {
    statement: {
      id: statement.id,
      fileName: statement.file_name,
      layout: statement.layout,
      rowCount: statement.row_count,
      creditCount: statement.credit_count,
      alreadyImported: statement.already_imported_count,
      createdAt: new Date(statement.created_at).toISOString(),
    },
    repeat,
    matched: [],
    amountDiffers: [],
    ambiguous: [],
    creditsWithoutEnrolment: [],
    enrolmentsWithoutCredit: [],
    enrolmentsWithoutCreditCount: 0,
  };
  for (const row of credits) {
    const done = confirmed.get(row.id);
    if (done) {
      answer.matched.push({
        credit: credit(row),
        enrolment: enrolment(done),
        by: row.match_kind ?? 'utr',
        validated: true,
      });
      continue;
    }
    const found = byCredit.get(row.id) ?? [];
    if (found.length === 0) answer.creditsWithoutEnrolment.push(credit(row));
    else if (found.length > 1) answer.ambiguous.push({ credit: credit(row), candidates: found.map(enrolment) });
    else {
      const match: ReconciledMatch = {
        credit: credit(row),
        enrolment: enrolment(found[0]!),
        by: found[0]!.by,
        validated: false,
      };
      const { fees } = found[0]!;
      if (fees.includes(match.credit.amountRupees)) answer.matched.push(match);
      else answer.amountDiffers.push({ ...match, expected: [...fees] });
    }
  }
  const studentIds = candidates.filter((c) => c.kind === 'registration').map((c) => c.id);
  const courseIds = candidates.filter((c) => c.kind === 'extra-course').map((c) => c.id);
  const without = await enrolmentsWithoutCredit(em, studentIds, courseIds, LIST_LIMIT);
  answer.enrolmentsWithoutCredit = without.rows.map(enrolment);
  answer.enrolmentsWithoutCreditCount = without.total;
  return answer;
}
