import { readFileSync } from 'node:fs';
import { parsePo, type PoItem } from 'pofile-ts';
import { describe, expect, it } from 'vitest';
import { glossary, glossaryAllowances, type GlossaryTerm } from '../../shared/src/i18n-glossary.ts';

/**
 * One Tamil word per idea: a student who reads "டிஜிட்டல் பேட்ஜ்" on one page and "சான்று" on the
 * next for the same thing, or "குறிப்பு எண்" for both the payment reference and the UTR, cannot tell
 * whether they are one thing. Every Tamil message whose English names a glossary term must say it with
 * the glossary's word (in any of its grammatical forms: checked by the word's stem).
 */
const root = new URL('../../', import.meta.url);
const catalogues = ['frontend/src/locales', 'workers/src/locales'];

interface Message {
  /** The catalogue and the message's key, e.g. 'frontend: Projects'. */
  key: string;
  english: string;
  tamil: string;
}

const keyOf = (item: PoItem) => (item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid);
const read = (file: string) =>
  parsePo(readFileSync(new URL(file, root), 'utf8')).items.filter((item) => !item.obsolete && item.msgid);

function messages(): Message[] {
  return catalogues.flatMap((dir) => {
    // The English is the source catalogue's text of the same key (an explicit id's msgid is a code, not words).
    const english = new Map(read(`${dir}/en.po`).map((item) => [keyOf(item), item.msgstr[0] || item.msgid]));
    return read(`${dir}/ta.po`).map((item) => ({
      key: `${dir.split('/')[0]}: ${keyOf(item)}`,
      english: english.get(keyOf(item)) ?? item.msgid,
      tamil: item.msgstr[0] ?? '',
    }));
  });
}

/** The words of an ICU message: its tags and plain placeholders ({course}, a course's name) are not words of it. */
const wordsOf = (english: string) => english.replace(/<\/?\d+\/?>/g, ' ').replace(/\{\s*[\w.]+\s*\}/g, ' ');

/** A stem without its final pulli (்), which falls before an ending: லெட்டர் is லெட்டரை before -ஐ. */
const stemOf = (stem: string) => stem.replace(/\u0BCD$/u, '');

/** The glossary terms a message's English names and its Tamil says with another word. */
export function offences(message: Message, terms: readonly GlossaryTerm[] = glossary): string[] {
  const allowed = glossaryAllowances[message.key]?.terms ?? [];
  return terms
    .filter((term) => term.matches.test(wordsOf(message.english)) && !allowed.includes(term.english))
    .filter((term) => !term.stems.some((stem) => message.tamil.includes(stemOf(stem))))
    .map((term) => `${message.key} | ${term.english} → ${term.tamil} | ${message.tamil}`);
}

describe('the Tamil glossary', () => {
  const all = messages();

  it('is used by every Tamil message of the site, the API, the mails and the documents', () => {
    expect(all.length).toBeGreaterThan(1000);
    expect(all.flatMap((message) => offences(message))).toEqual([]);
  });

  it('would catch a term said with another word, and accepts the glossary word in any form', () => {
    const projects = { key: 'frontend: Projects', english: 'Projects', tamil: 'திட்டங்கள்' };
    expect(offences({ key: 'x', english: 'Your offer letter', tamil: 'உங்கள் ஆஃபர் லெட்டரை' })).toEqual([]);
    expect(offences(projects)).toHaveLength(1);
    expect(offences({ ...projects, tamil: 'ப்ராஜெக்ட்கள்' })).toEqual([]);
    // A placeholder named for a term is no use of the term: "{course}" is a course's name.
    expect(
      offences({
        key: 'x',
        english: 'Send a new payment for <0>{course}</0>',
        tamil: '{course}: புதிய கட்டண விவரங்களை அனுப்புங்கள்',
      }),
    ).toEqual([]);
    expect(offences({ key: 'x', english: 'Download credential', tamil: 'சான்றைப் பதிவிறக்கவும்' })).toHaveLength(1);
  });

  it('allows only messages that exist, for terms of the glossary', () => {
    const keys = new Set(all.map((message) => message.key));
    const english = new Set(glossary.map((term) => term.english));
    for (const [key, allowance] of Object.entries(glossaryAllowances)) {
      expect(keys.has(key), key).toBe(true);
      for (const term of allowance.terms) expect(english.has(term), `${key}: ${term}`).toBe(true);
    }
  });

  it('is the table docs/I18N.md shows, and every term’s stem is in its Tamil word', () => {
    const doc = readFileSync(new URL('docs/I18N.md', root), 'utf8');
    for (const term of glossary) {
      expect(doc, term.english).toContain(`| ${term.english} | ${term.tamil} | ${term.note} |`);
      expect(
        term.stems.some((stem) => term.tamil.includes(stem)),
        term.english,
      ).toBe(true);
    }
  });
});
