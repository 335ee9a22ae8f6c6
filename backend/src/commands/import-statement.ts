import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import { recordEvent } from '../events/record-event.ts';
import { parseStatement } from '../statements/parse-statement.ts';

/**
 * An admin imports a bank statement. The same file (by sha256) again changes nothing and answers the
 * first import. A credit whose UTR an earlier statement already brought is skipped and counted as
 * already imported: one bank transaction is one credit, ever. A file that cannot be read stores nothing.
 */
export async function importStatement(em: EntityManager, file: { data: Buffer; name: string }, adminId: number) {
  const sha256 = createHash('sha256').update(file.data).digest('hex');
  const known = await sql<{ id: number }>(em, 'select id from statements where sha256 = $1', [sha256]);
  if (known[0]) return { statementId: known[0].id, repeat: true };
  const parsed = await parseStatement(file.data);
  return em.transactional(async (tx) => {
    const [made] = await sql<{ id: number }>(
      tx,
      `insert into statements (sha256, file_name, layout, uploaded_by, row_count, credit_count, already_imported_count)
       values ($1, $2, $3, $4, $5, 0, 0) on conflict (sha256) do nothing returning id`,
      [sha256, file.name.slice(0, 255), parsed.layout, adminId, parsed.rowCount],
    );
    if (!made) {
      // Another admin imported the same file a moment ago.
      const [first] = await sql<{ id: number }>(tx, 'select id from statements where sha256 = $1', [sha256]);
      return { statementId: first!.id, repeat: true };
    }
    const c = parsed.credits;
    const inserted = await sql<{ id: number }>(
      tx,
      `insert into statement_credits (statement_id, row_number, date, amount_rupees, narration, utr, reference)
       select $1, * from unnest($2::int[], $3::date[], $4::numeric[], $5::text[], $6::text[], $7::text[])
       on conflict (utr) do nothing returning id`,
      [
        made.id,
        c.map((x) => x.rowNumber),
        c.map((x) => x.date),
        c.map((x) => x.amountRupees),
        c.map((x) => x.narration),
        c.map((x) => x.utr),
        c.map((x) => x.reference),
      ],
    );
    await sql(tx, 'update statements set credit_count = $2, already_imported_count = $3 where id = $1', [
      made.id,
      inserted.length,
      c.length - inserted.length,
    ]);
    recordEvent(
      tx,
      'statement.imported',
      { type: 'statement', id: made.id },
      { statementId: made.id },
      `admin:${adminId}`,
    );
    return { statementId: made.id, repeat: false };
  });
}
