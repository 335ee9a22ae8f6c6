import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainEvent, ExtraCourse, IssuedDocument, JobRun, type DocumentKind, type JobState, type Student } from '../entities/index.ts';
import { documentAvailability, documentRules } from 'shared/documents';

export type DocumentStatus = 'not-available' | 'pending' | 'ready' | 'failed';

export interface DocumentView {
  kind: DocumentKind;
  extraCourseId: number | null;
  status: DocumentStatus;
  availableOn?: string;
  certificateNumber?: string;
  issuedOn?: string;
  jobId?: string;
  downloadUrl?: string;
}

const mainKinds: DocumentKind[] = ['offer-letter', 'completion-certificate', 'test-certificate'];
const extraKinds: DocumentKind[] = ['extra-offer-letter', 'extra-certificate'];
const pendingStates: JobState[] = ['waiting', 'queued', 'active', 'retrying'];

export function downloadUrlFor(kind: DocumentKind, extraCourseId: number | null): string {
  return `/api/documents/${kind}/download${extraCourseId === null ? '' : `?extraCourseId=${extraCourseId}`}`;
}

const slot = (kind: DocumentKind, extraCourseId: number | null) => `${kind}/${extraCourseId ?? ''}`;

/**
 * GET /api/documents: each document the intern has or will have, with its status. Not available
 * yet (before validation, before the end date in Asia/Kolkata, before test 1); ready when its PDF
 * exists; otherwise pending or failed after the newest job that makes it (job_runs, by handler).
 */
export async function listDocuments(em: EntityManager, student: Student, now: Date = new Date()): Promise<DocumentView[]> {
  const extraCourses = await em.find(ExtraCourse, { student: student.id, validated: true }, { orderBy: { id: 'asc' } });
  const rows = await em.find(IssuedDocument, { student: student.id }, { fields: ['id', 'kind', 'extraCourse', 'certificateNumber', 'issuedOn', 'file'] });
  const issued = new Map(rows.filter((r) => r.file).map((r) => [slot(r.kind, r.extraCourse?.id ?? null), r]));
  const latestJob = await latestJobs(em, student.id);

  const view = (kind: DocumentKind, extraCourseId: number | null, owner: { validated: boolean; endDate: string }): DocumentView => {
    const availability = documentAvailability(kind, { ...owner, testMark: student.testMark }, now);
    if (!availability.available) {
      return { kind, extraCourseId, status: 'not-available', ...('availableOn' in availability ? { availableOn: availability.availableOn } : {}) };
    }
    const doc = issued.get(slot(kind, extraCourseId));
    if (doc) {
      return {
        kind,
        extraCourseId,
        status: 'ready',
        certificateNumber: doc.certificateNumber,
        issuedOn: String(doc.issuedOn).slice(0, 10),
        downloadUrl: downloadUrlFor(kind, extraCourseId),
      };
    }
    const job = latestJob.get(slot(kind, extraCourseId));
    if (job?.state === 'failed') return { kind, extraCourseId, status: 'failed', jobId: job.id };
    return { kind, extraCourseId, status: 'pending', ...(job && pendingStates.includes(job.state) ? { jobId: job.id } : {}) };
  };

  return [
    ...mainKinds.map((kind) => view(kind, null, { validated: student.validated, endDate: student.endDate })),
    ...extraCourses.flatMap((c) => extraKinds.map((kind) => view(kind, c.id, { validated: c.validated, endDate: c.endDate }))),
  ];
}

/** The newest job run per document slot (kind + extra course) of one intern. */
async function latestJobs(em: EntityManager, studentId: number): Promise<Map<string, JobRun>> {
  const byHandler = new Map(Object.entries(documentRules).map(([kind, rule]) => [rule.handler, kind as DocumentKind]));
  const runs = await em.find(JobRun, { studentId, handler: { $in: [...byHandler.keys()] } }, { orderBy: { createdAt: 'desc', eventId: 'desc' } });
  const extraEventIds = runs.filter((r) => documentRules[byHandler.get(r.handler)!].forExtraCourse).map((r) => r.eventId);
  const events = extraEventIds.length ? await em.find(DomainEvent, { id: { $in: extraEventIds } }, { fields: ['id', 'payload'] }) : [];
  const extraCourseOf = new Map(
    events.map((e) => {
      const payload = e.payload as Record<string, unknown>;
      return [e.id, typeof payload.extraCourseId === 'number' ? payload.extraCourseId : null];
    }),
  );
  const latest = new Map<string, JobRun>();
  for (const run of runs) {
    const kind = byHandler.get(run.handler)!;
    const key = slot(kind, documentRules[kind].forExtraCourse ? (extraCourseOf.get(run.eventId) ?? null) : null);
    if (!latest.has(key)) latest.set(key, run);
  }
  return latest;
}
