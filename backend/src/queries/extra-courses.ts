import type { EntityManager } from '@mikro-orm/postgresql';
import { ExtraCourse } from '../entities/index.ts';

/** An intern's own extra courses, oldest first. */
export const ownExtraCourses = (em: EntityManager, studentId: number) =>
  em.find(ExtraCourse, { student: studentId }, { orderBy: { id: 'asc' } });

/** Every extra course, newest first (the admin's /ev panel). */
export const allExtraCourses = (em: EntityManager) => em.find(ExtraCourse, {}, { orderBy: { id: 'desc' } });

/** One extra course of this intern's; another intern's answers exactly like a missing one (null). */
export const ownExtraCourse = (em: EntityManager, studentId: number, id: number) =>
  em.findOne(ExtraCourse, { id, student: studentId });
