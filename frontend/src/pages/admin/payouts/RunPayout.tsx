import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import { runPayout } from '../../../api/admin.ts';
import { JobList } from '../../../components/JobList.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useServerMutation } from '../../../api/mutation.ts';
import { useJobPolling } from '../../../hooks/useJobPolling.ts';
import { answerText } from '../../../i18n/answer-text.ts';
import { toast } from '../../../stores/toast.ts';
import { actionFailure } from '../failures.ts';
import '../../../components/Field.css';

function RunStatus({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const { jobs, done } = useJobPolling(ids);
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);
  return <JobList ids={ids} jobs={jobs} />;
}

/**
 * 'Run the payout for' a month (empty: the month just closed), its jobs followed live; `onRun` is
 * told the month asked for, `onDone` when the jobs have finished (`onDone` must be stable).
 */
export function RunPayout({ onRun, onDone }: { onRun: (period: string) => void; onDone: () => void }) {
  const { t } = useLingui();
  const [runPeriod, setRunPeriod] = useState('');
  const [runJobs, setRunJobs] = useState<string[] | null>(null);
  const run = useServerMutation(
    async () => {
      const answer = await runPayout(runPeriod || undefined);
      toast.success(answer.message ? answerText(answer) : t`The payout is running.`);
      setRunJobs(answer.jobs?.length ? answer.jobs : answer.jobId ? [answer.jobId] : []);
      if (runPeriod) onRun(runPeriod);
    },
    { onError: (err) => toast.error(actionFailure(err)) },
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run.run();
  };

  return (
    <>
      <form className="admin-controls run-form" onSubmit={submit}>
        <div className="field">
          <label className="field__label" htmlFor="run-period">
            <Trans>Run the payout for</Trans>
          </label>
          <input
            id="run-period"
            className="field__input"
            type="month"
            value={runPeriod}
            onChange={(e) => setRunPeriod(e.target.value)}
            aria-describedby="run-period-hint"
          />
          <p id="run-period-hint" className="field__hint">
            <Trans>Empty: the month just closed.</Trans>
          </p>
        </div>
        <SubmitButton className="button" busy={run.pending}>
          <Trans>Run now</Trans>
        </SubmitButton>
      </form>
      {runJobs && runJobs.length > 0 && <RunStatus ids={runJobs} onDone={onDone} />}
    </>
  );
}
