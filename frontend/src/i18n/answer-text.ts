import { isMessageCode } from 'shared/messages';
import { sharedText } from './shared-text.ts';

/**
 * A success answer's message (or an upload's outcome) in the page's language: by its `code` when it is
 * a message of shared/messages.ts, else the words as the server sent them. Decided by the code, never
 * by comparing words (docs/I18N.md).
 */
export function answerText(answer: { message: string; code?: string | null }): string {
  return answer.code && isMessageCode(answer.code) ? sharedText(answer.code) : answer.message;
}
