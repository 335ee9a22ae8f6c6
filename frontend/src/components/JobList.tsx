import { useLingui } from '@lingui/react/macro';
import type { JobRun } from '../api/intern.ts';
import { jobLabel, jobStateText } from '../hooks/useJobPolling.ts';
import { useFormat } from '../i18n/useFormat.ts';
import { Icon } from './Icon.tsx';
import './JobList.css';
import './PageLoading.css';

/**
 * The live state of background jobs (a fan-out), as a list with a polite live region so each step
 * is announced as it finishes.
 */
export function JobList({ ids, jobs, title }: { ids: string[]; jobs: JobRun[]; title?: string }) {
  // The labels are read in the page's language: a change of language draws the list again.
  const { t } = useLingui();
  const format = useFormat();
  const percent = (progress: number) => {
    const share = format.number(Math.round(progress));
    return t`${share}%`;
  };
  const byId = new Map(jobs.map((j) => [j.id, j]));
  return (
    <div className="job-list" role="status" aria-live="polite">
      {title && <p className="job-list__title">{title}</p>}
      <ul>
        {ids.map((id) => {
          const job = byId.get(id);
          const state = job?.state ?? 'queued';
          const handler = job?.handler ?? id.replace(/^e\d+-/, '');
          return (
            <li key={id} className={`job job--${state}`} data-testid="job" data-state={state}>
              <span className="job__icon" aria-hidden="true">
                {state === 'completed' ? (
                  <Icon name="check" size={16} />
                ) : state === 'failed' ? (
                  <Icon name="close" size={16} />
                ) : (
                  <span className="page-loading__spinner page-loading__spinner--small" />
                )}
              </span>
              <span className="job__label">{jobLabel(handler)}</span>
              <span className="job__state">
                {jobStateText[state]}
                {state === 'active' && typeof job?.progress === 'number' && job.progress > 0
                  ? ` ${percent(job.progress)}`
                  : ''}
                {state === 'failed' && job?.error ? `: ${job.error}` : ''}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
