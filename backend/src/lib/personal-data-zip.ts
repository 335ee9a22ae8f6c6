import { strToU8, zipSync, type Zippable } from 'fflate';
import { PRIVACY_NOTICE_VERSION } from 'shared/privacy';
import type { PersonalFile } from '../queries/personal-data.ts';

/** What the README.txt of an export says each file is. */
const FILE_WORDS: [RegExp, string][] = [
  [/^data\.json$/, 'everything we hold about you, as JSON (open it with any text editor)'],
  [/^documents\/.*-revoked\.pdf$/, 'a document we issued to you and later revoked (it no longer verifies)'],
  [/^documents\//, 'a document we issued to you (offer letter or certificate), as it is now'],
  [/^payment-screenshot\./, 'the payment screenshot you uploaded'],
];

function readme(who: string, names: string[], now: Date): string {
  const lines = names.map((name) => `- ${name}: ${FILE_WORDS.find(([re]) => re.test(name))?.[1] ?? 'a file we hold about you'}`);
  return [
    `Your personal data, as held by us about you as ${who}.`,
    `Made at ${now.toISOString()} under privacy notice version ${PRIVACY_NOTICE_VERSION}.`,
    '',
    'What each file is:',
    '- README.txt: this note',
    ...lines,
    '',
    'To correct or erase your data, or for any question about it, see the privacy page of our site.',
    '',
  ].join('\r\n');
}

/**
 * The ZIP of a personal-data export: data.json, the files (stored, not deflated again: PDFs and
 * images are compressed already) and a README.txt naming each. Built in memory: one person's data is
 * a few megabytes at most (a 10 MB screenshot and a handful of PDFs).
 */
export function personalDataZip(who: 'an intern' | 'a member of refer-and-earn', data: unknown, files: PersonalFile[], now = new Date()): Uint8Array {
  const mtime = now;
  const entries: Zippable = {};
  entries['data.json'] = [strToU8(`${JSON.stringify(data, null, 2)}\n`), { mtime }];
  for (const file of files) entries[file.name] = [new Uint8Array(file.data.buffer, file.data.byteOffset, file.data.byteLength), { level: 0, mtime }];
  entries['README.txt'] = [strToU8(readme(who, ['data.json', ...files.map((f) => f.name)], now)), { mtime }];
  return zipSync(entries, { level: 6 });
}
