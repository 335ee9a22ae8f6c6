import type pg from 'pg';
import { STATUS_LIST_SIZE } from '../credentials/bitstring.ts';
import { withClient } from './pg-tools.ts';

/**
 * Credential status indexes are never issued twice, also after a restore: a credential an intern or
 * an employer holds keeps its index for ever, and its status bit must never follow another
 * certificate. A restore brings back the backup's sequence, behind every index issued since the
 * backup was made. So after a restore the sequence moves past the highest index either database knew
 * (the restored one, and the one it replaced when that still existed) and one whole status list more,
 * to the start of a fresh list: the gap covers up to 131,072 credentials issued after the backup and
 * lost with the database (this site issues a few hundred a year). Each restore leaves one list, or
 * two part-lists, unused; an unused list is served as all zeros.
 */

/** The first index the database's sequence would give next; null without the credentials table (a backup older than credentials). */
async function nextStatusIndex(client: pg.Client): Promise<number | null> {
  const { rows } = await client.query<{ exists: boolean }>(`select to_regclass('public.credentials_status_index_seq') is not null as exists`);
  if (!rows[0]!.exists) return null;
  const seq = await client.query<{ next: string }>(
    `select greatest(
       (select case when is_called then last_value + 1 else last_value end from "credentials_status_index_seq"),
       (select coalesce(max("status_index") + 1, 0) from "credentials")
     ) as next`,
  );
  return Number(seq.rows[0]!.next);
}

/** Where issuing resumes after a restore: the first list start at least one whole list past `known` (the next index either database would give). */
const resumeAfterRestore = (known: number) => Math.ceil((known + STATUS_LIST_SIZE) / STATUS_LIST_SIZE) * STATUS_LIST_SIZE;

/** The next index the database at `url` would give (null when it has no credentials yet, or does not exist). */
export function replacedNextStatusIndex(url: string): Promise<number | null> {
  return withClient(url, 'enrolment-restore', nextStatusIndex).catch(() => null);
}

/**
 * Moves the restored database's sequence past every index it or the replaced database (`replaced`,
 * read before the restore) knew, plus the gap. Run as the owner, after the migrations (a backup
 * older than credentials gets its sequence from them). Returns where issuing resumes.
 */
export async function skipStatusIndexesAfterRestore(url: string, replaced: number | null): Promise<number> {
  return withClient(url, 'enrolment-restore', async (client) => {
    const restored = (await nextStatusIndex(client)) ?? 0;
    const resume = resumeAfterRestore(Math.max(restored, replaced ?? 0));
    await client.query(`select setval('credentials_status_index_seq', $1, false)`, [resume]);
    return resume;
  });
}
