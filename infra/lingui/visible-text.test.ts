import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The rule "every text a user sees comes from the message catalogues" (docs/I18N.md), checked on the
 * site's source: a JSX text, or a user-visible attribute (aria-label, title, placeholder, alt, and
 * our components' label props), holding letters must come through a Lingui macro (<Trans>, t`...`,
 * msg`...`, plural) or a shared message, never be written in the code as a literal. A literal in a
 * branch of a condition or after `??`/`||` counts too ({busy ? 'Loading...' : 'Retry'}).
 */

const root = join(import.meta.dirname, '../..');
const site = join(root, 'frontend/src');

/** The attributes and props whose words a user reads or hears. */
const VISIBLE = new Set([
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'hint',
  'emptyText',
  'loadingText',
  'confirmLabel',
  'doneLabel',
  'progressLabel',
  'eyebrow',
]);

/** The macros whose children are catalogue messages. */
const MACROS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);

/**
 * Words allowed as written, by file, each with its reason. Brand and product names, codes, and the
 * language switch's own names of the languages (each written in its own script, whatever the page's
 * language).
 */
const ALLOWED: Record<string, { words: string[]; why: string }> = {
  'components/LanguageSwitch.tsx': {
    words: ['Language / மொழி', 'English', 'தமிழ்'],
    why: 'each language is named in its own script',
  },
  'pages/ReferralDashboardPage.tsx': { words: ['x'], why: "the specification's sum 'N x 70 = ₹total': a times sign" },
  'pages/intern/quiz/QuizForm.tsx': {
    words: ['Q'],
    why: "the specification's 'Q{n}.' before a question taught in English",
  },
};

const letters = /\p{L}/u;

interface Found {
  file: string;
  line: number;
  text: string;
}

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** The string literals an expression shows as they are: itself, a condition's branches, the right of `??`/`||`/`&&`. */
function shownLiterals(node: ts.Expression): ts.Node[] {
  if (ts.isParenthesizedExpression(node)) return shownLiterals(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))
    return [node];
  if (ts.isConditionalExpression(node)) return [...shownLiterals(node.whenTrue), ...shownLiterals(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken)
      return [...shownLiterals(node.left), ...shownLiterals(node.right)];
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return shownLiterals(node.right);
  }
  return [];
}

/** The words of a literal (a template's fixed parts only: what is between its ${...}). */
function wordsOf(node: ts.Node): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
  return '';
}

function insideMacro(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isJsxElement(at) && MACROS.has(at.openingElement.tagName.getText())) return true;
  }
  return false;
}

/** The words written as literals where a user sees them, in one file's source. */
function literalsIn(file: string, text: string): Found[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Found[] = [];
  const report = (node: ts.Node, text: string) => {
    const words = text.replace(/\s+/g, ' ').trim();
    if (!letters.test(words) || ALLOWED[file]?.words.includes(words)) return;
    found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: words });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && !insideMacro(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && !insideMacro(node)) {
      const parent = node.parent;
      const attribute = ts.isJsxAttribute(parent) ? parent.name.getText() : null;
      if (attribute === null || VISIBLE.has(attribute))
        for (const literal of shownLiterals(node.expression)) report(literal, wordsOf(literal));
    } else if (
      ts.isJsxAttribute(node) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      VISIBLE.has(node.name.getText())
    ) {
      report(node.initializer, node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the site shows no words written outside the catalogues', () => {
  const files = tsxFiles(site);

  it("finds the site's screens", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('has no JSX text or visible attribute with letters outside a Lingui macro', () => {
    const found = files
      .flatMap((path) => literalsIn(relative(site, path), readFileSync(path, 'utf8')))
      .map((f) => `${f.file}:${f.line}: ${f.text}`);
    expect(found).toEqual([]);
  });

  it('catches a literal in a text, an attribute and a condition (the check can fail)', () => {
    const probe = `const A = () => (
      <div aria-label="Close" className="box">
        <p>Hello</p>
        {busy ? 'Loading...' : <Trans>Retry</Trans>}
        <Trans>Fine</Trans>
        <i title={t\`Done\`}>{'—'}</i>
        <Field label={open ? 'Open' : t\`Shut\`} />
      </div>
    );`;
    expect(literalsIn('probe.tsx', probe).map((f) => f.text)).toEqual(['Close', 'Hello', 'Loading...', 'Open']);
  });
});
