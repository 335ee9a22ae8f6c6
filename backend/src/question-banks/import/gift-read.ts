import gift from 'gift-pegjs';
import type { ImportLineError } from 'shared/api/question-import';
import type { QuestionImportKind } from 'shared/messages';
import { lineError, linesOf, type ParsedQuestion, type ReadFile } from './parsed.ts';

/**
 * The longest question block the parser is given: a question's texts in one language fit in well under
 * this (2,000 + 6 x 500 + 2,000 characters and the markup); a longer block is a broken file (a brace
 * never closed swallowing what follows), refused without parsing it.
 */
const MAX_BLOCK_CHARS = 12_000;

/** One question's lines: a GIFT file is questions separated by blank lines (the grammar's own separator). */
export interface GiftBlock {
  /** The file's line number of each line given to the parser. */
  lineNos: number[];
  lines: string[];
  category: string | null;
  tags: string[];
  exportId: number | null;
}

const COMMENT = /^\s*\/\//;
const CATEGORY = /^\s*\$CATEGORY:(.*)$/;

/**
 * Moodle writes a category as a path in a context (`$course$/top/Default for HTML/Forms`): the banks
 * keep the path below `top/`, so a file exported here (`$CATEGORY: Forms`) and one from Moodle both
 * name the category as an editor sees it.
 */
export function giftCategory(raw: string): string {
  return raw
    .trim()
    .replace(/^\$(course|system|module|coursecategory|cat\d*)\$\//i, '')
    .replace(/^top(\/|$)/, '')
    .trim();
}

/**
 * The file cut into question blocks, each with its file line numbers. `$CATEGORY:` lines set the
 * category of the blocks after them; comment lines (`//`) are taken out, their `[tag:x]` and `[id:N]`
 * kept for the question below them, as Moodle reads them.
 */
export function giftBlocks(text: string): GiftBlock[] {
  const blocks: GiftBlock[] = [];
  let category: string | null = null;
  let current: GiftBlock | null = null;
  let pendingTags: string[] = [];
  let pendingId: number | null = null;
  linesOf(text).forEach((line, i) => {
    if (line.trim() === '') {
      current = null;
      return;
    }
    const cat = CATEGORY.exec(line);
    if (cat && current === null) {
      category = giftCategory(cat[1]!);
      pendingTags = [];
      pendingId = null;
      return;
    }
    if (COMMENT.test(line)) {
      const tags = current === null ? pendingTags : current.tags;
      for (const m of line.matchAll(/\[tag:([^\]]+?)\]/g)) tags.push(m[1]!.trim());
      const id = /\[id:(\d{1,9})\]/.exec(line);
      if (id && current === null) pendingId = Number(id[1]);
      else if (id && current) current.exportId = Number(id[1]);
      return;
    }
    if (current === null) {
      current = { lineNos: [], lines: [], category, tags: pendingTags, exportId: pendingId };
      pendingTags = [];
      pendingId = null;
      blocks.push(current);
    }
    current.lines.push(line);
    current.lineNos.push(i + 1);
  });
  return blocks;
}

/** A GIFT question the grammar read (gift-pegjs), as far as the banks use it. */
type GiftItem = ReturnType<typeof gift.parse>[number];

const kindOf: Partial<Record<GiftItem['type'], QuestionImportKind>> = {
  TF: 'true-false',
  Short: 'short-answer',
  Numerical: 'numeric',
  Matching: 'matching',
  Essay: 'essay',
  Description: 'description',
};

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', amp: '&' };

/**
 * A text GIFT marks `[html]` (Moodle's own exports do) as the plain text the banks hold: a line break
 * (`<br>`, a paragraph's end) a new line, other tags dropped, character references decoded. Runs of
 * spaces are kept: an export writes a text's spaces as they are.
 */
export function htmlAsText(html: string): string {
  return html
    .replace(/[\r\n]+/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p(\s[^>]*)?>/gi, '\n')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]+);/gi, (whole, ref: string) => {
      if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? whole;
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .trim();
}

type GiftText = { format: string; text: string };
const textOf = (t: GiftText): string => (t.format === 'html' ? htmlAsText(t.text) : t.text);

/** One parsed GIFT question as a question of the banks, or its problem: only single-answer multiple choice fits. */
function fromGift(item: GiftItem, block: GiftBlock): ParsedQuestion | ImportLineError {
  const line = block.lineNos[0]!;
  if (item.type === 'Category') return lineError(line, 'questionImportUnreadable');
  if (item.type !== 'MC') return lineError(line, 'questionImportKind', { kind: kindOf[item.type]! });
  if (item.hasEmbeddedAnswers) return lineError(line, 'questionImportMissingWord');
  const { choices } = item;
  // Moodle writes a plain right option as =%100% and a wrong one as ~%0% at times: those are no weights.
  const weighted = choices.some((c) => c.weight !== null && c.weight !== (c.isCorrect ? 100 : 0));
  if (weighted) return lineError(line, 'questionImportWeights');
  if (choices.some((c) => c.feedback !== null && c.feedback.text !== '')) {
    return lineError(line, 'questionImportOptionFeedback');
  }
  const right = choices.filter((c) => c.isCorrect).length;
  if (right === 0) return lineError(line, 'questionImportNoAnswer');
  if (right > 1) return lineError(line, 'questionImportManyAnswers');
  return {
    line,
    name: item.title?.trim() || null,
    category: block.category,
    text: textOf(item.stem),
    options: choices.map((c) => textOf(c.text)),
    answer: choices.findIndex((c) => c.isCorrect),
    explanation: item.globalFeedback ? textOf(item.globalFeedback) : '',
    tags: block.tags,
    exportId: block.exportId,
  };
}

/** What the grammar's refusal says, at the file's line. */
function syntaxError(err: unknown, block: GiftBlock): ImportLineError {
  const e = err as { name?: string; found?: string | null; location?: { start?: { line?: number } } };
  const at = e.location?.start?.line;
  const line = (at !== undefined && block.lineNos[at - 1]) || block.lineNos.at(-1)!;
  if (e.name !== 'SyntaxError') return lineError(line, 'questionImportUnreadable');
  if (e.found === null || e.found === undefined) return lineError(block.lineNos[0]!, 'questionImportUnclosed');
  // The parser may name a whole run of text as found: its first characters say where.
  return lineError(line, 'questionImportUnexpected', { found: [...e.found].slice(0, 12).join('') });
}

/**
 * Reads a GIFT file (Moodle's format: `::name::`, `{=right ~wrong}`, `####` general feedback, escapes,
 * format markers `[markdown]`, `[plain]`, `[moodle]` dropped, an `[html]` text made plain: the banks hold plain text). Each block is
 * parsed on its own, so every question's problem is reported at its own line and one broken question
 * does not hide the others.
 */
export function readGift(text: string, blocks = giftBlocks(text)): ReadFile {
  const result: ReadFile = { questions: [], errors: [] };
  for (const block of blocks) {
    const source = block.lines.join('\n');
    if (source.length > MAX_BLOCK_CHARS) {
      result.errors.push(lineError(block.lineNos[0]!, 'questionImportBlockTooLong'));
      continue;
    }
    let items: GiftItem[];
    try {
      items = gift.parse(source);
    } catch (err) {
      result.errors.push(syntaxError(err, block));
      continue;
    }
    for (const item of items) {
      const read = fromGift(item, block);
      if ('code' in read) result.errors.push(read);
      else result.questions.push(read);
    }
  }
  return result;
}
