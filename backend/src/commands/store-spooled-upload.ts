import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import { fillSpooledBytes, forgetSpoolFile } from '../db/store-file.ts';
import { removeSpooled, sweepSpool } from '../lib/upload-spool.ts';

/*
 * What a raw upload promises while its bytes are only in the spool file (POST /api/uploads answers once a
 * small row names the file; the 5 MB write to PostgreSQL happens later, off the request):
 * - the store-upload job it fans out to moves the bytes into `files.data` at once (a committed, synchronous
 *   transaction), then removes the spool file; the compress job does the same if it runs first; the OCR job
 *   reads them from wherever they are, moving nothing;
 * - a registration or resubmission that takes the upload up moves the bytes itself inside its own
 *   transaction if no job has yet, so no registration commits without its screenshot in PostgreSQL;
 * - a spool file lost before that (the API's disk wiped, a restore from a backup taken meanwhile) loses
 *   only an upload no registration holds: the registration is refused with 'Your payment screenshot was
 *   not found. Please upload it again.', the jobs fail with the same words, the daily purge removes the row.
 */

interface SpoolState {
  stored: boolean;
  spool_path: string | null;
  sha256: string;
}

const stateOf = async (em: EntityManager, uploadId: string, lock = '') =>
  (
    await sql<SpoolState>(
      em,
      `select data is not null as stored, spool_path, sha256 from files where id = $1 and purpose = 'screenshot-raw' ${lock}`,
      [uploadId],
    )
  )[0];

/** The spool file's bytes, if they are there and are the bytes the API hashed. */
async function spooledBytes(state: SpoolState): Promise<Buffer | undefined> {
  if (!state.spool_path) return undefined;
  const bytes = await readFile(state.spool_path).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  });
  return bytes && createHash('sha256').update(bytes).digest('hex') === state.sha256 ? bytes : undefined;
}

/**
 * Moves a spooled upload's bytes into PostgreSQL (its own transaction, committed synchronously) and removes
 * the spool file. Idempotent: a second call, or one after the registration moved them, only removes the
 * file. 'gone': no such upload (purged or erased; a spool file left is the daily sweep's); 'lost': the bytes
 * are neither in PostgreSQL nor in the spool.
 */
export async function storeSpooledUpload(
  em: EntityManager,
  uploadId: string,
): Promise<'in-database' | 'lost' | 'gone'> {
  let state = await stateOf(em, uploadId);
  if (!state) return 'gone';
  if (!state.stored) {
    const bytes = await spooledBytes(state);
    if (bytes) await em.transactional((tx) => fillSpooledBytes(tx, uploadId, bytes));
    else {
      // Another job may have moved them and removed the file meanwhile.
      state = await stateOf(em, uploadId);
      if (!state) return 'gone';
      if (!state.stored) return 'lost';
    }
  }
  if (state.spool_path) {
    await removeSpooled(state.spool_path);
    await forgetSpoolFile(em, uploadId);
  }
  return 'in-database';
}

/**
 * The bytes of a raw upload as received, from PostgreSQL or, before a job moved them, from its
 * spool file (checked against the SHA-256); undefined when there is no such upload or its bytes are lost.
 * For a reader that must not wait for a commit (OCR): it moves nothing.
 */
export async function rawUploadBytes(em: EntityManager, uploadId: string): Promise<Buffer | undefined> {
  const [row] = await sql<SpoolState & { data: Buffer | null }>(
    em,
    `select data, data is not null as stored, spool_path, sha256 from files where id = $1 and purpose = 'screenshot-raw'`,
    [uploadId],
  );
  if (!row) return undefined;
  if (row.data) return row.data;
  const spooled = await spooledBytes(row);
  if (spooled) return spooled;
  // A job may have moved them and removed the file meanwhile.
  const [again] = await sql<{ data: Buffer | null }>(em, `select data from files where id = $1`, [uploadId]);
  return again?.data ?? undefined;
}

/**
 * In a registration's transaction: the upload's bytes are in PostgreSQL when it commits, or it is refused
 * (false: the spool file is gone). The spool file stays until a job removes it: this transaction may still
 * roll back.
 */
export async function bytesInTransaction(tx: EntityManager, uploadId: string): Promise<boolean> {
  const state = await stateOf(tx, uploadId);
  if (!state) return false;
  if (state.stored) return true;
  const bytes = await spooledBytes(state);
  if (!bytes) return false;
  // No row updated means a job stored them first (the row is locked by the caller, so it is still there).
  await fillSpooledBytes(tx, uploadId, bytes);
  return true;
}

/** A spool file this old and not waited for is left over: no upload request takes this long. */
export const SPOOL_LEFTOVER_AFTER_MS = 60 * 60 * 1000;

/**
 * The daily run: removes spool files no upload waits for any more (a request the API did not finish, an
 * upload purged or erased before a job moved it, a file a job did not get to remove), and forgets the
 * path of those whose bytes are in PostgreSQL. A file whose upload still waits stays (the purge of
 * abandoned uploads removes the row after 48 hours; the file goes in the next run).
 */
export async function sweepUploadSpool(em: EntityManager, dir: string, now = Date.now()): Promise<number> {
  const removed = await sweepSpool(
    dir,
    SPOOL_LEFTOVER_AFTER_MS,
    async (ids) => {
      const rows = await sql<{ id: string }>(
        em,
        `select id::text as id from files where id = any($1::uuid[]) and data is null`,
        [ids],
      );
      return new Set(rows.map((r) => r.id));
    },
    now,
  );
  await sql(
    em,
    `update files set spool_path = null where spool_path is not null and data is not null and created_at < now() - interval '1 hour'`,
  );
  return removed;
}
