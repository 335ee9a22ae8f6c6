/**
 * A translator's two chores on a catalogue, for people and scripts that do not use a PO editor:
 *
 *   npx tsx infra/lingui/translations.ts missing frontend/src/locales/ta.po > todo.json
 *     every message with no translation yet: { key: English }
 *   npx tsx infra/lingui/translations.ts known frontend/src/locales/ta.po > done.json
 *     every message already translated: { key: translation } (to carry translations from one copy of
 *     a catalogue to another, e.g. when two branches both added messages)
 *   npx tsx infra/lingui/translations.ts fill frontend/src/locales/ta.po done.json
 *     writes the translations of done.json ({ key: Tamil }) into the catalogue; then
 *     `npm run i18n:extract` lays the file out as Lingui writes it (`npm run lint` checks that)
 *
 * The key is the msgid (the English itself, or a shared message's code), preceded by its context and
 * U+0004 when it has one, as gettext writes it. Run `npm run i18n:extract` first.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parsePo, stringifyPo, type PoItem } from 'pofile-ts';

const EXPLICIT_ID = 'js-lingui-explicit-id';

const keyOf = (item: PoItem) => (item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid);
/** What the translator reads: the English, which an explicit id's entry carries as its note. */
const englishOf = (item: PoItem) =>
  item.extractedComments.includes(EXPLICIT_ID)
    ? item.extractedComments.filter((c) => c !== EXPLICIT_ID).join('\n')
    : item.msgid;

const [command, file, json] = process.argv.slice(2);
if (!file || !['missing', 'known', 'fill'].includes(command ?? '') || (command === 'fill' && !json)) {
  console.error('usage: translations.ts missing|known <catalogue.po> | fill <catalogue.po> <translations.json>');
  process.exit(2);
}
const po = parsePo(readFileSync(file, 'utf8'));
const live = po.items.filter((item) => !item.obsolete);

if (command === 'missing') {
  // An explicit id with no note (the workers' mails and documents) has its English in the source catalogue next to it.
  const sourceFile = path.join(path.dirname(file), 'en.po');
  const source = existsSync(sourceFile)
    ? new Map(parsePo(readFileSync(sourceFile, 'utf8')).items.map((item) => [keyOf(item), item.msgstr[0] ?? '']))
    : new Map<string, string>();
  const todo = Object.fromEntries(
    live
      .filter((item) => !item.msgstr[0])
      .map((item) => [keyOf(item), englishOf(item) || source.get(keyOf(item)) || '']),
  );
  console.log(JSON.stringify(todo, null, 2));
} else if (command === 'known') {
  const done = Object.fromEntries(live.filter((item) => item.msgstr[0]).map((item) => [keyOf(item), item.msgstr[0]]));
  console.log(JSON.stringify(done, null, 2));
} else {
  const done = JSON.parse(readFileSync(json!, 'utf8')) as Record<string, string>;
  const byKey = new Map(live.map((item) => [keyOf(item), item]));
  const unknown = Object.keys(done).filter((key) => !byKey.has(key));
  for (const [key, text] of Object.entries(done)) {
    const item = byKey.get(key);
    if (item && text) item.msgstr = [text];
  }
  writeFileSync(file, stringifyPo(po));
  console.error(`${Object.keys(done).length - unknown.length} translations written to ${file}`);
  if (unknown.length) console.error(`not in the catalogue (run npm run i18n:extract?): ${unknown.join(' | ')}`);
}
