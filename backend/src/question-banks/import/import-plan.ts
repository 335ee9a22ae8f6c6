import { questionContentSchema, type Bilingual, type QuestionContent } from 'shared/api/question-banks';
import type { BankLanguage, ImportAction, ImportedQuestionRow, ImportLineError } from 'shared/api/question-import';
import { isMessageCode, messageCodeOf } from 'shared/messages';
import type { BankQuestion } from '../../queries/question-import.ts';
import { lineError, type ParsedQuestion } from './parsed.ts';

export interface PlannedQuestion extends ImportedQuestionRow {
  /** The question it gives a new version, or null for a new question. */
  questionId: number | null;
  content: QuestionContent;
}

export interface ImportPlan {
  questions: PlannedQuestion[];
  errors: ImportLineError[];
}

const other = (language: BankLanguage): BankLanguage => (language === 'en' ? 'ta' : 'en');

/**
 * A text of the file in its language, given to a question that has `current` in both: the file's
 * text, except a copy of the other language where this one had none (an export writes the other
 * language where a text has none of its own, as a reader sees it), which leaves it empty.
 */
function merged(file: string, current: Bilingual, language: BankLanguage): Bilingual {
  const copy = file === current[other(language)] && current[language] === '';
  return { ...current, [language]: copy ? '' : file };
}

const only = (text: string, language: BankLanguage): Bilingual =>
  language === 'en' ? { en: text, ta: '' } : { en: '', ta: text };

/** The content a file's question gives: a new question in the file's language only, or a matched one's new texts. */
function contentOf(
  q: ParsedQuestion,
  found: BankQuestion | undefined,
  language: BankLanguage,
  defaultCategory: string,
): QuestionContent | ImportLineError {
  if (!found) {
    return {
      name: q.name,
      category: q.category ?? defaultCategory,
      text: only(q.text, language),
      options: q.options.map((o) => only(o, language)),
      answer: q.answer,
      explanation: only(q.explanation, language),
      tags: q.tags,
    };
  }
  const current = found.content;
  const sameCount = q.options.length === current.options.length;
  if (language === 'ta') {
    // The Tamil file adds texts to the English question: its options by position, the same right one.
    if (!sameCount) return lineError(q.line, 'questionImportOptionCount', { count: current.options.length });
    if (q.answer !== current.answer) return lineError(q.line, 'questionImportAnswerDiffers');
    return {
      ...current,
      text: merged(q.text, current.text, 'ta'),
      options: current.options.map((o, i) => merged(q.options[i]!, o, 'ta')),
      explanation: merged(q.explanation, current.explanation, 'ta'),
    };
  }
  // The English file decides the question; its Tamil texts are kept, the options' by position, which
  // only holds while the number of options does.
  const tamilOptions = current.options.some((o) => o.ta !== '');
  if (!sameCount && tamilOptions) {
    return lineError(q.line, 'questionImportOptionCount', { count: current.options.length });
  }
  return {
    name: q.name ?? current.name,
    category: q.category ?? current.category,
    text: merged(q.text, current.text, 'en'),
    options: q.options.map((o, i) => merged(o, current.options[i] ?? { en: '', ta: '' }, 'en')),
    answer: q.answer,
    explanation: merged(q.explanation, current.explanation, 'en'),
    tags: q.tags.length > 0 ? q.tags : current.tags,
  };
}

/** Whether two contents are the same question (what saveQuestion would find unchanged). */
const same = (a: QuestionContent, b: QuestionContent) =>
  (Object.keys(a) as (keyof QuestionContent)[]).every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));

/** The question content's refusals by the editors' own schema, each its message's code, at the question's line. */
function schemaErrors(line: number, issues: readonly { message: string }[]): ImportLineError[] {
  const codes = [...new Set(issues.map((i) => messageCodeOf(i.message) ?? 'questionImportUnreadable'))];
  return codes.map((code) => lineError(line, isMessageCode(code) ? code : 'questionImportUnreadable'));
}

/**
 * What a read file does to the banks: each question matched by its name (any case; an unnamed one an
 * export wrote by its `[id:N]`), its content in the file's language merged into the match or new, and
 * checked by the editors' schema (questionContentSchema). Nothing is written here.
 */
export function planImport({
  parsed,
  existing,
  language,
  defaultCategory,
}: {
  parsed: readonly ParsedQuestion[];
  existing: readonly BankQuestion[];
  language: BankLanguage;
  defaultCategory: string;
}): ImportPlan {
  const byName = new Map(existing.filter((e) => e.name).map((e) => [e.name!.toLowerCase(), e]));
  const byId = new Map(existing.filter((e) => !e.name).map((e) => [e.id, e]));
  const plan: ImportPlan = { questions: [], errors: [] };
  const seen = new Set<string>();
  const seenIds = new Set<number>();
  for (const q of parsed) {
    const key = q.name?.toLowerCase();
    if (key !== undefined) {
      if (seen.has(key)) {
        plan.errors.push(lineError(q.line, 'questionImportNameRepeated'));
        continue;
      }
      seen.add(key);
    }
    let found = key === undefined ? undefined : byName.get(key);
    if (key === undefined && q.exportId !== null && !seenIds.has(q.exportId)) {
      found = byId.get(q.exportId);
      seenIds.add(q.exportId);
    }
    const content = contentOf(q, found, language, defaultCategory);
    if ('code' in content) {
      plan.errors.push(content);
      continue;
    }
    const checked = questionContentSchema.safeParse(content);
    if (!checked.success) {
      plan.errors.push(...schemaErrors(q.line, checked.error.issues));
      continue;
    }
    const action: ImportAction = !found ? 'add' : same(found.content, checked.data) ? 'unchanged' : 'update';
    plan.questions.push({
      line: q.line,
      name: checked.data.name,
      category: checked.data.category,
      text: q.text,
      action,
      questionId: found?.id ?? null,
      content: checked.data,
    });
  }
  return plan;
}

/**
 * Questions that would take a category a test draws from below the rule's count (moved out of it by
 * the file): each one's line gets the banks' own refusal. `pools` by lowercased category.
 */
export function poolErrors(
  plan: ImportPlan,
  existing: readonly BankQuestion[],
  pools: ReadonlyMap<string, { pool: number; drawn: number }>,
): ImportLineError[] {
  const byId = new Map(existing.map((e) => [e.id, e]));
  const after = new Map([...pools].map(([c, p]) => [c, p.pool]));
  const leaving: { line: number; category: string }[] = [];
  for (const q of plan.questions) {
    const to = q.category.toLowerCase();
    const before = q.questionId === null ? undefined : byId.get(q.questionId);
    if (before?.retired) continue;
    const from = before?.content.category.toLowerCase();
    if (from === to) continue;
    if (after.has(to)) after.set(to, after.get(to)! + 1);
    if (from !== undefined && after.has(from)) {
      after.set(from, after.get(from)! - 1);
      leaving.push({ line: q.line, category: from });
    }
  }
  return leaving
    .filter(({ category }) => after.get(category)! < pools.get(category)!.drawn)
    .map(({ line }) => lineError(line, 'questionPoolWouldShrink'));
}
