/**
 * Errors a client may see. Anything else thrown is logged with its stack and answered as a plain 500
 * with no detail. Messages use the specification's wording where it has one.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly id: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new HttpError(400, message, 'bad_request', details);
export const validationError = (message: string, field?: string) =>
  new HttpError(400, message, 'validation_error', field ? { field } : undefined);
export const unauthorized = (message = 'Please log in.') => new HttpError(401, message, 'unauthorized');
export const forbidden = (message = 'You do not have access to this.') => new HttpError(403, message, 'forbidden');
export const notFound = (message = 'Not found.') => new HttpError(404, message, 'not_found');
export const methodNotAllowed = (message: string) => new HttpError(405, message, 'method_not_allowed');
export const conflict = (message: string) => new HttpError(409, message, 'conflict');
export const gone = (message: string) => new HttpError(410, message, 'gone');
export const payloadTooLarge = (message: string) => new HttpError(413, message, 'payload_too_large');
export const unsupportedMedia = (message: string) => new HttpError(415, message, 'unsupported_media');
export const tooManyRequests = (message = 'Too many attempts. Please wait a minute and try again.') =>
  new HttpError(429, message, 'rate_limited');
export const serviceUnavailable = (message = 'The service is busy. Please try again in a moment.') =>
  new HttpError(503, message, 'unavailable');
