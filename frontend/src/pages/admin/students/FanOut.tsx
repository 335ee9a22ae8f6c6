import { Trans } from '@lingui/react/macro';
import { JobList } from '../../../components/JobList.tsx';
import { useJobPolling } from '../../../hooks/useJobPolling.ts';

/** The fan-out of one validation, polled live until every job has finished. */
export function FanOut({ name, jobs: ids, onDismiss }: { name: string; jobs: string[]; onDismiss: () => void }) {
  const { jobs, done, error } = useJobPolling(ids);
  return (
    <div className="fan-out card-panel" data-testid="fan-out" data-done={done}>
      <div className="fan-out__head">
        <p className="fan-out__title">
          {done ? <Trans>{name} validated: all done</Trans> : <Trans>{name} validated: working…</Trans>}
        </p>
        <button type="button" className="button button--small button--ghost" onClick={onDismiss}>
          <Trans>Dismiss</Trans>
        </button>
      </div>
      {ids.length === 0 ? (
        <p className="muted">
          <Trans>No background work for this validation.</Trans>
        </p>
      ) : (
        <JobList ids={ids} jobs={jobs} />
      )}
      {error && (
        <p className="muted">
          <Trans>Checking the jobs failed for a moment; still trying.</Trans>
        </p>
      )}
    </div>
  );
}
