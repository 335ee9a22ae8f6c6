import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CategoryView } from '../../../api/question-editor.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import '../../../components/Field.css';
import { controlId, type FieldErrors } from '../catalogue/field-errors.ts';
import { drawnBy, poolOf, ruleRow, type RuleRow } from './test-settings-form.ts';

const MAX_RULES = 10;

/**
 * A test's draw rules, one row each: a category (the categories there are as suggestions), how many
 * questions it draws, and how many its pool holds now. The rules together draw the test's size.
 */
export function RuleRows({
  prefix,
  size,
  rules,
  onChange,
  pools,
  categories,
  errors,
}: {
  prefix: string;
  size: number;
  rules: RuleRow[];
  onChange: (rules: RuleRow[]) => void;
  pools: Record<string, number>;
  categories?: CategoryView[];
  errors: FieldErrors;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const update = (index: number, patch: Partial<RuleRow>) =>
    onChange(rules.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const listId = `${prefix}categories`;
  const drawn = drawnBy({ rules, limited: false, minutes: '', review: 'score' });
  const sizeText = format.number(size);
  const drawnText = format.number(drawn);
  const rulesError = errors[`${prefix}rules`];
  return (
    <fieldset
      className="catalogue-group test-rules"
      id={controlId(`${prefix}rules`)}
      tabIndex={-1}
      aria-describedby={rulesError ? `${controlId(`${prefix}rules`)}-error` : undefined}
    >
      <legend>
        <Trans>Questions drawn</Trans>
      </legend>
      <p className="field__hint">
        {t`Each attempt draws this many at random from each category's questions in use; together ${sizeText}.`}
      </p>
      {rulesError && (
        <p id={`${controlId(`${prefix}rules`)}-error`} className="field__error">
          {rulesError}
        </p>
      )}
      <datalist id={listId}>
        {(categories ?? []).map((c) => (
          <option key={c.name} value={c.name} />
        ))}
      </datalist>
      <ol className="test-rules__list">
        {rules.map((rule, i) => {
          const path = `${prefix}rules.${i}`;
          const n = i + 1;
          // The pool as it is now: from the categories (live, as the editor types), else as the test was read.
          const pool = categories ? poolOf(categories, rule.category) : (pools[rule.category] ?? 0);
          const categoryError = errors[`${path}.category`];
          const countError = errors[`${path}.count`];
          return (
            <li key={rule.key} className="test-rule" data-testid="rule-row">
              <div className="field test-rule__category">
                <label htmlFor={controlId(`${path}.category`)} className="field__label">
                  {t`Rule ${n}: category`}
                </label>
                <input
                  id={controlId(`${path}.category`)}
                  className="field__input"
                  list={listId}
                  autoComplete="off"
                  maxLength={80}
                  value={rule.category}
                  onChange={(e) => update(i, { category: e.target.value })}
                  aria-invalid={categoryError ? true : undefined}
                  aria-describedby={categoryError ? `${controlId(`${path}.category`)}-error` : undefined}
                />
                {categoryError && (
                  <p id={`${controlId(`${path}.category`)}-error`} className="field__error">
                    {categoryError}
                  </p>
                )}
              </div>
              <div className="field test-rule__count">
                <label htmlFor={controlId(`${path}.count`)} className="field__label">
                  {t`Rule ${n}: questions drawn`}
                </label>
                <input
                  id={controlId(`${path}.count`)}
                  className="field__input"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={200}
                  step={1}
                  value={rule.count}
                  onChange={(e) => update(i, { count: e.target.value })}
                  aria-invalid={countError ? true : undefined}
                  aria-describedby={[
                    `${controlId(`${path}.count`)}-pool`,
                    countError ? `${controlId(`${path}.count`)}-error` : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                />
                <p id={`${controlId(`${path}.count`)}-pool`} className="field__hint" data-testid="rule-pool">
                  {plural(pool, { one: 'Pool: # question in use', other: 'Pool: # questions in use' })}
                </p>
                {countError && (
                  <p id={`${controlId(`${path}.count`)}-error`} className="field__error">
                    {countError}
                  </p>
                )}
              </div>
              {rules.length > 1 && (
                <button
                  type="button"
                  className="button button--ghost button--small test-rule__remove"
                  onClick={() => {
                    onChange(rules.filter((_, j) => j !== i));
                    requestAnimationFrame(() =>
                      document.getElementById(controlId(`${prefix}rules.${Math.max(0, i - 1)}.category`))?.focus(),
                    );
                  }}
                >
                  {t`Remove rule ${n}`}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      <p className={drawn === size ? 'muted' : 'catalogue-gaps'} aria-live="polite">
        {t`The rules draw ${drawnText} of the test's ${sizeText} questions.`}
      </p>
      {rules.length < MAX_RULES && (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => {
            onChange([...rules, ruleRow()]);
            requestAnimationFrame(() =>
              document.getElementById(controlId(`${prefix}rules.${rules.length}.category`))?.focus(),
            );
          }}
        >
          <Trans>Add a rule</Trans>
        </button>
      )}
    </fieldset>
  );
}
