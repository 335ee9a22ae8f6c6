import type { ErrorCode, ErrorKind, ErrorValues } from 'shared/api/envelope';
import {
  isMessageCode,
  messageCodeOf,
  messages,
  valuedText,
  type MessageCode,
  type ValuedCode,
  type ValuesOf,
} from 'shared/messages';

type SharedWords = (typeof messages)[MessageCode];

/**
 * What a refusal says: the key of a message of shared/messages.ts (its words, and the key as the
 * answer's code), or words only this place uses (the code is then the refusal's kind). A shared
 * message's words written out do not type-check: pass its key, so the code cannot be forgotten.
 */
export type Said<W extends string> = MessageCode | Valued | (W extends SharedWords ? never : W);

/** A message of shared/messages.ts with values (a date, a count): its code and the values, which the answer carries. */
export interface Valued<C extends ValuedCode = ValuedCode> {
  code: C;
  values: ValuesOf<C>;
}

/**
 * Errors a client may see. Anything else thrown is logged with its stack and answered as a plain 500
 * with no detail. Messages use the specification's wording where it has one.
 */
export class HttpError extends Error {
  /** What a client decides by (shared/api/envelope.ts ErrorCode). */
  readonly code: ErrorCode;
  /** A valued message's values, for the client to word it in the reader's language. */
  readonly values?: ErrorValues;
  /** A 429's wait in seconds (the Retry-After header), when the refusal knows it. */
  retryAfterSec?: number;

  constructor(
    readonly status: number,
    said: string | Valued,
    readonly id: ErrorKind,
    readonly details?: { field?: string },
  ) {
    super(HttpError.wordsOf(said));
    if (typeof said !== 'string') {
      this.code = said.code;
      this.values = said.values;
    } else {
      // Words that are a shared message (a zod schema's refusal carries only its words) get its key too.
      this.code = (isMessageCode(said) ? said : messageCodeOf(said)) ?? id;
    }
  }

  private static wordsOf(said: string | Valued): string {
    if (typeof said !== 'string') return valuedText(said.code, said.values);
    const code = isMessageCode(said) ? said : messageCodeOf(said);
    return code ? messages[code] : said;
  }
}

export const badRequest = <W extends string>(said: Said<W>, details?: { field?: string }) =>
  new HttpError(400, said, 'bad_request', details);
export const validationError = <W extends string>(said: Said<W>, field?: string) =>
  new HttpError(400, said, 'validation_error', field ? { field } : undefined);
export const unauthorized = <W extends string>(said: Said<W> = 'pleaseLogIn') =>
  new HttpError(401, said, 'unauthorized');
export const forbidden = <W extends string>(said: Said<W> = 'noAccess') => new HttpError(403, said, 'forbidden');
export const notFound = <W extends string>(said: Said<W> = 'notFound') => new HttpError(404, said, 'not_found');
export const methodNotAllowed = <W extends string>(said: Said<W>) => new HttpError(405, said, 'method_not_allowed');
export const conflict = <W extends string>(said: Said<W>, details?: { field?: string }) =>
  new HttpError(409, said, 'conflict', details);
export const gone = <W extends string>(said: Said<W>) => new HttpError(410, said, 'gone');
export const payloadTooLarge = <W extends string>(said: Said<W>) => new HttpError(413, said, 'payload_too_large');
export const unsupportedMedia = <W extends string>(said: Said<W>) => new HttpError(415, said, 'unsupported_media');
export const tooManyRequests = <W extends string>(said: Said<W> = 'tooManyAttempts', retryAfterSec?: number) => {
  const refusal = new HttpError(429, said, 'rate_limited');
  if (retryAfterSec !== undefined) refusal.retryAfterSec = retryAfterSec;
  return refusal;
};
export const serviceUnavailable = <W extends string>(said: Said<W> = 'serviceBusy') =>
  new HttpError(503, said, 'unavailable');
