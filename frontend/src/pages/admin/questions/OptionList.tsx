import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_OPTION_CHARS, MAX_OPTIONS, MIN_OPTIONS } from 'shared/question-banks';
import { controlId, type FieldErrors } from '../catalogue/field-errors.ts';
import { BilingualText } from './BilingualText.tsx';
import { optionRow, type OptionRow } from './question-form.ts';

/**
 * A question's options, 2 to 6, each in English and Tamil, and which one is right: one radio button per
 * option, all in one group (arrow keys move between them). Removing an option keeps the right one right.
 */
export function OptionList({
  options,
  answer,
  onChange,
  errors,
}: {
  options: OptionRow[];
  answer: number | null;
  onChange: (options: OptionRow[], answer: number | null) => void;
  errors: FieldErrors;
}) {
  const { t } = useLingui();
  const remove = (index: number) => {
    const next = options.filter((_, i) => i !== index);
    const right = answer === null || answer === index ? null : answer > index ? answer - 1 : answer;
    onChange(next, right);
    requestAnimationFrame(() =>
      document.getElementById(controlId(`options.${Math.min(index, next.length - 1)}.en`))?.focus(),
    );
  };
  return (
    <fieldset
      className="catalogue-group question-options"
      id={controlId('options')}
      tabIndex={-1}
      aria-describedby={errors.options || errors.answer ? 'question-options-error' : undefined}
    >
      <legend>
        <Trans>Options, and which one is right</Trans>
      </legend>
      <p className="field__hint">
        <Trans>
          Two to six options. Interns see them in a new order in each attempt, so do not write &quot;all of the
          above&quot;.
        </Trans>
      </p>
      {(errors.options || errors.answer) && (
        <p id="question-options-error" className="field__error">
          {errors.options ?? errors.answer}
        </p>
      )}
      <ol className="question-options__list">
        {options.map((option, i) => {
          const n = i + 1;
          return (
            <li key={option.key} className="question-option" data-testid="option-row">
              <label className="catalogue-check question-option__right" htmlFor={controlId(`answer.${i}`)}>
                <input
                  id={controlId(`answer.${i}`)}
                  type="radio"
                  name="question-answer"
                  checked={answer === i}
                  onChange={() => onChange(options, i)}
                  aria-invalid={errors.answer ? true : undefined}
                />{' '}
                {t`Option ${n} is the right answer`}
              </label>
              <BilingualText
                path={`options.${i}`}
                label={t`Option ${n}`}
                value={option}
                onChange={(v) =>
                  onChange(
                    options.map((o, j) => (j === i ? { ...o, ...v } : o)),
                    answer,
                  )
                }
                errors={errors}
                maxLength={MAX_OPTION_CHARS}
              />
              {options.length > MIN_OPTIONS && (
                <button type="button" className="button button--ghost button--small" onClick={() => remove(i)}>
                  {t`Remove option ${n}`}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {options.length < MAX_OPTIONS && (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => {
            onChange([...options, optionRow()], answer);
            requestAnimationFrame(() => document.getElementById(controlId(`options.${options.length}.en`))?.focus());
          }}
        >
          <Trans>Add an option</Trans>
        </button>
      )}
    </fieldset>
  );
}
