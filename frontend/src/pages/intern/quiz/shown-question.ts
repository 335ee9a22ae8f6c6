import type { ShownQuestion } from 'shared/api/question-banks';
import { writtenIn } from '../../../components/Written.tsx';

/** A question as this page shows it: its text and options, and the language each is written in. */
interface QuestionOnPage {
  question: string;
  lang: 'en' | 'ta';
  options: string[];
  optionLangs: ('en' | 'ta')[];
}

/**
 * The Tamil question and options when the page reads Tamil and the question has Tamil (the server
 * fills a text missing in Tamil with its English); otherwise the English. Each text is marked with the
 * language it is written in (components/Written.tsx), so code in a question stays code in either.
 */
export function shownQuestion(q: ShownQuestion, locale: string): QuestionOnPage {
  const { question, options } = locale === 'ta' && q.ta ? q.ta : q;
  return { question, lang: writtenIn(question), options, optionLangs: options.map(writtenIn) };
}
