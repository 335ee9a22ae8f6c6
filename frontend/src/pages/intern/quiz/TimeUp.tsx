import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { TEST_ANSWER_GRACE_SECONDS } from 'shared/business';
import { useFormat } from '../../../i18n/useFormat.ts';
import { quizClass } from './QuizForm.tsx';

/**
 * A timed test whose time is up, while the page finishes it: the server's clock decides, answers that
 * reached it in time (its grace included) are graded. Offline, the finish waits for the network and
 * says so, with Try again. The heading takes the focus, so a screen reader is told at once.
 */
export function TimeUpPanel({
  testNo,
  title,
  busy,
  error,
  onRetry,
}: {
  testNo: number;
  title: string;
  busy: boolean;
  error: string | null;
  onRetry: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const seconds = TEST_ANSWER_GRACE_SECONDS;
  return (
    <section className={quizClass(testNo)} aria-labelledby="quiz-time-up">
      <p className="quiz__eyebrow">{title}</p>
      <div className="card-panel quiz__card">
        <h1 id="quiz-time-up" ref={heading} tabIndex={-1}>
          <Trans>Time is up</Trans>
        </h1>
        <p>
          <Trans>
            The server's clock decides: answers it received before the end, or up to {seconds} seconds after it, are
            graded.
          </Trans>
        </p>
        <p role="status">{busy && <Trans>Finishing your test...</Trans>}</p>
        {error && (
          <>
            <p className="notice notice--error" role="alert">
              {error}
            </p>
            <button type="button" className="button" onClick={onRetry}>
              <Trans>Try again</Trans>
            </button>
          </>
        )}
      </div>
    </section>
  );
}

/**
 * Above the result of a test the server finished because its time was up: said so, and which chosen
 * answers never reached the server in time (kept on the phone while offline, or refused as late), so
 * they were not counted.
 */
export function TimeUpNotice({ late }: { late: readonly number[] }) {
  const format = useFormat();
  const questions = late.map((q) => format.number(q)).join(', ');
  return (
    <div className="container narrow" role="alert">
      <p className="notice" data-testid="quiz-time-up-notice">
        <span>
          <Trans>The time for this test was up: the server finished it with the answers it had saved in time.</Trans>
          {late.length > 0 && (
            <>
              {' '}
              <Trans>These answers did not reach the server in time and were not counted: question {questions}.</Trans>
            </>
          )}
        </span>
      </p>
    </div>
  );
}
