import { useCallback, useEffect } from 'react';
import type { DocumentKind, DocumentView } from '../api/intern.ts';
import { mine } from '../api/queries/me.ts';
import { invalidate, useServerQuery } from '../api/query.ts';
import { useJobPolling } from './useJobPolling.ts';

const DOCUMENTS_RETRY_MS = 3000;
const DOCUMENTS_MAX_RETRIES = 20;

export interface Documents {
  documents: DocumentView[] | undefined;
  error: boolean;
  /** The jobs still making documents, polled live. */
  jobs: ReturnType<typeof useJobPolling>['jobs'];
  reload: () => void;
  find: (kind: DocumentKind, extraCourseId?: number | null) => DocumentView | undefined;
}

/** Pending but no job to follow yet: the event is not relayed yet. */
const waitingWithoutJob = (documents: DocumentView[] = []) => documents.some((d) => d.status === 'pending' && !d.jobId);

/**
 * GET /api/documents, kept current: while a document is pending its job is polled
 * (GET /api/jobs?ids=...) and the list is read again when the job ends; a pending document without
 * a job yet is asked for again every few seconds, for a minute (a completion certificate waits for
 * the daily run: no point asking all day).
 */
export function useDocuments(): Documents {
  const { data, isError } = useServerQuery({
    ...mine.documents(),
    refetchInterval: (query) =>
      waitingWithoutJob(query.state.data?.documents) && query.state.dataUpdateCount <= DOCUMENTS_MAX_RETRIES
        ? DOCUMENTS_RETRY_MS
        : false,
  });
  const documents = data?.documents;

  const jobIds = (documents ?? []).flatMap((d) => (d.status === 'pending' && d.jobId ? [d.jobId] : []));
  const polling = useJobPolling(jobIds);
  // When the followed jobs end (the PDF is ready, or the job failed) the list is read again.
  const finished = jobIds.length > 0 && polling.done ? jobIds.join(',') : '';
  useEffect(() => {
    if (finished) invalidate(mine.documents().queryKey);
  }, [finished]);

  const find = useCallback(
    (kind: DocumentKind, extraCourseId: number | null = null) =>
      documents?.find((d) => d.kind === kind && (d.extraCourseId ?? null) === extraCourseId),
    [documents],
  );

  return { documents, error: isError, jobs: polling.jobs, reload: () => invalidate(mine.documents().queryKey), find };
}
