import type { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { ERASED, retention } from 'shared/privacy';
import { sql } from '../db/sql.ts';
import { DomainEvent } from '../entities/index.ts';
import { buildAdmin, buildStudent } from '../../test/factories.ts';
import { useTestApp } from '../../test/support.ts';
import { forgetUnmatchedCredits } from './forget-unmatched-credits.ts';

/**
 * A bank credit that confirmed no enrolment keeps the payer's name and UPI id (its narration)
 * for `retention.unmatchedCreditDays` after its statement's import, then the daily run clears them; a
 * newer credit and a matched one keep theirs. The clock is the command's `now`.
 */
let orm: MikroORM;
useTestApp((s) => ({ orm } = s));

const NOW = new Date('2027-06-30T12:00:00+05:30');
const daysBefore = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * 86_400_000 + extraMs);
const days = retention.unmatchedCreditDays;

let utrs = 412345678900;
/** A statement imported at `importedAt` with one credit; `studentId` when it confirmed that enrolment. */
async function credit(importedAt: Date, payer: string, studentId: number | null = null) {
  const em = orm.em.fork();
  const admin = await buildAdmin(em);
  const utr = String(++utrs);
  const [statement] = await sql<{ id: number }>(
    em,
    `insert into statements (sha256, file_name, layout, uploaded_by, row_count, credit_count, already_imported_count, created_at)
     values (md5(random()::text) || md5(random()::text), 'statement.csv', 'sbi', $1, 1, 1, 0, $2) returning id`,
    [admin.id, importedAt.toISOString()],
  );
  const [row] = await sql<{ id: number }>(
    em,
    `insert into statement_credits (statement_id, row_number, date, amount_rupees, narration, utr, reference, student_id, match_kind, validated_at)
     values ($1, 1, $2::date, 499, $3, $4, 'PAY-ABC123', $5, $6, $7) returning id`,
    [
      statement!.id,
      importedAt.toISOString().slice(0, 10),
      `UPI/CR/${utr}/${payer}/Payment`,
      utr,
      studentId,
      studentId ? 'utr' : null,
      studentId ? importedAt.toISOString() : null,
    ],
  );
  return { id: row!.id, utr };
}

const creditRow = async (id: number) =>
  (
    await sql<{ narration: string; utr: string; amount_rupees: string; reference: string }>(
      orm.em.fork(),
      `select narration, utr, amount_rupees, reference from statement_credits where id = $1`,
      [id],
    )
  )[0]!;

describe('forgetUnmatchedCredits', () => {
  it("clears an unmatched credit's payer on the day its retention ends, keeps a newer and a matched one, and records it", async () => {
    const due = await credit(daysBefore(days, -60_000), 'MEENA SUNDARAM/meena.s@okaxis');
    const notYet = await credit(daysBefore(days - 1), 'RAVI KUMAR/ravi.k@oksbi');
    const student = await buildStudent(orm.em.fork());
    const matched = await credit(daysBefore(days + 100), 'ANAND VEL/anand.v@okicici', student.id);

    expect(await forgetUnmatchedCredits(orm.em.fork(), NOW)).toEqual({ unmatchedCreditsCleared: 1 });
    // The payer is gone; what balances and matches the statement stays.
    expect(await creditRow(due.id)).toEqual({
      narration: ERASED,
      utr: due.utr,
      amount_rupees: '499.00',
      reference: 'PAY-ABC123',
    });
    expect((await creditRow(notYet.id)).narration).toContain('ravi.k@oksbi');
    expect((await creditRow(matched.id)).narration).toContain('anand.v@okicici');
    const all = (
      await sql<{ t: string }>(orm.em.fork(), `select string_agg(c::text, ' ') as t from statement_credits c`)
    )[0]!.t;
    expect(all).not.toContain('meena.s@okaxis');
    expect(all).not.toContain('MEENA SUNDARAM');

    const [event] = await orm.em.fork().find(DomainEvent, { type: 'privacy.unmatched-credits-forgotten' });
    expect(event).toMatchObject({ actor: 'system', payload: { creditsCleared: 1, creditIds: [due.id] } });
    // A second run finds nothing and records nothing more.
    expect(await forgetUnmatchedCredits(orm.em.fork(), NOW)).toEqual({ unmatchedCreditsCleared: 0 });
    expect(await orm.em.fork().count(DomainEvent, { type: 'privacy.unmatched-credits-forgotten' })).toBe(1);
  });
});
