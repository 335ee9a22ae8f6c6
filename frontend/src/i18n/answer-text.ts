import { messageCodeOf } from 'shared/messages';
import { sharedText } from './shared-text.ts';

/**
 * A command's answer (`{ message }`, which carries no code) in the page's language: words that are
 * a message of shared/messages.ts are shown by their code, any other words as the server sent them.
 */
export function answerText(message: string): string {
  const code = messageCodeOf(message);
  return code ? sharedText(code) : message;
}
