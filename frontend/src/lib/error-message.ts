import { t } from '@lingui/core/macro';
import type { ErrorCode } from 'shared/api/envelope';
import { isMessageCode, isValuedCode } from 'shared/messages';
import { ApiError, NetworkError } from '../api/client.ts';
import { sharedText } from '../i18n/shared-text.ts';
import { valuedText } from '../i18n/valued-text.ts';

/** When no answer came and the screen has no words of its own. */
const networkMessage = () => t`We could not reach the server. Please check your connection.`;
/** A failure that is neither the server's answer nor the network (a bug): never the error's own text. */
const otherMessage = () => t`Something went wrong. Please try again.`;

/**
 * The server's message in the page's language: by its code when it is a shared message, with the
 * answer's `values` when it is a valued one (a date, a count), else as sent.
 */
function serverText(err: ApiError): string {
  const { code } = err;
  if (code === undefined) return err.message;
  if (isMessageCode(code)) return sharedText(code);
  if (isValuedCode(code))
    return valuedText(code, (err.body as { values?: unknown } | undefined)?.values) ?? err.message;
  return err.message;
}

/** How one screen words its failures; what it leaves out gets the defaults. */
export interface ErrorWords {
  /** No answer at all (offline, server down). */
  network?: string | ((err: NetworkError) => string);
  /** Particular statuses in the screen's own words, instead of the server's message. */
  status?: Partial<Record<number, string>>;
  /** The server's message (written for the user), framed: (m) => `Validation failed: ${m}`. */
  server?: (message: string) => string;
  /** Which statuses may show the server's message (default: all); the rest get `other`. */
  showServer?: (status: number) => boolean;
  /** Anything else. */
  other?: string;
}

/** The words a user sees for a failed request or action: the one place that tells the failures apart. */
export function errorMessage(err: unknown, words: ErrorWords = {}): string {
  const other = words.other ?? otherMessage();
  if (err instanceof ApiError) {
    const own = words.status?.[err.status];
    if (own !== undefined) return own;
    if (words.showServer && !words.showServer(err.status)) return other;
    return words.server ? words.server(serverText(err)) : serverText(err);
  }
  if (err instanceof NetworkError)
    return typeof words.network === 'function' ? words.network(err) : (words.network ?? networkMessage());
  return other;
}

/** Neither the server's answer nor the network: a bug. */
export function isUnexpected(err: unknown): boolean {
  return !(err instanceof ApiError) && !(err instanceof NetworkError);
}

/** The status of a server's refusal, for screens that branch on it (undefined for any other failure). */
export function refusalStatus(err: unknown): number | undefined {
  return err instanceof ApiError ? err.status : undefined;
}

/** The code of a server's refusal (shared/api/envelope.ts ErrorCode), for screens that branch on it: never the words. */
export function refusalCode(err: unknown): ErrorCode | undefined {
  return err instanceof ApiError ? err.code : undefined;
}

/** The form field a refusal names (`field` in the answer), if any. */
export function refusedField(err: unknown): string | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const field = (err.body as { field?: unknown } | undefined)?.field;
  return typeof field === 'string' ? field : undefined;
}

/**
 * A mailed link's or a small form's failure: the server's words for a refusal (4xx), our own for its
 * failure (5xx) and for no answer at all.
 */
export const refusalText = (err: unknown): string =>
  errorMessage(err, {
    network: t`Network error. Please check your connection and try again.`,
    showServer: (status) => status < 500,
    other: sharedText('internalError'),
  });
