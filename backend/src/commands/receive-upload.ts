import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '../db/sql.ts';
import { recordSpooledUpload, storeFile } from '../db/store-file.ts';
import { recordEvent } from '../events/record-event.ts';
import type { Actor } from '../events/types.ts';
import type { SpooledFile } from '../lib/upload-spool.ts';
import { jobIdFor } from '../queues/fan-out.ts';

export interface UploadInput {
  data: Buffer;
  /** The type sniffed from the bytes, never the one the client claimed. */
  contentType: string;
  /** The OCR budget the reading is charged to: the uploading address's key (lib/ocr-payer.ts). */
  payer?: string;
}

/**
 * The legacy one-request registration's screenshot (POST /api/insertuser, read in memory; POST /api/uploads
 * spools instead: receiveSpooledUpload below).
 * Stores a payment screenshot exactly as received (purpose 'screenshot-raw', with its SHA-256 so
 * identical screenshots can be spotted) and records upload.received, which fans out to the
 * compress-screenshot and read-screenshot jobs; the event carries the OCR budget key of the address it
 * came from, which the reading is charged to. Returns the upload id and the job id the client polls.
 *
 * The commit does not wait for its WAL to reach the disk (synchronous_commit off, this transaction
 * only): flushing 5 MB of WAL took 40-130 ms of the request on our disk, and nothing is lost that
 * matters. A crash in the next fraction of a second can only lose an upload no registration uses yet
 * (the form then says the upload is unknown and the person picks the file again): the registration
 * that refers to it commits synchronously, which flushes all earlier WAL, this upload's included.
 */
export async function receiveUpload(em: EntityManager, input: UploadInput, actor: Actor = 'visitor') {
  const id = randomUUID();
  return recordUpload(em, id, input.payer, actor, (tx) =>
    storeFile(tx, { id, purpose: 'screenshot-raw', contentType: input.contentType, data: input.data }),
  );
}

export interface SpooledUploadInput {
  /** The spooled file (lib/upload-spool.ts): its id becomes the upload's. */
  file: SpooledFile;
  contentType: string;
  payer?: string;
}

/**
 * POST /api/uploads: records a payment screenshot streamed to the spool (its id, type, size, SHA-256 and
 * spool file; the bytes themselves follow, commands/store-spooled-upload.ts) and upload.received, whose
 * jobs move the bytes into PostgreSQL first. The row is a few hundred bytes, so the request no longer
 * waits for 5 MB of TOAST and WAL. A crash before the WAL flush loses, as above, only an upload no
 * registration holds yet (the form says to upload it again).
 */
export async function receiveSpooledUpload(em: EntityManager, input: SpooledUploadInput, actor: Actor = 'visitor') {
  const { id, size, sha256, path } = input.file;
  return recordUpload(em, id, input.payer, actor, (tx) =>
    recordSpooledUpload(tx, { id, contentType: input.contentType, size, sha256, spoolPath: path }),
  );
}

/** The upload's row (written by `store`) and its upload.received, in one commit that does not wait for its WAL flush. */
async function recordUpload(
  em: EntityManager,
  id: string,
  payer: string | undefined,
  actor: Actor,
  store: (tx: EntityManager) => Promise<unknown>,
) {
  const eventId = await em.transactional(async (tx) => {
    await sql(tx, 'set local synchronous_commit to off');
    await store(tx);
    const event = recordEvent(
      tx,
      'upload.received',
      { type: 'file', id },
      { fileId: id, ...(payer ? { payer } : {}) },
      actor,
    );
    await tx.flush();
    return event.id;
  });
  return { uploadId: id, eventId, jobId: jobIdFor(eventId, 'compress-screenshot') };
}
