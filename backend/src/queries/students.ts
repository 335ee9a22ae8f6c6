import type { EntityManager } from '@mikro-orm/postgresql';
import { StoredFile, Student } from '../entities/index.ts';

export const findStudent = (em: EntityManager, id: number) => em.findOne(Student, { id });

/** Every student, newest first (the specification's admin list, which has no pages). */
export const allStudents = (em: EntityManager) => em.find(Student, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });

/** The screenshot an admin sees: the compressed one when it exists, else whatever the student has. */
export async function studentScreenshot(em: EntityManager, student: Student) {
  const uploadId = student.upload?.id;
  if (uploadId) {
    const compressed = await em.findOne(
      StoredFile,
      { source: uploadId, purpose: 'screenshot' },
      { fields: ['contentType', 'data'] },
    );
    if (compressed) return compressed;
  }
  const id = student.screenshot?.id ?? uploadId;
  return id ? em.findOne(StoredFile, { id }, { fields: ['contentType', 'data'] }) : null;
}
