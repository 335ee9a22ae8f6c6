import type { EntityManager } from '@mikro-orm/postgresql';
import { JobRun, MailLog, type JobState } from '../entities/index.ts';

export const findJobRun = (em: EntityManager, id: string) => em.findOne(JobRun, { id });

export const findJobRuns = (em: EntityManager, ids: string[]) => em.find(JobRun, { id: { $in: ids } });

/** The operators' job list: most recently changed first. */
export const recentJobRuns = (em: EntityManager, state: JobState | undefined, limit: number) =>
  em.find(JobRun, state ? { state } : {}, { orderBy: { updatedAt: 'desc' }, limit });

/** The operators' mail log: newest first. */
export const recentMails = (em: EntityManager, status: MailLog['status'] | undefined, limit: number) =>
  em.find(MailLog, status ? { status } : {}, { orderBy: { id: 'desc' }, limit });
