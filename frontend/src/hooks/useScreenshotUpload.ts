import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadStatus } from 'shared/api/uploads';
import { answerText } from '../i18n/answer-text.ts';
import { sharedText } from '../i18n/shared-text.ts';
import { isAbort } from '../api/client.ts';
import { uploadScreenshot } from '../api/endpoints.ts';
import { uploads } from '../api/queries/uploads.ts';
import { queryClient, useServerQuery } from '../api/query.ts';
import { errorMessage } from '../lib/error-message.ts';

const POLL_MS = 700;
/** Stop asking after this long; the registration can still refer to the upload. */
const POLL_LIMIT_MS = 3 * 60_000;
/** After compression, how long to wait for the screenshot's reading (OCR) before giving up on it. */
const READING_LIMIT_MS = 20_000;
/** Section 8, Registration: no answer from the server (the upload and the form say the same). */
export const registrationOffline = () => t`❌ Network error. Please try again later.`;

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; progress: number }
  /** The server has the file; a worker is compressing it. */
  | { phase: 'processing'; uploadId: string; progress: number; slow?: boolean }
  /** `readUtr`: the UTR OCR read on the screenshot, once it has (the form may offer it). */
  | { phase: 'done'; uploadId: string; message: string; previewUrl?: string; readUtr?: string }
  /** Refused or failed: the user must choose another file. */
  | { phase: 'error'; message: string };

/** The file's own journey, before the server's status takes over: `sent` once the server has it. */
type Sending =
  | { phase: 'idle' }
  | { phase: 'uploading'; progress: number }
  | { phase: 'error'; message: string }
  | { phase: 'sent'; uploadId: string; at: number };

/** The upload as the server tells it (GET /api/uploads/:id), in the form's words. */
function stateOf(uploadId: string, status: UploadStatus | undefined, slow: boolean): UploadState {
  if (status?.state === 'completed')
    return {
      phase: 'done',
      uploadId,
      message: status.message
        ? answerText({ code: status.code, message: status.message })
        : sharedText('imageCompressed'),
      previewUrl: status.previewUrl,
      readUtr: status.reading?.utr ?? undefined,
    };
  if (status?.state === 'failed')
    return {
      phase: 'error',
      message: status.message
        ? answerText({ code: status.code, message: status.message })
        : sharedText('imageCompressionFailed'),
    };
  return slow
    ? { phase: 'processing', uploadId, progress: 0, slow: true }
    : { phase: 'processing', uploadId, progress: status?.progress ?? 0 };
}

/**
 * The payment screenshot: uploaded as soon as it is chosen (POST /api/uploads, with progress), then its
 * status (GET /api/uploads/:id) read every 700 ms by the query's `refetchInterval` until the worker has
 * compressed it or failed, and a little longer for what OCR read on it (never holding up the form); a
 * failed read is asked again at the next tick, up to three minutes. `whenUploaded()` lets the submit wait
 * for an upload still on its way.
 */
export function useScreenshotUpload() {
  const [sending, setSending] = useState<Sending>({ phase: 'idle' });
  const [localPreview, setLocalPreview] = useState<string>();
  // While the form that takes the upload up is being sent, no status is asked; once the server has taken it
  // up, none again: the upload is the new account's, and an anonymous GET of it is a 404.
  const [holding, setHolding] = useState(false);
  const [taken, setTaken] = useState<string | null>(null);
  const run = useRef(0);
  const abort = useRef<AbortController | null>(null);
  const pending = useRef<Promise<string | null> | null>(null);
  // The id of the upload on the server, for a send that started before it arrived (its render knew none).
  const current = useRef<string | null>(null);
  // When the upload was first seen compressed: its reading is waited for a while from then.
  const compressedAt = useRef<number | undefined>(undefined);

  useEffect(
    () => () => {
      abort.current?.abort();
    },
    [],
  );
  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  const sent = sending.phase === 'sent' ? sending : null;
  const uploadId = sent?.uploadId ?? '';
  const pastLimit = (at: number) => sent !== null && at - sent.at > POLL_LIMIT_MS;
  const status = useServerQuery({
    ...uploads.status(uploadId),
    enabled: sent !== null && !holding && taken !== uploadId,
    refetchInterval: (query) => {
      const s = query.state.data;
      if (s?.state === 'failed' || pastLimit(Date.now())) return false;
      if (s?.state !== 'completed') return POLL_MS;
      compressedAt.current ??= Date.now();
      return s.reading || Date.now() - compressedAt.current > READING_LIMIT_MS ? false : POLL_MS;
    },
    // Another upload's status is no answer for this one.
    placeholderData: undefined,
  });

  // The last answer (or failure) came past the time limit: no more are asked.
  const slow = pastLimit(Math.max(status.dataUpdatedAt, status.errorUpdatedAt));
  const state: UploadState = sending.phase === 'sent' ? stateOf(sending.uploadId, status.data, slow) : sending;

  const choose = useCallback((file: File | undefined) => {
    abort.current?.abort();
    const id = ++run.current;
    current.current = null;
    compressedAt.current = undefined;
    setLocalPreview(undefined);
    if (!file) {
      pending.current = null;
      setSending({ phase: 'idle' });
      return;
    }
    if (file.type && !file.type.startsWith('image/')) {
      pending.current = Promise.resolve(null);
      setSending({ phase: 'error', message: sharedText('notAnImage') });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    if (typeof URL.createObjectURL === 'function') setLocalPreview(URL.createObjectURL(file));
    setSending({ phase: 'uploading', progress: 0 });
    pending.current = uploadScreenshot(file, {
      signal: controller.signal,
      onProgress: (p) => {
        if (run.current === id) setSending({ phase: 'uploading', progress: p });
      },
    }).then(
      ({ uploadId }) => {
        if (run.current !== id) return null;
        current.current = uploadId;
        setSending({ phase: 'sent', uploadId, at: Date.now() });
        return uploadId;
      },
      (err: unknown) => {
        if (isAbort(err) || run.current !== id) return null;
        setSending({
          phase: 'error',
          message: errorMessage(err, { network: registrationOffline(), other: sharedText('imageCompressionFailed') }),
        });
        return null;
      },
    );
  }, []);

  /** The upload id once the file is on the server (waits for an upload in progress), else null. */
  const whenUploaded = useCallback(async (): Promise<string | null> => {
    if (state.phase === 'processing' || state.phase === 'done') return state.uploadId;
    if (state.phase === 'uploading' && pending.current) return pending.current;
    return null;
  }, [state]);

  const reset = useCallback(() => choose(undefined), [choose]);

  /** Sends the form that takes the upload up: no status is asked meanwhile, and none after it succeeds. */
  const sendWith = useCallback(async <T>(work: () => Promise<T>): Promise<T> => {
    const id = current.current;
    setHolding(true);
    if (id) void queryClient.cancelQueries({ queryKey: uploads.status(id).queryKey });
    try {
      const answer = await work();
      setTaken(id);
      return answer;
    } finally {
      setHolding(false);
    }
  }, []);

  return { state, localPreview, choose, whenUploaded, reset, sendWith };
}
