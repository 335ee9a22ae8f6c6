import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainEvent, JobRun, ScreenshotReading, StoredFile, Student } from '../entities/index.ts';
import { jobIdFor } from '../queues/fan-out.ts';

/**
 * A raw upload (a payment screenshot as received), with the student whose registration took it up:
 * undefined when there is no such upload.
 */
export async function findUpload(em: EntityManager, uploadId: string): Promise<{ ownerId: number | null } | undefined> {
  const upload = await em.findOne(StoredFile, { id: uploadId, purpose: 'screenshot-raw' }, { fields: ['id'] });
  if (!upload) return undefined;
  const owner = await em.findOne(Student, { upload: uploadId }, { fields: ['id'] });
  return { ownerId: owner?.id ?? null };
}

/** The job that compresses the upload (the one upload.received fans out to), or null before its event is relayed. */
export async function compressionRun(em: EntityManager, uploadId: string) {
  const event = await em.findOne(DomainEvent, { type: 'upload.received', subjectType: 'file', subjectId: uploadId }, { fields: ['id'] });
  return event ? em.findOne(JobRun, { id: jobIdFor(event.id, 'compress-screenshot') }) : null;
}

/** What OCR read on an upload, once the reading job has run. */
export const uploadReading = (em: EntityManager, uploadId: string) => em.findOne(ScreenshotReading, { uploadId }, { fields: ['state', 'utr'] });

/** The compressed copy of an upload, once the worker made it. */
export const compressedUpload = (em: EntityManager, uploadId: string) =>
  em.findOne(StoredFile, { source: uploadId, purpose: 'screenshot' }, { fields: ['contentType', 'data'] });
