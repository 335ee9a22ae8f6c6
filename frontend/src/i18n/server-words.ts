import { msg } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { messageCodeOf } from 'shared/messages';
import { sharedText } from './shared-text.ts';

/**
 * The server's refusals of a new password (shared/api/password-strength's words, which carry no code;
 * not imported, so its password list stays out of the site's code: server-words.test.ts holds them together).
 */
const passwordWords = new Map<string, MessageDescriptor>([
  ['This password is one of the most common passwords. Please choose another one.', msg`This password is one of the most common passwords. Please choose another one.`],
  [
    'This password is too easy to guess. Please make it longer or less predictable, for example three or four words that do not belong together.',
    msg`This password is too easy to guess. Please make it longer or less predictable, for example three or four words that do not belong together.`,
  ],
]);

/**
 * Words the server sent without a message code (a zod schema's refusal, a success's message) in the
 * page's language when they are words we know: a shared message (by its words), a password refusal;
 * anything else as sent.
 */
export function serverWords(words: string): string {
  const code = messageCodeOf(words);
  if (code) return sharedText(code);
  const known = passwordWords.get(words);
  return known ? i18n._(known) : words;
}
