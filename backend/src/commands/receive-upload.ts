import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { StoredFile } from '../entities/index.ts';
import { recordEvent } from '../events/record-event.ts';
import type { Actor } from '../events/types.ts';
import { jobIdFor } from '../queues/fan-out.ts';

export interface UploadInput {
  data: Buffer;
  /** The type sniffed from the bytes, never the one the client claimed. */
  contentType: string;
}

/**
 * Stores a payment screenshot exactly as received (purpose 'screenshot-raw', with its SHA-256 so
 * identical screenshots can be spotted) and records upload.received, which fans out to the
 * compress-screenshot job. Returns the upload id and the job id the client polls.
 */
export async function receiveUpload(em: EntityManager, input: UploadInput, actor: Actor = 'visitor') {
  const sha256 = createHash('sha256').update(input.data).digest('hex');
  const result = await em.transactional(async (tx) => {
    const file = tx.create(StoredFile, {
      id: randomUUID(),
      purpose: 'screenshot-raw',
      contentType: input.contentType,
      size: input.data.length,
      sha256,
      data: input.data,
    });
    const event = recordEvent(tx, 'upload.received', { type: 'file', id: file.id }, { fileId: file.id }, actor);
    await tx.flush();
    return { uploadId: file.id, eventId: event.id };
  });
  return { ...result, jobId: jobIdFor(result.eventId, 'compress-screenshot') };
}
