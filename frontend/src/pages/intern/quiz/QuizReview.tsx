import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ReviewedQuestion } from '../../../api/intern.ts';
import { mine } from '../../../api/queries/me.ts';
import { useServerQuery } from '../../../api/query.ts';
import { ListStatus } from '../../../components/ListStatus.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { shownQuestion } from './shown-question.ts';
import './QuizReview.css';

/**
 * One question as the review shows it: right or wrong said in words (the mark beside is decoration), the
 * question and the intern's choice as they were shown, the right option when the test shows answers and
 * theirs was not it, the explanation when there is one. On a Tamil page, the Tamil the question has.
 */
function ReviewedItem({ question, locale }: { question: ReviewedQuestion; locale: string }) {
  const format = useFormat();
  const shown = shownQuestion(question, locale);
  const n = format.number(question.n);
  /** The option at a position as shown, with its language; null for none (unanswered). */
  const option = (i: number | null | undefined) =>
    i === null || i === undefined || shown.options[i] === undefined
      ? null
      : { text: shown.options[i], lang: shown.optionLangs[i] };
  const chosen = option(question.choice);
  const right = option(question.answer);
  const yours = chosen?.text;
  const key = right?.text;
  const tamilExplanation = locale === 'ta' && question.taExplanation;
  const explanation = tamilExplanation || question.explanation;
  return (
    <li className={`quiz-review__item ${question.correct ? 'is-right' : 'is-wrong'}`} data-testid="quiz-review-item">
      <h3 className="quiz-review__heading">
        <span className="quiz-review__mark" aria-hidden="true">
          {question.correct ? '✓' : '✗'}
        </span>{' '}
        {question.correct ? <Trans>Question {n}: right</Trans> : <Trans>Question {n}: wrong</Trans>}
      </h3>
      <p className="quiz-review__question" lang={shown.lang}>
        {shown.question}
      </p>
      <p>
        {chosen === null ? (
          <Trans>You did not answer this question.</Trans>
        ) : (
          <Trans>
            Your answer: <span lang={chosen.lang}>{yours}</span>
          </Trans>
        )}
      </p>
      {right !== null && !question.correct && (
        <p className="quiz-review__answer">
          <Trans>
            Right answer: <span lang={right.lang}>{key}</span>
          </Trans>
        </p>
      )}
      {explanation && (
        <p className="quiz-review__explanation">
          <Trans>
            Explanation: <span lang={tamilExplanation ? 'ta' : 'en'}>{explanation}</span>
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
              <ReviewedItem key={q.n} question={q} locale={i18n.locale} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
