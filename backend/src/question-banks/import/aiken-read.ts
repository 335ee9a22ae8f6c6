import { lineError, linesOf, type ParsedQuestion, type ReadFile } from './parsed.ts';

const OPTION = /^([A-Z])[).][ \t]+(.*)$/;
const ANSWER = /^ANSWER:[ \t]*(\S*)[ \t]*$/;

interface Pending {
  line: number;
  text: string[];
  options: string[];
  /** A problem was reported: the rest of the question is skipped, up to its ANSWER: line or a blank line. */
  broken: boolean;
}

/**
 * Reads an Aiken file (Moodle's simplest format): the question (one line or more), its options lettered
 * `A)` or `A.` in order, then `ANSWER: B`. Questions may be separated by blank lines. Aiken has no names,
 * categories nor explanations: each question is a new one in the form's category.
 */
export function readAiken(text: string): ReadFile {
  const result: ReadFile = { questions: [], errors: [] };
  let q: Pending | null = null;
  const fail = (
    line: number,
    code: 'questionImportNoAnswer' | 'questionImportAikenOrder' | 'questionImportAikenAnswer',
  ) => {
    result.errors.push(lineError(line, code));
    if (q) q.broken = true;
  };
  const finish = (answerLine: number | null, letter?: string) => {
    if (q && !q.broken) {
      if (answerLine === null) fail(q.line, 'questionImportNoAnswer');
      else if (q.options.length === 0) fail(answerLine, 'questionImportAikenOrder');
      else {
        const answer = letter && letter.length === 1 ? letter.charCodeAt(0) - 65 : -1;
        if (answer < 0 || answer >= q.options.length) fail(answerLine, 'questionImportAikenAnswer');
        else result.questions.push(question(q, answer));
      }
    }
    q = null;
  };
  linesOf(text).forEach((raw, i) => {
    const n = i + 1;
    const line = raw.trim();
    if (line === '') {
      if (q && q.options.length > 0) finish(null);
      return;
    }
    const answer = ANSWER.exec(line);
    if (answer) {
      if (!q) fail(n, 'questionImportAikenOrder');
      else finish(n, answer[1]!.toUpperCase());
      return;
    }
    if (q === null) {
      q = { line: n, text: [line], options: [], broken: false };
      return;
    }
    if (q.broken) return;
    const option = OPTION.exec(line);
    if (option) {
      if (option[1]!.charCodeAt(0) - 65 !== q.options.length) fail(n, 'questionImportAikenOrder');
      else q.options.push(option[2]!.trim());
    } else if (q.options.length === 0) q.text.push(line);
    else fail(n, 'questionImportAikenOrder');
  });
  finish(null);
  return result;
}

function question(q: Pending, answer: number): ParsedQuestion {
  return {
    line: q.line,
    name: null,
    category: null,
    text: q.text.join('\n'),
    options: q.options,
    answer,
    explanation: '',
    tags: [],
    exportId: null,
  };
}
