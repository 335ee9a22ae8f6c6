import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';

/**
 * Gives a credential its status index (issue 30): the row of (document, version, digest) is made, or
 * found and marked signed now, so it is the document's newest credential (the others' bits turn on,
 * credentials-status.ts). The same data signed twice keeps one index; the index never changes hands.
 * No event: nothing waits on it, and the row is itself the record (credentials.issued_at).
 */
export async function issueCredential(em: EntityManager, { documentId, version, digest }: { documentId: number; version: number; digest: string }): Promise<number> {
  const [row] = await sql<{ status_index: number }>(
    em,
    `insert into "credentials" ("document_id", "version", "digest") values ($1, $2, $3)
     on conflict ("document_id", "version", "digest") do update set "issued_at" = now()
     returning "status_index"`,
    [documentId, version, digest],
  );
  return row!.status_index;
}
