import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeStatusIndex } from '../commands/take-status-index.ts';
import { openScratchDatabase } from '../../test/scratch-database.ts';

/**
 * Migration random_status_indexes on a database whose credentials were issued with sequential indexes:
 * every index given keeps its meaning (a document's current credential keeps its index as the
 * certificate's; earlier ones stay revoked), issuing never goes below where the sequence stood, and
 * every issued certificate without a credential gets a random index.
 */
const MIGRATION = 'Migration20261211100000_random_status_indexes';
let orm: MikroORM;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ orm, drop } = await openScratchDatabase('sidxmig'));
  const before = (await orm.migrator.getPending())
    .map((m) => m.name)
    .filter((n) => n < MIGRATION)
    .sort()
    .at(-1)!;
  await orm.migrator.up({ to: before });
});
afterAll(() => drop?.());

describe('migration random_status_indexes', () => {
  it('keeps every credential index already given, assigns random ones to issued certificates without one, and resumes past the sequence', async () => {
    const conn = orm.em.getConnection();
    const one = async (sql: string, params: unknown[] = []) =>
      (await conn.execute<{ id: number }[]>(sql, params))[0]!.id;
    const student = (n: number) =>
      one(
        `insert into students (name, email, college, phone, start_date, end_date, department, course, password_hash, validated, created_at, updated_at)
         values (?, ?, 'PSG', ?, '2026-06-01', '2026-07-15', 'CSE', 'Python', 'x', true, now(), now()) returning id`,
        [`Intern ${n}`, `intern${n}@example.in`, `90000002${String(n).padStart(2, '0')}`],
      );
    const file = async () =>
      (
        await conn.execute<{ id: string }[]>(
          `insert into files (id, purpose, content_type, size, sha256, data, created_at) values (gen_random_uuid(), 'document', 'application/pdf', 4, repeat('0', 64), '\\x25504446', now()) returning id`,
        )
      )[0]!.id;
    const doc = async (studentId: number, kind: string, version = 1, withFile = true) =>
      one(
        `insert into documents (student_id, kind, certificate_number, verification_token, issued_on, file_id, version, created_at, updated_at)
         values (?, ?, ?, ?, '2026-07-16', ?, ?, now(), now()) returning id`,
        [
          studentId,
          kind,
          `TNTAIN${studentId}`,
          `token-${studentId}-${kind}-0123456789`,
          withFile ? await file() : null,
          version,
        ],
      );
    const credential = (index: number, documentId: number, version: number, issuedAt: string) =>
      conn.execute(
        `insert into credentials (status_index, document_id, version, digest, issued_at) values (?, ?, ?, 'd' || ?, ?::timestamptz)`,
        [index, documentId, version, index, issuedAt],
      );

    const s1 = await student(1);
    const s2 = await student(2);
    const s3 = await student(3);
    // A: two credentials of version 1, the later (index 1) its current one; index 0 was replaced.
    const a = await doc(s1, 'completion-certificate');
    await credential(0, a, 1, '2026-07-16T10:00:00Z');
    await credential(1, a, 1, '2026-07-17T10:00:00Z');
    // B: corrected to version 2 since its only credential (index 2): it has no current credential.
    const b = await doc(s2, 'test-certificate', 2);
    await credential(2, b, 1, '2026-07-16T10:00:00Z');
    // C: issued, never downloaded; an offer letter; a certificate whose PDF is not made.
    const c = await doc(s3, 'completion-certificate');
    const letter = await doc(s3, 'offer-letter');
    const unmade = await doc(s1, 'test-certificate', 1, false);
    // Downloads drew indexes 3 to 9 that no row kept.
    await conn.execute(`select setval('credentials_status_index_seq', 9)`);

    await orm.migrator.up({ to: MIGRATION });

    const rows = await conn.execute<{ status_index: number; document_id: number | null; superseded: boolean }[]>(
      `select status_index, document_id, superseded from status_indexes order by status_index`,
    );
    const at = (index: number) => rows.find((r) => r.status_index === index);
    expect(at(0)).toEqual({ status_index: 0, document_id: a, superseded: true });
    expect(at(1)).toEqual({ status_index: 1, document_id: a, superseded: false });
    expect(at(2)).toEqual({ status_index: 2, document_id: b, superseded: true });
    // Where the sequence stood: marked, so no random pick reuses an index a download may have handed out.
    expect(at(10)).toEqual({ status_index: 10, document_id: null, superseded: false });
    const own = (documentId: number) => rows.filter((r) => r.document_id === documentId && !r.superseded);
    expect(own(b)).toHaveLength(1);
    expect(own(c)).toHaveLength(1);
    expect(own(letter)).toHaveLength(0);
    expect(own(unmade)).toHaveLength(0);
    for (const r of [...own(b), ...own(c)]) {
      expect(r.status_index).toBeGreaterThan(10);
      expect(r.status_index).toBeLessThan(131_072);
    }
    // The bits as before: A's replaced credential and B's credential of version 1 read revoked; A's current one does not.
    const revoked = await conn.execute<{ status_index: number }[]>(
      `select status_index from status_indexes where superseded order by 1`,
    );
    expect(revoked.map((r) => r.status_index)).toEqual([0, 2]);
    // A's certificate keeps index 1 for every credential from now on; the sequence is gone.
    expect(await takeStatusIndex(orm.em.fork(), a)).toBe(1);
    expect(await conn.execute(`select to_regclass('public.credentials_status_index_seq') as seq`)).toEqual([
      { seq: null },
    ]);
  });
});
