import type { Bilingual, QuestionContent, ShownQuestion } from 'shared/api/question-banks';

/** The English text, or the Tamil where a question was written only in Tamil. */
const english = (t: Bilingual) => t.en || t.ta;
/** The Tamil text, or the English where it has none (code in an option stays as written). */
const tamil = (t: Bilingual) => t.ta || t.en;

/**
 * A question as an intern sees it, numbered `n`, its options in the attempt's order: the English (or
 * Tamil-only) text, and the whole Tamil rendering when any of its texts has Tamil. Never the key.
 */
export function showQuestion(content: QuestionContent, n: number, optionOrder: readonly number[]): ShownQuestion {
  const options = optionOrder.map((o) => content.options[o]!);
  const shown: ShownQuestion = { n, question: english(content.text), options: options.map(english) };
  if (content.text.ta || options.some((o) => o.ta)) {
    shown.ta = { question: tamil(content.text), options: options.map(tamil) };
  }
  return shown;
}

/** An explanation in English and, where one was written, in Tamil. */
export function shownExplanation(content: QuestionContent): { explanation?: string; taExplanation?: string } {
  const e = content.explanation;
  if (!e.en && !e.ta) return {};
  return { explanation: english(e), ...(e.ta ? { taExplanation: e.ta } : {}) };
}
