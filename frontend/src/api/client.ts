/**
 * The one HTTP client of the site. JSON in and out, same-origin cookies (the session), and two kinds
 * of failure a screen can tell apart:
 * - ApiError: the server answered with a non-2xx status; `message` is the server's own `message`
 *   (written for the user, in the specification's wording), `status` and `code` for branching (a
 *   screen decides by them, never by the words).
 * - NetworkError: no answer at all (offline, DNS, connection reset, server down).
 * An aborted request rethrows the DOMException 'AbortError' untouched.
 */
import type { ErrorCode } from 'shared/api/envelope';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** The answer's `code`: a key of shared/messages.ts ('consentOutdated') or the refusal's kind ('rate_limited'). */
    readonly code: ErrorCode | undefined,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

export function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}

interface RequestOptions {
  /** A JSON body; sets content-type. */
  json?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const unauthorizedListeners = new Set<() => void>();

/** Calls `listener` at every 401 the API answers (the session is gone, or never was); returns its removal. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function errorFrom(status: number, statusText: string, body: unknown): ApiError {
  if (status === 401) for (const listener of unauthorizedListeners) listener();
  const b = (body && typeof body === 'object' ? body : {}) as { message?: unknown; code?: unknown };
  const message =
    typeof b.message === 'string' && b.message ? b.message : statusText || `HTTP error! status: ${status}`;
  // A code is only ever written by our error handler (shared/api/envelope.ts); a proxy's page has none.
  return new ApiError(status, message, typeof b.code === 'string' ? (b.code as ErrorCode) : undefined, body);
}

/** fetch, with a failure to get any answer (or to read it) turned into NetworkError; an abort stays an abort. */
async function answered<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isAbort(err)) throw err;
    throw new NetworkError(err instanceof Error ? err.message : String(err));
  }
}

async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
  if (opts.json !== undefined) headers['content-type'] = 'application/json';
  const res = await answered(() =>
    fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: opts.json !== undefined ? JSON.stringify(opts.json) : undefined,
      signal: opts.signal,
    }),
  );
  const body = parse(await answered(() => res.text()));
  if (!res.ok) throw errorFrom(res.status, res.statusText, body);
  return body as T;
}

/** The answer's file as a Blob, or its refusal as an ApiError like any other answer's. */
async function blobOf(res: Response): Promise<Blob> {
  if (!res.ok) throw errorFrom(res.status, res.statusText, parse(await answered(() => res.text())));
  return answered(() => res.blob());
}

/** A file (a PDF, a ZIP), same-origin cookies, as a Blob; a refusal is an ApiError like any other answer's. */
export async function fetchBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  return blobOf(await answered(() => fetch(path, { credentials: 'same-origin', signal })));
}

/**
 * A file answered to a POST of JSON (a mailed link's token, which must not travel in a URL), as a
 * Blob; the same error model as fetchBlob.
 */
export async function postForBlob(path: string, json: unknown, signal?: AbortSignal): Promise<Blob> {
  const init: RequestInit = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(json),
    signal,
  };
  return blobOf(await answered(() => fetch(path, init)));
}

export const api = {
  get: <T>(path: string, opts?: Omit<RequestOptions, 'json'>) => request<T>('GET', path, opts),
  post: <T>(path: string, json?: unknown, opts?: Omit<RequestOptions, 'json'>) =>
    request<T>('POST', path, { ...opts, json }),
  put: <T>(path: string, json?: unknown, opts?: Omit<RequestOptions, 'json'>) =>
    request<T>('PUT', path, { ...opts, json }),
  del: <T>(path: string, opts?: Omit<RequestOptions, 'json'>) => request<T>('DELETE', path, opts),
};

export interface UploadOptions {
  /** The multipart field name of the file (the API's is `file`). */
  field?: string;
  /** Extra multipart fields. */
  fields?: Record<string, string>;
  /** Called with 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads one file as multipart/form-data with upload progress (fetch cannot report it), with the
 * same error model as `request`.
 */
export function upload<T>(path: string, file: Blob, opts: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    for (const [k, v] of Object.entries(opts.fields ?? {})) form.append(k, v);
    form.append(opts.field ?? 'file', file);
    xhr.open('POST', path);
    xhr.withCredentials = false; // same-origin requests send cookies regardless
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        opts.onProgress?.(1);
        resolve(body as T);
      } else reject(errorFrom(xhr.status, xhr.statusText, body));
    };
    xhr.onerror = () => reject(new NetworkError('Failed to upload'));
    xhr.ontimeout = () => reject(new NetworkError('The upload timed out'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (opts.signal) {
      if (opts.signal.aborted) return xhr.abort();
      opts.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}
