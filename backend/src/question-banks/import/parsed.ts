import type { ImportLineError } from 'shared/api/question-import';
import { isValuedCode, messages, valuedText, type MessageCode, type ValuedCode, type ValuesOf } from 'shared/messages';

/** One question as a file gives it, in the file's one language, before it meets the banks. */
export interface ParsedQuestion {
  /** Its first line in the file (after any comment lines above it). */
  line: number;
  name: string | null;
  /** The file's category for it (GIFT's `$CATEGORY:`), null when the file names none. */
  category: string | null;
  text: string;
  options: string[];
  answer: number;
  explanation: string;
  tags: string[];
  /** GIFT's `// [id:N]`: how an export names a question that has no name, so it comes back to itself. */
  exportId: number | null;
}

export interface ReadFile {
  questions: ParsedQuestion[];
  errors: ImportLineError[];
}

/** A problem at a line, with the English the API says ("line 14: no correct answer"). */
export function lineError(line: number, code: MessageCode): ImportLineError;
export function lineError<C extends ValuedCode>(line: number, code: C, values: ValuesOf<C>): ImportLineError;
export function lineError(line: number, code: MessageCode | ValuedCode, values?: unknown): ImportLineError {
  const words = isValuedCode(code) ? valuedText(code, values as ValuesOf<typeof code>) : messages[code as MessageCode];
  return {
    line,
    code,
    ...(values ? { values: values as ImportLineError['values'] } : {}),
    message: `line ${line}: ${words}`,
  };
}

/** A file's lines, whatever its line ends (a Windows file's CRLF, an old Mac's CR). */
export const linesOf = (text: string): string[] => text.split(/\r\n|\r|\n/);
