import type { ShownQuestion } from 'shared/api/question-banks';

/** A question as this page shows it: its text and options, and the language each is written in. */
interface QuestionOnPage {
  question: string;
  lang: 'en' | 'ta';
  options: string[];
  optionLangs: ('en' | 'ta')[];
}

/**
 * The Tamil question and options when the page reads Tamil and the question has Tamil (the server
 * fills a text missing in Tamil with its English: that one stays marked English); otherwise the
 * English. Code in a question stays code in either.
 */
export function shownQuestion(q: ShownQuestion, locale: string): QuestionOnPage {
  const english = {
    question: q.question,
    lang: 'en' as const,
    options: q.options,
    optionLangs: q.options.map(() => 'en' as const),
  };
  if (locale !== 'ta' || !q.ta) return english;
  const ta = q.ta;
  return {
    question: ta.question,
    lang: ta.question === q.question ? 'en' : 'ta',
    options: ta.options,
    optionLangs: ta.options.map((o, i) => (o === q.options[i] ? 'en' : 'ta')),
  };
}
