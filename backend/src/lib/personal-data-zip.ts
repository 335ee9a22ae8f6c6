import { strToU8, zipSync, type Zippable } from 'fflate';
import { PRIVACY_NOTICE_VERSION } from 'shared/privacy';
import type { PersonalFile } from '../queries/personal-data.ts';
import { serverWords, type I18n } from './server-words.ts';

/** Whose export it is: the README says it in the reader's language. */
type Holder = 'intern' | 'referrer';

/**
 * What the README.txt of an export says each file is. Written in the non-macro form the extractor
 * reads (ids `dataExport.*` in workers/src/locales, with the mails and documents).
 */
const fileWords = (i18n: I18n): [RegExp, string][] => [
  [/^README\.txt$/, i18n._({ id: 'dataExport.readme', message: 'this note' })],
  [
    /^data\.json$/,
    i18n._({
      id: 'dataExport.dataJson',
      message: 'everything we hold about you, as JSON (open it with any text editor)',
    }),
  ],
  [
    /^documents\/.*-revoked\.pdf$/,
    i18n._({
      id: 'dataExport.revokedDocument',
      message: 'a document we issued to you and later revoked (it no longer verifies)',
    }),
  ],
  [
    /^documents\//,
    i18n._({
      id: 'dataExport.document',
      message: 'a document we issued to you (offer letter or certificate), as it is now',
    }),
  ],
  [/^payment-screenshot\./, i18n._({ id: 'dataExport.screenshot', message: 'the payment screenshot you uploaded' })],
];

function readme(i18n: I18n, holder: Holder, names: string[], now: Date): string {
  const words = fileWords(i18n);
  const lines = names.map(
    (name) =>
      `- ${name}: ${words.find(([re]) => re.test(name))?.[1] ?? i18n._({ id: 'dataExport.otherFile', message: 'a file we hold about you' })}`,
  );
  const made = now.toISOString();
  const version = PRIVACY_NOTICE_VERSION;
  return [
    holder === 'intern'
      ? i18n._({ id: 'dataExport.titleIntern', message: 'Your personal data, as held by us about you as an intern.' })
      : i18n._({
          id: 'dataExport.titleReferrer',
          message: 'Your personal data, as held by us about you as a member of refer-and-earn.',
        }),
    i18n._({
      id: 'dataExport.made',
      message: 'Made at {made} under privacy notice version {version}.',
      values: { made, version },
    }),
    '',
    i18n._({ id: 'dataExport.whatEachFileIs', message: 'What each file is:' }),
    ...lines,
    '',
    i18n._({
      id: 'dataExport.questions',
      message: 'To correct or erase your data, or for any question about it, see the privacy page of our site.',
    }),
    '',
  ].join('\r\n');
}

/**
 * The ZIP of a personal-data export: data.json, the files (stored, not deflated again: PDFs and
 * images are compressed already) and a README.txt naming each, in the holder's language (their
 * account's `language`). Built in memory: one person's data is a few megabytes at most (a 10 MB
 * screenshot and a handful of PDFs).
 */
export function personalDataZip(
  holder: Holder,
  language: unknown,
  data: unknown,
  files: PersonalFile[],
  now = new Date(),
): Uint8Array {
  const mtime = now;
  const entries: Zippable = {};
  entries['data.json'] = [strToU8(`${JSON.stringify(data, null, 2)}\n`), { mtime }];
  for (const file of files)
    entries[file.name] = [
      new Uint8Array(file.data.buffer, file.data.byteOffset, file.data.byteLength),
      { level: 0, mtime },
    ];
  entries['README.txt'] = [
    strToU8(readme(serverWords(language), holder, ['README.txt', 'data.json', ...files.map((f) => f.name)], now)),
    { mtime },
  ];
  return zipSync(entries, { level: 6 });
}
