import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Quiz } from '../../../api/intern.ts';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';

/** Every view of a test is this section; test 3 wears the purple theme. */
export const quizClass = (testNo: number) => `container narrow section quiz${testNo === 3 ? ' quiz--purple' : ''}`;

/**
 * One question at a time ('Q{n}. {question}'), four options as a radio group (arrow keys move, Enter
 * goes on), Next / Finish / 'Loading...'. A failed submission keeps the answers for another Finish.
 */
export function QuizForm({
  testNo,
  title,
  quiz,
  submitting,
  submitError,
  onFinish,
}: {
  testNo: number;
  title: string;
  quiz: Quiz;
  submitting: boolean;
  submitError: string | null;
  onFinish: (answers: number[]) => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<number[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const groupId = useId();
  const firstOption = useRef<HTMLInputElement>(null);
  const moved = useRef(false);

  // A new question: focus its first option, so arrows and Enter carry on from the keyboard.
  useEffect(() => {
    if (moved.current) firstOption.current?.focus();
  }, [index]);

  const total = quiz.questions.length;
  const question = quiz.questions[index];
  const last = index === total - 1;

  const next = (e?: FormEvent) => {
    e?.preventDefault();
    if (selected === null || submitting || !question) return;
    const all = [...answers.slice(0, index), selected];
    setAnswers(all);
    if (last) {
      onFinish(all);
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

  if (!question) return null;
  const current = format.number(index + 1);
  const count = format.number(total);
  return (
    <section className={quizClass(testNo)} aria-labelledby="quiz-title">
      <h1 id="quiz-title" className="quiz__title">
        {title}
      </h1>
      <p className="quiz__progress-text" id={`${groupId}-progress`}>
        <Trans>
          Question {current} of {count}
        </Trans>
      </p>
      <div className="quiz__progress" aria-hidden="true">
        <span style={{ width: `${(index / total) * 100}%` }} />
      </div>
      <form className="card-panel quiz__card" onSubmit={next}>
        <fieldset className="quiz__question" aria-describedby={`${groupId}-progress`}>
          {/* The questions are taught in English whatever the page's language: marked so, screen readers read them as English. */}
          <legend className="quiz__legend" data-testid="quiz-question">
            Q{index + 1}. <span lang="en">{question.question}</span>
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
                <span lang="en">{option}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {submitError && (
          <p className="notice notice--error" role="alert">
            {submitError}
          </p>
        )}
        <SubmitButton className="button button--block quiz__next" busy={submitting} busyLabel={t`Loading...`} disabled={selected === null}>
          {last ? <Trans>Finish</Trans> : <Trans>Next</Trans>}
        </SubmitButton>
      </form>
    </section>
  );
}
