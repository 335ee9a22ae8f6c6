import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { FinishedAttempt } from '../../../api/intern.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { quizClass } from './QuizForm.tsx';
import { QuizReview } from './QuizReview.tsx';

/**
 * 'Congratulations!' and the server's score; after test 1, its certificate. The heading takes the focus.
 * Below, the review of the attempt when the test's setting shows more than the score.
 */
export function QuizScore({ testNo, title, result }: { testNo: number; title: string; result: FinishedAttempt }) {
  const format = useFormat();
  const score = format.number(result.score);
  const total = format.number(result.total);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className={quizClass(testNo)} aria-labelledby="quiz-result">
      <div className="card-panel quiz__result">
        <p className="quiz__eyebrow">{title}</p>
        <h1 id="quiz-result" ref={heading} tabIndex={-1}>
          <Trans>Congratulations!</Trans>
        </h1>
        <p className="quiz__score" data-testid="quiz-score">
          <Trans>
            You scored {score} out of {total}
          </Trans>
        </p>
        <div className="button-row">
          <Link to="/dashboard" className="button">
            <Trans>Back to dashboard</Trans>
          </Link>
          {testNo === 1 && (
            <a href="/certificatetest" target="_blank" rel="noopener" className="button button--ghost">
              <Trans>
                Test certificate<span className="visually-hidden"> (opens in a new tab)</span>
              </Trans>
            </a>
          )}
        </div>
      </div>
      {(result.review === 'correctness' || result.review === 'answers') && <QuizReview attemptId={result.attemptId} />}
    </section>
  );
}
