import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReviewMode } from 'shared/api/question-banks';
import { MAX_TIME_LIMIT_MINUTES, reviewModes } from 'shared/question-banks';
import type { CategoryView, TestSettingsView } from '../../../api/question-editor.ts';
import { saveTestSettings } from '../../../api/question-editor.ts';
import { useServerMutation } from '../../../api/mutation.ts';
import { questionEditor } from '../../../api/queries/question-editor.ts';
import '../../../components/Field.css';
import { FormStatus } from '../../../components/FormStatus.tsx';
import { testTitle } from '../../../content/intern.ts';
import { answerText } from '../../../i18n/answer-text.ts';
import { refusedField } from '../../../lib/error-message.ts';
import { controlId, type FieldErrors } from '../catalogue/field-errors.ts';
import { useFormOutcome } from '../catalogue/useFormOutcome.ts';
import { RuleRows } from './RuleRows.tsx';
import { checkSettings, settingsForm, settingsOf, type TestSettingsForm } from './test-settings-form.ts';

/** One test's settings form: its rules and their pools, its time limit and its review; saved on its own. */
export function TestSettingsCard({ test, categories }: { test: TestSettingsView; categories?: CategoryView[] }) {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState<TestSettingsForm>(() => settingsForm(test));
  const { errors, status, statusRef, refuse, refuseAnswer, succeed, clear } = useFormOutcome();
  const n = test.testNo;
  // Each test's controls are named under it (tests.2.rules.0.count): three forms share the page.
  const prefix = `tests.${n}.`;
  const own = (fieldErrors: FieldErrors): FieldErrors =>
    Object.fromEntries(Object.entries(fieldErrors).map(([path, message]) => [`${prefix}${path}`, message]));

  const save = useServerMutation(
    async () => {
      const answer = await saveTestSettings(n, settingsOf(form));
      setForm(settingsForm(answer.test));
      succeed(answerText(answer));
    },
    {
      invalidates: [questionEditor.all],
      onError: (err) => {
        const field = refusedField(err);
        refuseAnswer(err, field === undefined ? undefined : `${prefix}${field}`);
      },
    },
  );

  const send = () => {
    const checked = checkSettings(form, test.size, categories);
    if (Object.keys(checked).length > 0) return refuse(Object.values(checked)[0]!, own(checked));
    clear();
    void save.run();
  };

  const reviewWords: Record<ReviewMode, { label: string; hint: string }> = {
    score: { label: t`Score only`, hint: t`The intern sees their score, not which answers were right.` },
    correctness: {
      label: t`Which answers were right`,
      hint: t`The intern sees which of their answers were right or wrong, but not the right options.`,
    },
    answers: {
      label: t`The right answers and explanations`,
      hint: t`The intern sees each question's right option and its explanation. Answers seen can be shared: a larger pool helps.`,
    },
  };
  const headingId = `test-${n}-heading`;
  const limitId = controlId(`${prefix}timeLimitMinutes`);
  const limitError = errors[`${prefix}timeLimitMinutes`];
  return (
    <section className="admin-section test-settings" aria-labelledby={headingId}>
      <h2 id={headingId}>{i18n._(testTitle(n))}</h2>
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <RuleRows
          prefix={prefix}
          size={test.size}
          rules={form.rules}
          onChange={(rules) => setForm((f) => ({ ...f, rules }))}
          pools={test.pools}
          categories={categories}
          errors={errors}
        />
        <fieldset className="catalogue-group">
          <legend>
            <Trans>Time limit</Trans>
          </legend>
          <p className="field__hint">
            <Trans>
              The server keeps the time: answers after the deadline are refused and an attempt left open is finished
              with the answers saved. Interns granted extra time get it on top.
            </Trans>
          </p>
          <label className="catalogue-check" htmlFor={`test-${n}-unlimited`}>
            <input
              id={`test-${n}-unlimited`}
              type="radio"
              name={`test-${n}-limit`}
              checked={!form.limited}
              onChange={() => setForm((f) => ({ ...f, limited: false }))}
            />{' '}
            <Trans>No time limit</Trans>
          </label>
          <label className="catalogue-check" htmlFor={`test-${n}-limited`}>
            <input
              id={`test-${n}-limited`}
              type="radio"
              name={`test-${n}-limit`}
              checked={form.limited}
              onChange={() => {
                setForm((f) => ({ ...f, limited: true }));
                requestAnimationFrame(() => document.getElementById(limitId)?.focus());
              }}
            />{' '}
            <Trans>A time limit in minutes</Trans>
          </label>
          {form.limited && (
            <div className="field test-settings__minutes">
              <label htmlFor={limitId} className="field__label">
                {t`Minutes (1 to ${MAX_TIME_LIMIT_MINUTES})`}
              </label>
              <input
                id={limitId}
                className="field__input"
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_TIME_LIMIT_MINUTES}
                step={1}
                value={form.minutes}
                onChange={(e) => setForm((f) => ({ ...f, minutes: e.target.value }))}
                aria-invalid={limitError ? true : undefined}
                aria-describedby={limitError ? `${limitId}-error` : undefined}
              />
              {limitError && (
                <p id={`${limitId}-error`} className="field__error">
                  {limitError}
                </p>
              )}
            </div>
          )}
        </fieldset>
        <fieldset className="catalogue-group">
          <legend>
            <Trans>Review after Finish</Trans>
          </legend>
          {reviewModes.map((mode) => (
            <div key={mode} className="test-settings__review">
              <label className="catalogue-check" htmlFor={`test-${n}-review-${mode}`}>
                <input
                  id={`test-${n}-review-${mode}`}
                  type="radio"
                  name={`test-${n}-review`}
                  checked={form.review === mode}
                  aria-describedby={`test-${n}-review-${mode}-hint`}
                  onChange={() => setForm((f) => ({ ...f, review: mode }))}
                />{' '}
                {reviewWords[mode].label}
              </label>
              <p id={`test-${n}-review-${mode}-hint`} className="field__hint test-settings__review-hint">
                {reviewWords[mode].hint}
              </p>
            </div>
          ))}
        </fieldset>
        <div ref={statusRef} tabIndex={-1} className="catalogue-actions__status">
          <FormStatus message={status} />
        </div>
        <div className="button-row">
          <button type="submit" className="button" disabled={save.pending}>
            {save.pending ? t`Saving...` : t`Save test ${n}`}
          </button>
        </div>
      </form>
    </section>
  );
}
