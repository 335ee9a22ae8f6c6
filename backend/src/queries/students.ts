import type { EntityManager } from '@mikro-orm/postgresql';
import { StoredFile, Student } from '../entities/index.ts';

/** The screenshot an admin sees: the compressed one when it exists, else whatever the student has. */
export async function studentScreenshot(em: EntityManager, student: Student) {
  const uploadId = student.upload?.id;
  if (uploadId) {
    const compressed = await em.findOne(StoredFile, { source: uploadId, purpose: 'screenshot' }, { fields: ['contentType', 'data'] });
    if (compressed) return compressed;
  }
  const id = student.screenshot?.id ?? uploadId;
  return id ? em.findOne(StoredFile, { id }, { fields: ['contentType', 'data'] }) : null;
}
