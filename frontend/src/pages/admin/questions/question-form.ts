import type { Bilingual, QuestionContent } from 'shared/api/question-banks';
import { MAX_OPTIONS, MIN_OPTIONS } from 'shared/question-banks';
import { sharedText } from '../../../i18n/shared-text.ts';
import type { FieldErrors } from '../catalogue/field-errors.ts';

/** An option as the form holds it: a key that stays with it when another is removed. */
export interface OptionRow extends Bilingual {
  key: number;
}

/** A question as its editor's form holds it: the tags as typed, the right option possibly not chosen yet. */
export interface QuestionForm {
  name: string;
  category: string;
  text: Bilingual;
  options: OptionRow[];
  answer: number | null;
  explanation: Bilingual;
  tags: string;
}

let nextKey = 1;
export const optionRow = (o: Bilingual = { en: '', ta: '' }): OptionRow => ({ key: nextKey++, en: o.en, ta: o.ta });

/** The form of a saved question, or of a new one (four empty options, in `category` when the list was filtered by one). */
export function questionForm(content: QuestionContent | null, category = ''): QuestionForm {
  if (!content)
    return {
      name: '',
      category,
      text: { en: '', ta: '' },
      options: Array.from({ length: 4 }, () => optionRow()),
      answer: null,
      explanation: { en: '', ta: '' },
      tags: '',
    };
  return {
    name: content.name ?? '',
    category: content.category,
    text: content.text,
    options: content.options.map(optionRow),
    answer: content.answer,
    explanation: content.explanation,
    tags: content.tags.join(', '),
  };
}

/** Tags as typed: separated by commas or spaces. */
const tagsOf = (typed: string) => typed.split(/[,\s]+/).filter(Boolean);

/** What the form sends (shared/api/question-banks.ts questionContentSchema); the server trims and checks it all. */
export function contentOf(form: QuestionForm): QuestionContent {
  return {
    name: form.name.trim() === '' ? null : form.name.trim(),
    category: form.category,
    text: form.text,
    options: form.options.map(({ en, ta }) => ({ en, ta })),
    answer: form.answer ?? -1,
    explanation: form.explanation,
    tags: tagsOf(form.tags),
  };
}

const blank = (t: Bilingual) => t.en.trim() === '' && t.ta.trim() === '';

/**
 * What the form can tell before sending, in the server's words (shared/messages.ts codes), each under
 * its field: a text in neither language, too few or too many options, no right option, no category.
 */
export function checkQuestion(form: QuestionForm): FieldErrors {
  const errors: Record<string, string> = {};
  if (form.category.trim() === '') errors.category = sharedText('questionCategoryInvalid');
  if (blank(form.text)) errors['text.en'] = sharedText('questionTextMissing');
  if (form.options.length < MIN_OPTIONS || form.options.length > MAX_OPTIONS)
    errors.options = sharedText('questionOptionsCount');
  form.options.forEach((o, i) => {
    if (blank(o)) errors[`options.${i}.en`] = sharedText('questionTextMissing');
  });
  if (form.answer === null || form.answer >= form.options.length) errors.answer = sharedText('questionAnswerInvalid');
  return errors;
}

/**
 * The control a server's refusal belongs under: a text refused as a whole ('text', 'options.2': in neither
 * language, or repeated) under its English; a tag under the tags.
 */
export function errorPath(field: string): string {
  if (/^(text|explanation|options\.\d+)$/.test(field)) return `${field}.en`;
  if (field.startsWith('tags.')) return 'tags';
  return field;
}
