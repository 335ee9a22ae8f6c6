import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { STATUS_LIST_SIZE } from '../credentials/bitstring.ts';
import { sql } from '../db/sql.ts';

/**
 * Issuing fills a list up to half, then moves to the next: a random free position is then found in
 * two tries on average, and each list keeps at least 65,536 certificates' bits, so one bit tells
 * nothing of whose it is (the herd privacy of Bitstring Status List v1.0).
 */
const FILL = STATUS_LIST_SIZE / 2;
/** At most half full, a try fails with odds under 1/2: 64 failures in a row do not happen. */
const TRIES = 64;

/**
 * A certificate's status index, taken when it is issued (the workers' document job stores its first
 * file: store-document-file.ts) and kept for good: every credential of the certificate carries it,
 * across its versions (a correction) and re-downloads, so a download takes none. Bitstring Status List
 * v1.0 section 2.1 says indexes SHOULD be assigned randomly: the index is a random free position of
 * the current list, never the next in line, so a list position does not tell issue order. The current
 * list is the one of the highest index ever given (a restore moves it past every index any database
 * knew: db/status-index-gap.ts), or the next once that one is half full; positions below it are never
 * used, and a given index is never given again (`status_indexes` keeps every one). A random pick that
 * another issue took at the same moment is refused by the primary key, and another is tried.
 *
 * Idempotent: a document that has its index keeps it. Runs in the caller's transaction when given one.
 */
export async function takeStatusIndex(em: EntityManager, documentId: number): Promise<number> {
  const [held] = await sql<{ status_index: number }>(
    em,
    `select "status_index" from "status_indexes" where "document_id" = $1 and not "superseded"`,
    [documentId],
  );
  if (held) return held.status_index;
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const [{ list, taken } = { list: 0, taken: 0 }] = await sql<{ list: number; taken: number }>(
      em,
      `select l.list, (select count(*)::int from "status_indexes" where "status_index" >= l.list * $1 and "status_index" < (l.list + 1) * $1) as taken
       from (select coalesce(max("status_index"), 0) / $1 as list from "status_indexes") l`,
      [STATUS_LIST_SIZE],
    );
    const base = (taken >= FILL ? list + 1 : list) * STATUS_LIST_SIZE;
    const candidate = base + randomInt(STATUS_LIST_SIZE);
    // A second issue of the same document at once meets the unique index on document_id: it then reads the first's.
    const [made] = await sql<{ status_index: number }>(
      em,
      `insert into "status_indexes" ("status_index", "document_id") values ($1, $2) on conflict do nothing returning "status_index"`,
      [candidate, documentId],
    );
    if (made) return made.status_index;
    const [now] = await sql<{ status_index: number }>(
      em,
      `select "status_index" from "status_indexes" where "document_id" = $1 and not "superseded"`,
      [documentId],
    );
    if (now) return now.status_index;
  }
  throw new Error(`No free status index found for document ${documentId} in ${TRIES} tries.`);
}
