import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ReviewedQuestion } from '../../../api/intern.ts';
import { mine } from '../../../api/queries/me.ts';
import { useServerQuery } from '../../../api/query.ts';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { Written } from '../../../components/Written.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import './QuizReview.css';

/**
 * One question as the review shows it: right or wrong said in words (the mark beside is decoration), the
 * question and the intern's choice as they were shown, the right option when the test shows answers and
 * theirs was not it, the explanation when there is one. On a Tamil page, the Tamil the question has.
 */
function ReviewedItem({ question, tamil }: { question: ReviewedQuestion; tamil: boolean }) {
  const format = useFormat();
  const shown = tamil && question.ta ? question.ta : question;
  const n = format.number(question.n);
  const chosen = question.choice === null ? null : (shown.options[question.choice] ?? null);
  const right = question.answer === undefined ? null : (shown.options[question.answer] ?? null);
  const explanation = (tamil && question.taExplanation) || question.explanation;
  return (
    <li className={`quiz-review__item ${question.correct ? 'is-right' : 'is-wrong'}`} data-testid="quiz-review-item">
      <h3 className="quiz-review__heading">
        <span className="quiz-review__mark" aria-hidden="true">
          {question.correct ? '✓' : '✗'}
        </span>{' '}
        {question.correct ? <Trans>Question {n}: right</Trans> : <Trans>Question {n}: wrong</Trans>}
      </h3>
      <p className="quiz-review__question">
        <Written>{shown.question}</Written>
      </p>
      <p>
        {chosen === null ? (
          <Trans>You did not answer this question.</Trans>
        ) : (
          <Trans>
            Your answer: <Written>{chosen}</Written>
          </Trans>
        )}
      </p>
      {right !== null && !question.correct && (
        <p className="quiz-review__answer">
          <Trans>
            Right answer: <Written>{right}</Written>
          </Trans>
        </p>
      )}
      {explanation && (
        <p className="quiz-review__explanation">
          <Trans>
            Explanation: <Written>{explanation}</Written>
          </Trans>
        </p>
      )}
    </li>
  );
}

/**
 * The review after Finish (GET /api/tests/attempts/:id/review), as far as the test's setting allows: the
 * server leaves out what it does not, so a test that shows the score only shows nothing here. A list of
 * the questions, each under its own heading, so a screen reader can go from question to question.
 */
export function QuizReview({ attemptId }: { attemptId: number }) {
  const { i18n } = useLingui();
  const titleId = useId();
  const { data, error, refetch } = useServerQuery(mine.testReview(attemptId));
  if (data && !data.questions) return null;
  const tamil = i18n.locale === 'ta';
  return (
    <section className="card-panel quiz-review" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Your answers</Trans>
      </h2>
      <ListStatus
        loading={!data && !error}
        error={error ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        emptyText=""
      />
      {data?.questions && (
        <>
          <p className="muted">
            {data.review === 'answers' ? (
              <Trans>Each question with your answer, whether it was right, the right answer and why.</Trans>
            ) : (
              <Trans>Each question with your answer and whether it was right.</Trans>
            )}
          </p>
          <ol className="quiz-review__list">
            {data.questions.map((q) => (
              <ReviewedItem key={q.n} question={q} tamil={tamil} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
