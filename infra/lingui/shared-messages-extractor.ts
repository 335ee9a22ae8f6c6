import type { ExtractorType } from '@lingui/conf';
import { messages } from '../../shared/src/messages.ts';

/**
 * shared/messages.ts is read by Node code (the API, the workers) that Lingui's macros cannot
 * transform, so its entries are extracted from the module itself: each message under its code as
 * the explicit id (the site translates an API answer by its `code`), with the English words as the
 * translator's note (a PO file of explicit ids shows the id where the English would be).
 */
export const sharedMessagesExtractor: ExtractorType = {
  match: (filename) => filename.replaceAll('\\', '/').endsWith('shared/src/messages.ts'),
  extract(filename, code, onMessageExtracted) {
    const lines = code.split('\n');
    for (const [id, message] of Object.entries(messages)) {
      const line = lines.findIndex((l) => l.trimStart().startsWith(`${id}:`)) + 1;
      onMessageExtracted({ id, message, comment: message, origin: [filename, line] });
    }
  },
};
