import type pg from 'pg';
import { STATUS_LIST_SIZE } from '../credentials/bitstring.ts';
import { withClient } from './pg-tools.ts';

/**
 * Credential status indexes are never issued twice, also after a restore: a credential an intern or
 * an employer holds keeps its index for ever, and its status bit must never follow another
 * certificate. Issuing takes random free positions of the list of the highest index given
 * (commands/take-status-index.ts), never below it; a restore brings back the backup's `status_indexes`,
 * which lacks every index issued since the backup was made, so those positions would read free. So
 * after a restore issuing moves past the highest index either database knew (the restored one, and the
 * one it replaced when that still existed) and one whole status list more, to the start of a fresh
 * list: an index without a document is written there, and issuing continues in that list. The gap
 * covers up to 131,072 certificates issued after the backup and lost with the database (this site
 * issues a few hundred a year). Each restore leaves one list, or two part-lists, unused; an unused
 * list is served as all zeros.
 */

/**
 * One past the highest index the database gave; null before credentials existed. A database from
 * before random indexes (the replaced one, read before the restore) gives it by its sequence.
 */
async function nextStatusIndex(client: pg.Client): Promise<number | null> {
  const { rows } = await client.query<{ random: boolean; sequence: boolean }>(
    `select to_regclass('public.status_indexes') is not null as random, to_regclass('public.credentials_status_index_seq') is not null as sequence`,
  );
  if (rows[0]!.random) {
    const taken = await client.query<{ next: string }>(
      `select coalesce(max("status_index") + 1, 0) as next from "status_indexes"`,
    );
    return Number(taken.rows[0]!.next);
  }
  if (!rows[0]!.sequence) return null;
  const seq = await client.query<{ next: string }>(
    `select greatest(
       (select case when is_called then last_value + 1 else last_value end from "credentials_status_index_seq"),
       (select coalesce(max("status_index") + 1, 0) from "credentials")
     ) as next`,
  );
  return Number(seq.rows[0]!.next);
}

/** Where issuing resumes after a restore: the first list start at least one whole list past `known` (the next index either database would give). */
const resumeAfterRestore = (known: number) =>
  Math.ceil((known + STATUS_LIST_SIZE) / STATUS_LIST_SIZE) * STATUS_LIST_SIZE;

/** The next index the database at `url` would give (null when it has no credentials yet, or does not exist). */
export function replacedNextStatusIndex(url: string): Promise<number | null> {
  return withClient(url, 'enrolment-restore', nextStatusIndex).catch(() => null);
}

/**
 * Moves issuing in the restored database past every index it or the replaced database (`replaced`,
 * read before the restore) knew, plus the gap: the resume point is written as an index without a
 * document. Run as the owner, after the migrations (a backup older than random indexes gets its table
 * from them). Returns where issuing resumes.
 */
export async function skipStatusIndexesAfterRestore(url: string, replaced: number | null): Promise<number> {
  return withClient(url, 'enrolment-restore', async (client) => {
    const restored = (await nextStatusIndex(client)) ?? 0;
    const resume = resumeAfterRestore(Math.max(restored, replaced ?? 0));
    await client.query(`insert into "status_indexes" ("status_index") values ($1) on conflict do nothing`, [resume]);
    return resume;
  });
}
