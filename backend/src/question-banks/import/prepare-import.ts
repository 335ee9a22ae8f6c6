import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_IMPORT_QUESTIONS, type ImportLineError, type QuestionImportFields } from 'shared/api/question-import';
import { badRequest } from '../../errors.ts';
import { categoryPools, questionsToMatch } from '../../queries/question-import.ts';
import { readAiken } from './aiken-read.ts';
import { giftBlocks, readGift } from './gift-read.ts';
import { planImport, poolErrors, type PlannedQuestion } from './import-plan.ts';
import type { ReadFile } from './parsed.ts';

export interface PreparedImport {
  questions: PlannedQuestion[];
  /** Every problem of the file, by line. */
  errors: ImportLineError[];
}

/** NUL and the C0 controls but tab, line ends, vertical tab and form feed (text), or DEL: a binary file's bytes. */
function hasBinaryControls(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7f || (c < 0x20 && !(c >= 0x09 && c <= 0x0d))) return true;
  }
  return false;
}

/**
 * The file's text: UTF-8 (a byte order mark dropped), without the control characters of a binary
 * file. Anything else is refused whole, before anything is read from it.
 */
export function importText(data: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw badRequest('questionImportNotText');
  }
  if (hasBinaryControls(text)) throw badRequest('questionImportNotText');
  return text;
}

/** The file read in its format; more questions than one import takes is refused before they are parsed. */
function readFile(text: string, format: QuestionImportFields['format']): ReadFile {
  if (format === 'gift') {
    const blocks = giftBlocks(text);
    if (blocks.length > MAX_IMPORT_QUESTIONS) throw badRequest('questionImportTooMany');
    return readGift(text, blocks);
  }
  const read = readAiken(text);
  if (read.questions.length + read.errors.length > MAX_IMPORT_QUESTIONS) throw badRequest('questionImportTooMany');
  return read;
}

/**
 * What importing the file would do, read from the banks as they are (inside the import's transaction
 * when it applies): each question matched and checked, each problem at its line. Writes nothing.
 */
export async function prepareImport(
  em: EntityManager,
  { text, format, language, category }: Omit<QuestionImportFields, 'mode'> & { text: string },
): Promise<PreparedImport> {
  const read = readFile(text, format);
  if (read.questions.length === 0 && read.errors.length === 0) throw badRequest('questionImportEmpty');
  const existing = await questionsToMatch(em, {
    names: read.questions.flatMap((q) => (q.name ? [q.name] : [])),
    ids: read.questions.flatMap((q) => (q.name === null && q.exportId !== null ? [q.exportId] : [])),
  });
  const plan = planImport({ parsed: read.questions, existing, language, defaultCategory: category });
  const errors = [...read.errors, ...plan.errors, ...poolErrors(plan, existing, await categoryPools(em))];
  errors.sort((a, b) => a.line - b.line);
  return { questions: plan.questions, errors };
}
