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

export interface SpooledUpload {
  id: string;
  contentType: string;
  size: number;
  sha256: string;
  /** The spool file the API streamed the bytes to (lib/upload-spool.ts). */
  spoolPath: string;
}

/** Inserts a raw upload whose bytes are still in its spool file (`data` null): a row of a few hundred bytes. */
export async function recordSpooledUpload(em: EntityManager, file: SpooledUpload): Promise<void> {
  await sql(
    em,
    `insert into files (id, purpose, content_type, size, sha256, data, spool_path, created_at) values ($1, 'screenshot-raw', $2, $3, $4, null, $5, now())`,
    [file.id, file.contentType, file.size, file.sha256, file.spoolPath],
  );
}

/**
 * Puts a spooled upload's bytes into `data`, if no one did already; true when this call did. The
 * spool path stays until the spool file is removed (forgetSpoolFile).
 */
export async function fillSpooledBytes(em: EntityManager, id: string, data: Buffer): Promise<boolean> {
  const rows = await sql<{ id: string }>(em, `update files set data = $2 where id = $1 and data is null returning id`, [
    id,
    data,
  ]);
  return rows.length > 0;
}

/** The spool file of an upload whose bytes are in `data` has been removed. */
export async function forgetSpoolFile(em: EntityManager, id: string): Promise<void> {
  await sql(em, `update files set spool_path = null where id = $1 and data is not null`, [id]);
}
