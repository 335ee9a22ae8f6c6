/**
 * The shape of every answer of ours (docs/API.md, "Answers"). Errors have one envelope, written by
 * one function (backend/src/middlewares/error-handler.ts). A success is the resource itself (a read),
 * `{ <list name>: [...] }` for a list, or for a command a `message` the user may be shown and what the
 * command made (ids, job ids to poll).
 */
export interface ErrorAnswer {
  success: false;
  /** Stable, for code to switch on: 'validation_error', 'not_found', 'rate_limited', ... */
  error: string;
  /** What the user sees, in the specification's wording where it has one. */
  message: string;
  /** The form field at fault, when there is one. */
  field?: string;
  requestId?: string;
}

/** A command's answer: the message the user sees, and `success: true` where a form's client reads it. */
export interface MessageAnswer {
  success?: boolean;
  message: string;
}

/** A command that started background work: the job ids the client may poll (GET /api/jobs). */
export interface JobsAnswer extends MessageAnswer {
  jobs: string[];
}
