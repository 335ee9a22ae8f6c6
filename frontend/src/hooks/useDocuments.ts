import { useCallback, useEffect, useRef } from 'react';
import { getDocuments, type DocumentKind, type DocumentView } from '../api/intern.ts';
import { useJobPolling } from './useJobPolling.ts';
import { useLoad } from './useLoad.ts';

export const DOCUMENTS_RETRY_MS = 3000;
export const DOCUMENTS_MAX_RETRIES = 20;

export interface Documents {
  documents: DocumentView[] | undefined;
  error: boolean;
  /** The jobs still making documents, polled live. */
  jobs: ReturnType<typeof useJobPolling>['jobs'];
  reload: () => void;
  find: (kind: DocumentKind, extraCourseId?: number | null) => DocumentView | undefined;
}

/**
 * GET /api/documents, kept current: while a document is pending its job is polled
 * (GET /api/jobs?ids=...) and the list is read again when the job ends; a pending document without
 * a job yet (the event not relayed) is asked for again every few seconds.
 */
export function useDocuments(): Documents {
  const { data, error, reload } = useLoad((signal) => getDocuments(signal), []);
  const documents = data?.documents;

  const pending = (documents ?? []).filter((d) => d.status === 'pending');
  const jobIds = pending.flatMap((d) => (d.jobId ? [d.jobId] : []));
  const waitingWithoutJob = pending.some((d) => !d.jobId);
  const polling = useJobPolling(jobIds);
  // When the followed jobs end (the PDF is ready, or the job failed) the list is read again.
  const finished = jobIds.length > 0 && polling.done ? jobIds.join(',') : '';
  useEffect(() => {
    if (finished) reload();
  }, [finished, reload]);

  // Pending but no job to follow yet (the event not relayed yet): ask again shortly, for a minute.
  // (A completion certificate waits for the daily run: no point asking all day.)
  const retries = useRef(0);
  useEffect(() => {
    if (!waitingWithoutJob || retries.current >= DOCUMENTS_MAX_RETRIES) return;
    retries.current += 1;
    const timer = setTimeout(reload, DOCUMENTS_RETRY_MS);
    return () => clearTimeout(timer);
  }, [waitingWithoutJob, documents, reload]);

  const find = useCallback(
    (kind: DocumentKind, extraCourseId: number | null = null) => documents?.find((d) => d.kind === kind && (d.extraCourseId ?? null) === extraCourseId),
    [documents],
  );

  return { documents, error: Boolean(error), jobs: polling.jobs, reload, find };
}
