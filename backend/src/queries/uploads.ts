import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainEvent, JobRun, ScreenshotReading, StoredFile } from '../entities/index.ts';
import { jobIdFor } from '../queues/fan-out.ts';
import { sql } from '../db/sql.ts';

/**
 * The intern a raw upload belongs to, or null while no registration has taken it up: the one whose
 * enrolment holds it now, or the one who replaced it by a resubmission after a rejection (the earlier
 * screenshot stays theirs, for the record: commands/resubmit-payment.ts). `tx`: a transaction that
 * decides by it.
 */
export async function uploadOwnerId(em: EntityManager, uploadId: string): Promise<number | null> {
  const [row] = await sql<{ id: number }>(
    em,
    `select id from students where upload_id = $1::uuid
     union all
     select (payload->>'studentId')::int from events
      where type = 'student.payment-resubmitted' and subject_type = 'student' and payload->>'previousUploadId' = $1::text
     limit 1`,
    [uploadId],
  );
  return row?.id ?? null;
}

/** A raw upload (a payment screenshot as received) with its owner (uploadOwnerId): undefined when there is no such upload. */
export async function findUpload(em: EntityManager, uploadId: string): Promise<{ ownerId: number | null } | undefined> {
  const upload = await em.findOne(StoredFile, { id: uploadId, purpose: 'screenshot-raw' }, { fields: ['id'] });
  if (!upload) return undefined;
  return { ownerId: await uploadOwnerId(em, uploadId) };
}

/** The job that compresses the upload (the one upload.received fans out to), or null before its event is relayed. */
export async function compressionRun(em: EntityManager, uploadId: string) {
  const event = await em.findOne(
    DomainEvent,
    { type: 'upload.received', subjectType: 'file', subjectId: uploadId },
    { fields: ['id'] },
  );
  return event ? em.findOne(JobRun, { id: jobIdFor(event.id, 'compress-screenshot') }) : null;
}

/** What OCR read on an upload, once the reading job has run. */
export const uploadReading = (em: EntityManager, uploadId: string) =>
  em.findOne(ScreenshotReading, { uploadId }, { fields: ['state', 'utr'] });

/** The compressed copy of an upload, once the worker made it. */
export const compressedUpload = (em: EntityManager, uploadId: string) =>
  em.findOne(StoredFile, { source: uploadId, purpose: 'screenshot' }, { fields: ['contentType', 'data'] });
