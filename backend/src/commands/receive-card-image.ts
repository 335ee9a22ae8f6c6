import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { storeFile } from '../db/store-file.ts';
import { recordEvent } from '../events/record-event.ts';
import { jobIdFor } from '../queues/fan-out.ts';

export interface CardImageInput {
  data: Buffer;
  /** The type read from the bytes (lib/card-image-type.ts), never the one the browser declared. */
  contentType: string;
  /** The editor or admin who sent it: the event's actor. */
  adminId: number;
}

/**
 * Keeps a course card image exactly as it came (files, purpose 'card-image') and records
 * catalogue.image-uploaded, whose course-image job makes its three sizes; one transaction, so no image
 * is kept without its job, nor a job without its image. Returns the image's id (what a course's
 * `image: { fileId }` names) and the job to poll.
 */
export async function receiveCardImage(em: EntityManager, input: CardImageInput) {
  const fileId = randomUUID();
  const eventId = await em.transactional(async (tx) => {
    await storeFile(tx, { id: fileId, purpose: 'card-image', contentType: input.contentType, data: input.data });
    const event = recordEvent(
      tx,
      'catalogue.image-uploaded',
      { type: 'file', id: fileId },
      { fileId },
      `admin:${input.adminId}`,
    );
    await tx.flush();
    return event.id;
  });
  return { fileId, jobId: jobIdFor(eventId, 'course-image') };
}
