import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredFile } from '../entities/index.ts';
import { sql } from './sql.ts';

export interface NewFile {
  id: string;
  purpose: StoredFile['purpose'];
  contentType: string;
  data: Buffer;
  /** The raw upload a compressed screenshot was made from. */
  sourceId?: string;
}

/**
 * Inserts a file row in the entity manager's current transaction (or on its own) and returns its
 * SHA-256. SQL rather than an entity: the bytes must go as a bound binary parameter (db/sql.ts), which
 * costs about 20 ms for a 5 MB photo where MikroORM's inlined hex literal cost 100 ms or more.
 */
export async function storeFile(em: EntityManager, file: NewFile): Promise<{ sha256: string; size: number }> {
  const sha256 = createHash('sha256').update(file.data).digest('hex');
  await sql(
    em,
    `insert into files (id, purpose, content_type, size, sha256, data, source_id, created_at) values ($1, $2, $3, $4, $5, $6, $7, now())`,
    [file.id, file.purpose, file.contentType, file.data.length, sha256, file.data, file.sourceId ?? null],
  );
  return { sha256, size: file.data.length };
}
