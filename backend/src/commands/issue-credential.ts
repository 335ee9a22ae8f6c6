import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';

/**
 * Gives a credential its status index: the row of (document, version, digest) is found and marked
 * signed now, or made, so it is the document's newest credential (the others' bits turn on,
 * credentials-status.ts). The same data signed twice keeps one index; the index never changes hands.
 * No event: nothing waits on it, and the row is itself the record (credentials.issued_at).
 *
 * A download of an existing credential takes no index: the row is looked for first, and only a new
 * one draws from the sequence (`insert ... on conflict` would draw one on every call, conflict or not).
 * The document's row is locked for the few statements, so two first downloads at once make one row
 * and draw one index: the second waits, then finds the first's row.
 */
export async function issueCredential(em: EntityManager, { documentId, version, digest }: { documentId: number; version: number; digest: string }): Promise<number> {
  return em.transactional(async (tx) => {
    await sql(tx, `select 1 from "documents" where "id" = $1 for no key update`, [documentId]);
    const [found] = await sql<{ status_index: number }>(
      tx,
      `update "credentials" set "issued_at" = now()
       where "document_id" = $1 and "version" = $2 and "digest" = $3
       returning "status_index"`,
      [documentId, version, digest],
    );
    if (found) return found.status_index;
    const [made] = await sql<{ status_index: number }>(
      tx,
      `insert into "credentials" ("document_id", "version", "digest") values ($1, $2, $3) returning "status_index"`,
      [documentId, version, digest],
    );
    return made!.status_index;
  });
}
