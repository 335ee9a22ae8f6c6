import { errorMessage } from '../../lib/error-message.ts';

/** Section 8, admin panels: a list that could not be loaded. */
export const FETCH_FAILED = 'An error occurred while fetching data.';
const FAILED = 'An error occurred.';

/** A list the server refused: 'Failed to fetch {what}: {message}'; no answer at all: FETCH_FAILED. */
export function listFailure(err: unknown, what: string): string {
  return errorMessage(err, { server: (m) => `Failed to fetch ${what}: ${m}`, network: FETCH_FAILED, other: FETCH_FAILED });
}

/** An action the server refused, in its words (framed by `server`); no answer at all: 'An error occurred.'. */
export function actionFailure(err: unknown, server?: (message: string) => string): string {
  return errorMessage(err, { server, network: FAILED, other: FAILED });
}
