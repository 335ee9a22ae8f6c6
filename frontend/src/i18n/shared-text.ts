import { i18n } from '@lingui/core';
import type { MessageCode } from 'shared/messages';

/**
 * A message of shared/messages.ts in the page's language: its code is its id in the catalogue (the
 * API answers with the code, so the server and the site agree on the words in either language).
 */
export function sharedText(code: MessageCode): string {
  return i18n._(code);
}
