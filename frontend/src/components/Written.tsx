/** Tamil letters (the Unicode block). */
const TAMIL_LETTER = /[\u0B80-\u0BFF]/;

/**
 * A text staff wrote (a question, an option, an explanation) marked with the language it is written in,
 * whatever the page's: lang="ta" when it holds Tamil letters, else "en" (a question written only in Tamil
 * comes in Tamil even where the English is asked for), so a screen reader reads it in the right voice.
 */
export function Written({ children }: { children: string }) {
  return <span lang={TAMIL_LETTER.test(children) ? 'ta' : 'en'}>{children}</span>;
}
