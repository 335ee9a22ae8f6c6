import type { BankLanguage } from 'shared/api/question-import';
import type { Bilingual, QuestionContent } from 'shared/api/question-banks';

export interface ExportedQuestion {
  id: number;
  content: QuestionContent;
}

/**
 * A plain text as an `[html]` GIFT text: `& < >` as references (a question about `<div>` shows it, in
 * Moodle too), a line break as `<br>` (a blank line would end the question), the characters GIFT uses
 * escaped (`\~ \= \# \{ \} \:` and the backslash itself). Spaces stay as they are, so the import reads
 * the same text back.
 */
export function giftText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\~=#{}:]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, '<br>');
}

/**
 * A text in one language as a reader of that language sees it: its own, else the other language's
 * (a Tamil intern reads the English where there is no Tamil). The import gives such a copy back to
 * the language it came from, so an export imported again changes nothing.
 */
export const shownIn = (t: Bilingual, language: BankLanguage): string =>
  t[language] !== '' ? t[language] : t[language === 'en' ? 'ta' : 'en'];

/**
 * The questions as a GIFT file in one language: grouped under `$CATEGORY:` lines, each named
 * (`::T1-Q05::`; one without a name carries its id as Moodle's `// [id:N]`), tags as `// [tag:x]`,
 * the explanation as the general feedback (`####`). Texts are `[html]`, escaped (giftText): Moodle
 * shows them as the banks' plain text, and the import makes them plain again.
 */
export function writeGift(questions: readonly ExportedQuestion[], language: BankLanguage): string {
  const out: string[] = [];
  let category: string | null = null;
  for (const { id, content: q } of questions) {
    if (q.category !== category) {
      category = q.category;
      out.push(`$CATEGORY: ${category}`, '');
    }
    for (const tag of q.tags) out.push(`// [tag:${tag}]`);
    if (q.name === null) out.push(`// [id:${id}]`);
    const name = q.name === null ? '' : `::${giftText(q.name)}::`;
    out.push(`${name}[html]${giftText(shownIn(q.text, language))} {`);
    q.options.forEach((o, i) => out.push(`${i === q.answer ? '=' : '~'}${giftText(shownIn(o, language))}`));
    const explanation = shownIn(q.explanation, language);
    if (explanation !== '') out.push(`####${giftText(explanation)}`);
    out.push('}', '');
  }
  return out.join('\n');
}
