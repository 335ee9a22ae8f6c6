/**
 * The shape of every answer of ours (docs/API.md, "Answers"). Errors have one envelope, written by
 * one function (backend/src/middlewares/error-handler.ts). A success is the resource itself (a read),
 * `{ <list name>: [...] }` for a list, or for a command a `message` the user may be shown and what the
 * command made (ids, job ids to poll).
 */
import type { MessageCode, ValuedCode } from '../messages.ts';

/** The kind of a refusal: the `error` of every error answer, and its `code` when no shared message says it. */
export type ErrorKind =
  | 'bad_request'
  | 'validation_error'
  | 'unauthorized'
  | 'forbidden'
  | 'cross_site'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'gone'
  | 'payload_too_large'
  | 'unsupported_media'
  | 'rate_limited'
  | 'unavailable'
  | 'internal';

/**
 * What a client decides by, never the words: the key of shared/messages.ts when the message is one of
 * them (`loginFailed`, `consentOutdated`, ...; `certificateNotYet` of its valued messages, with
 * `values`), else the refusal's kind.
 */
export type ErrorCode = MessageCode | ValuedCode | ErrorKind;

/** The values of a valued message ({ date: '2026-12-01' }, { seconds: 8 }): the client words them in the reader's language. */
export type ErrorValues = Readonly<Record<string, string | number>>;

export interface ErrorAnswer {
  success: false;
  /** The refusal's kind: 'validation_error', 'not_found', 'rate_limited', ... */
  error: ErrorKind;
  /** Stable, for code to switch on (see ErrorCode). */
  code: ErrorCode;
  /** What the user sees, in the specification's wording where it has one. */
  message: string;
  /** The values of a valued message (`code` one of shared/messages.ts `valuedMessages`). */
  values?: ErrorValues;
  /** The form field at fault, when there is one. */
  field?: string;
  requestId?: string;
}

/**
 * A command's answer: the message the user sees, and `success: true` where a form's client reads it.
 * `code` is the message's key in shared/messages.ts when it is one of them (every success a visitor or
 * an intern is shown): the site shows the message in the reader's language by it, never by the words.
 */
export interface MessageAnswer {
  success?: boolean;
  code?: MessageCode;
  message: string;
}

/** A command that started background work: the job ids the client may poll (GET /api/jobs). */
export interface JobsAnswer extends MessageAnswer {
  jobs: string[];
}
