import type { CategoryView, ReviewMode, TestSettings, TestSettingsView } from 'shared/api/question-banks';
import { MAX_TIME_LIMIT_MINUTES } from 'shared/question-banks';
import { sharedText } from '../../../i18n/shared-text.ts';
import type { FieldErrors } from '../catalogue/field-errors.ts';

/** A draw rule as the form holds it: the count as typed, a key that stays with the row. */
export interface RuleRow {
  key: number;
  category: string;
  count: string;
}

export interface TestSettingsForm {
  rules: RuleRow[];
  limited: boolean;
  minutes: string;
  review: ReviewMode;
}

let nextKey = 1;
export const ruleRow = (category = '', count = ''): RuleRow => ({ key: nextKey++, category, count });

export function settingsForm(view: TestSettingsView): TestSettingsForm {
  return {
    rules: view.rules.map((r) => ruleRow(r.category, String(r.count))),
    limited: view.timeLimitMinutes !== null,
    minutes: view.timeLimitMinutes === null ? '' : String(view.timeLimitMinutes),
    review: view.review,
  };
}

const whole = (typed: string) => (/^\s*\d{1,6}\s*$/.test(typed) ? Number(typed) : Number.NaN);

/** What the form sends (shared/api/question-banks.ts testSettingsSchema). */
export function settingsOf(form: TestSettingsForm): TestSettings {
  return {
    rules: form.rules.map((r) => ({ category: r.category, count: whole(r.count) })),
    timeLimitMinutes: form.limited ? whole(form.minutes) : null,
    review: form.review,
  };
}

/** The questions a category holds now (any case), or 0 for a category nobody wrote a question in. */
export function poolOf(categories: readonly CategoryView[], category: string): number {
  const name = category.trim().replace(/\s+/g, ' ').toLowerCase();
  return categories.find((c) => c.name.toLowerCase() === name)?.questions ?? 0;
}

/** How many questions the rules draw together (rows not yet a whole number count as none). */
export const drawnBy = (form: TestSettingsForm) =>
  form.rules.reduce((sum, r) => sum + (Number.isInteger(whole(r.count)) ? whole(r.count) : 0), 0);

/**
 * What the form can tell before sending, in the server's words, each under its field (paths as the
 * API names them: 'rules.1.count'): a count, a category, a pool too small (once the categories are
 * known), the sum, a time limit.
 */
export function checkSettings(
  form: TestSettingsForm,
  size: number,
  categories: readonly CategoryView[] | undefined,
): FieldErrors {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  form.rules.forEach((rule, i) => {
    const name = rule.category.trim().toLowerCase();
    if (name === '') errors[`rules.${i}.category`] = sharedText('questionCategoryInvalid');
    else if (seen.has(name)) errors[`rules.${i}.category`] = sharedText('testRuleRepeated');
    seen.add(name);
    const count = whole(rule.count);
    if (!Number.isInteger(count) || count < 1 || count > 200)
      errors[`rules.${i}.count`] = sharedText('testRuleCountInvalid');
    else if (categories && name !== '' && poolOf(categories, rule.category) < count)
      errors[`rules.${i}.count`] = sharedText('testRulePoolTooSmall');
  });
  if (drawnBy(form) !== size) errors.rules = sharedText('testRulesSize');
  if (form.limited) {
    const minutes = whole(form.minutes);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_TIME_LIMIT_MINUTES)
      errors.timeLimitMinutes = sharedText('testTimeLimitInvalid');
  }
  return errors;
}
