import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, isAbort, NetworkError } from '../../api/client.ts';
import { getQuiz, submitQuiz, type Quiz, type QuizResult } from '../../api/intern.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { testTitle } from '../../content/intern.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useSession } from '../../stores/session.ts';
import { toast } from '../../stores/toast.ts';

export const TEST1_TOAST_MS = 2500;

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; quiz: Quiz };

/**
 * /test1, /test2, /test3: one question at a time ('Q{n}. {question}'), four options as a radio group
 * (arrow keys move, Enter goes on), Next / Finish / 'Loading...'. The answers are graded by the server
 * (POST /api/tests/:n/attempts); the client never sees the key.
 */
export function QuizPage({ testNo }: { testNo: number }) {
  const title = testTitle(testNo);
  useDocumentTitle(title);
  const refresh = useSession((s) => s.refresh);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<number[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [result, setResult] = useState<QuizResult | null>(null);
  const groupId = useId();
  const firstOption = useRef<HTMLInputElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    const ctrl = new AbortController();
    getQuiz(testNo, ctrl.signal)
      .then((quiz) => setLoad({ state: 'ready', quiz }))
      .catch((err: unknown) => {
        if (isAbort(err)) return;
        const message =
          err instanceof ApiError ? err.message : err instanceof NetworkError ? 'We could not reach the server. Please check your connection.' : String(err);
        setLoad({ state: 'error', message });
      });
    return () => ctrl.abort();
  }, [testNo, round]);

  // A new question: focus its first option, so arrows and Enter carry on from the keyboard.
  useEffect(() => {
    if (moved.current) firstOption.current?.focus();
  }, [index]);
  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  const finish = async (all: number[]) => {
    setSubmitting(true);
    setSubmitError(null);
    try {
      const answer = await submitQuiz(testNo, all);
      setResult(answer);
      if (testNo === 1) {
        toast.success('Test score submitted successfully!', TEST1_TOAST_MS);
        refresh().catch((err: unknown) => console.warn('could not refresh the session', err));
      }
    } catch (err) {
      console.warn('test submission failed', err);
      setSubmitError(
        err instanceof NetworkError ? 'We could not reach the server. Your answers are kept: please try again.' : err instanceof ApiError ? err.message : String(err),
      );
    } finally {
      setSubmitting(false);
    }
  };

  if (load.state === 'loading') return <PageLoading />;
  if (load.state === 'error') {
    return (
      <section className={`container narrow section quiz${testNo === 3 ? ' quiz--purple' : ''}`}>
        <h1>{title}</h1>
        <p className="notice notice--error" role="alert">
          {load.message}
        </p>
        <div className="button-row">
          <button type="button" className="button" onClick={() => setRound((r) => r + 1)}>
            Try again
          </button>
          <Link to="/dashboard" className="button button--ghost">
            Back to dashboard
          </Link>
        </div>
      </section>
    );
  }

  const { quiz } = load;
  const total = quiz.questions.length;
  const question = quiz.questions[index];
  const last = index === total - 1;

  const next = (e?: FormEvent) => {
    e?.preventDefault();
    if (selected === null || submitting || !question) return;
    const all = [...answers.slice(0, index), selected];
    setAnswers(all);
    if (last) {
      void finish(all);
      return;
    }
    moved.current = true;
    setIndex(index + 1);
    setSelected(null);
  };

  const onOptionKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      next();
    }
  };

  if (result) {
    return (
      <section className={`container narrow section quiz${testNo === 3 ? ' quiz--purple' : ''}`} aria-labelledby="quiz-result">
        <div className="card-panel quiz__result">
          <p className="quiz__eyebrow">{title}</p>
          <h1 id="quiz-result" ref={resultHeading} tabIndex={-1}>
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

  if (!question) return null;
  return (
    <section className={`container narrow section quiz${testNo === 3 ? ' quiz--purple' : ''}`} aria-labelledby="quiz-title">
      <h1 id="quiz-title" className="quiz__title">
        {title}
      </h1>
      <p className="quiz__progress-text" id={`${groupId}-progress`}>
        Question {index + 1} of {total}
      </p>
      <div className="quiz__progress" aria-hidden="true">
        <span style={{ width: `${(index / total) * 100}%` }} />
      </div>
      <form className="card-panel quiz__card" onSubmit={next}>
        <fieldset className="quiz__question" aria-describedby={`${groupId}-progress`}>
          <legend className="quiz__legend" data-testid="quiz-question">
            Q{index + 1}. {question.question}
          </legend>
          <div className="quiz__options">
            {question.options.map((option, i) => (
              <label key={`${index}-${i}`} className={`quiz__option${selected === i ? ' is-selected' : ''}`}>
                <input
                  ref={i === 0 ? firstOption : undefined}
                  type="radio"
                  name={`${groupId}-q${index}`}
                  value={i}
                  checked={selected === i}
                  onChange={() => setSelected(i)}
                  onKeyDown={onOptionKey}
                />
                <span>{option}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {submitError && (
          <p className="notice notice--error" role="alert">
            {submitError}
          </p>
        )}
        <button type="submit" className="button button--block quiz__next" disabled={selected === null || submitting}>
          {submitting ? 'Loading...' : last ? 'Finish' : 'Next'}
        </button>
      </form>
    </section>
  );
}
