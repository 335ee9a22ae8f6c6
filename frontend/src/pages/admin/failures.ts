import { t } from '@lingui/core/macro';
import { errorMessage } from '../../lib/error-message.ts';

/** Section 8, admin panels: a list that could not be loaded (in the page's language, read when shown). */
export const fetchFailed = () => t`An error occurred while fetching data.`;
const failed = () => t`An error occurred.`;

/**
 * A list the server refused: 'Failed to fetch {what}: {message}' (`what` in the page's language, a
 * noun the caller words with its own message); no answer at all: fetchFailed().
 */
export function listFailure(err: unknown, what: string): string {
  return errorMessage(err, {
    server: (m) => t`Failed to fetch ${what}: ${m}`,
    network: fetchFailed(),
    other: fetchFailed(),
  });
}

/** An action the server refused, in its words (framed by `server`); no answer at all: 'An error occurred.'. */
export function actionFailure(err: unknown, server?: (message: string) => string): string {
  return errorMessage(err, { server, network: failed(), other: failed() });
}
