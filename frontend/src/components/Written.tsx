/** Tamil letters (the Unicode block). */
const TAMIL_LETTER = /[\u0B80-\u0BFF]/;

/**
 * The language a text staff wrote (a question, an option, an explanation) is written in, whatever the
 * page's: 'ta' when it holds Tamil letters, else 'en' (a question written only in Tamil comes in Tamil even
 * where the English is asked for; an option that is code stays English on a Tamil page).
 */
export function writtenIn(text: string): 'en' | 'ta' {
  return TAMIL_LETTER.test(text) ? 'ta' : 'en';
}

/** Such a text marked with its language, so a screen reader reads it in the right voice. */
export function Written({ children }: { children: string }) {
  return <span lang={writtenIn(children)}>{children}</span>;
}
