import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { QuizResult } from '../../../api/intern.ts';
import { quizClass } from './QuizForm.tsx';

/** 'Congratulations!' and the server's score; after test 1, its certificate. The heading takes the focus. */
export function QuizScore({ testNo, title, result }: { testNo: number; title: string; result: QuizResult }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className={quizClass(testNo)} aria-labelledby="quiz-result">
      <div className="card-panel quiz__result">
        <p className="quiz__eyebrow">{title}</p>
        <h1 id="quiz-result" ref={heading} tabIndex={-1}>
          Congratulations!
        </h1>
        <p className="quiz__score" data-testid="quiz-score">
          You scored {result.score} out of {result.total}
        </p>
        <div className="button-row">
          <Link to="/dashboard" className="button">
            Back to dashboard
          </Link>
          {testNo === 1 && (
            <a href="/certificatetest" target="_blank" rel="noopener" className="button button--ghost">
              Test certificate<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
