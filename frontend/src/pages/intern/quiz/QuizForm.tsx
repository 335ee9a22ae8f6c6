import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { TestAttemptView } from '../../../api/intern.ts';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import type { SaveState } from './answer-saver.ts';
import { Countdown } from './Countdown.tsx';
import { SaveStatus } from './SaveStatus.tsx';
import { shownQuestion } from './shown-question.ts';

/** Every view of a test is this section; test 3 wears the purple theme. */
export const quizClass = (testNo: number) => `container narrow section quiz${testNo === 3 ? ' quiz--purple' : ''}`;

/**
 * One question at a time ('Q{n}. {question}'), four options as a radio group (arrow keys move, Enter
 * goes on), Next / Finish / 'Loading...'. Opens at the attempt's first unanswered question (the last one
 * when all are answered) with the saved choices; each choice goes to `onChoose` at once (the saver).
 */
export function QuizForm({
  testNo,
  title,
  attempt,
  saveState,
  saveRefusal,
  submitting,
  submitError,
  onChoose,
  onFinish,
  onTimeUp,
}: {
  testNo: number;
  title: string;
  attempt: TestAttemptView;
  saveState: SaveState;
  saveRefusal: string | null;
  submitting: boolean;
  submitError: string | null;
  /** Question `question` (from 1) now has the option at `choice` (its position as shown). */
  onChoose: (question: number, choice: number) => void;
  onFinish: () => void;
  /** A timed test's time is over on the server's clock. */
  onTimeUp: () => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const total = attempt.questions.length;
  const [index, setIndex] = useState(() => (attempt.nextQuestion ?? total) - 1);
  const [answers, setAnswers] = useState<(number | null)[]>(attempt.choices);
  const groupId = useId();
  const firstOption = useRef<HTMLInputElement>(null);
  const moved = useRef(false);

  // A new question: focus its first option, so arrows and Enter carry on from the keyboard.
  useEffect(() => {
    if (moved.current) firstOption.current?.focus();
  }, [index]);

  const question = attempt.questions[index] && shownQuestion(attempt.questions[index], i18n.locale);
  const last = index === total - 1;
  const selected = answers[index] ?? null;
  const answered = answers.some((a) => a !== null);

  const choose = (choice: number) => {
    setAnswers((all) => all.map((a, i) => (i === index ? choice : a)));
    onChoose(index + 1, choice);
  };

  const next = (e?: FormEvent) => {
    e?.preventDefault();
    if (selected === null || submitting || !question) return;
    if (last) {
      onFinish();
      return;
    }
    moved.current = true;
    setIndex(index + 1);
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
      {attempt.deadlineAt && (
        <Countdown deadlineAt={attempt.deadlineAt} serverNow={attempt.serverNow} onTimeUp={onTimeUp} />
      )}
      <form className="card-panel quiz__card" onSubmit={next} noValidate>
        <fieldset className="quiz__question" aria-describedby={`${groupId}-progress`}>
          {/* Each text marked with its language (Tamil where the page reads Tamil and the question has it), so screen readers read it right. */}
          <legend className="quiz__legend" data-testid="quiz-question">
            Q{index + 1}. <span lang={question.lang}>{question.question}</span>
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
                  onChange={() => choose(i)}
                  onKeyDown={onOptionKey}
                />
                <span lang={question.optionLangs[i]}>{option}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <SaveStatus state={answered ? saveState : null} timed={Boolean(attempt.deadlineAt)} />
        {saveRefusal && (
          <p className="notice notice--error" role="alert">
            {saveRefusal}
          </p>
        )}
        {submitError && (
          <p className="notice notice--error" role="alert">
            {submitError}
          </p>
        )}
        <SubmitButton
          className="button button--block quiz__next"
          busy={submitting}
          busyLabel={t`Loading...`}
          disabled={selected === null}
        >
          {last ? <Trans>Finish</Trans> : <Trans>Next</Trans>}
        </SubmitButton>
      </form>
    </section>
  );
}
