import type { QuestionContent } from './api/question-banks.ts';

/**
 * The question banks' limits and review settings as values every workspace may read (the site's forms
 * check them before sending; shared/api/question-banks.ts's schemas enforce them), with no zod in them.
 */

/** How many options a question may have: GIFT and Aiken allow any number; a phone screen shows six at most. */
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;
/** A question's text, an option and an explanation: at most this many characters in each language. */
export const MAX_QUESTION_CHARS = 2000;
export const MAX_OPTION_CHARS = 500;
export const MAX_EXPLANATION_CHARS = 2000;
/** A time limit: at most 10 hours. */
export const MAX_TIME_LIMIT_MINUTES = 600;

/** What the review after Finish shows: the score only; which answers were right; also the right answers and explanations. */
export const reviewModes = ['score', 'correctness', 'answers'] as const;

/**
 * The texts of a question written in English and not in Tamil: a Tamil reader sees the English of
 * each. An explanation left empty in both languages is no gap.
 */
export function questionTamilGaps(content: Pick<QuestionContent, 'text' | 'options' | 'explanation'>): number {
  const texts = [content.text, ...content.options, content.explanation];
  return texts.filter((t) => t.en.trim() !== '' && t.ta.trim() === '').length;
}
