import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { answerText } from '../i18n/answer-text.ts';
import { sharedText } from '../i18n/shared-text.ts';
import { isAbort } from '../api/client.ts';
import { uploadScreenshot, uploadStatus } from '../api/endpoints.ts';
import { errorMessage } from '../lib/error-message.ts';

const POLL_MS = 700;
/** Stop polling after this long; the registration can still refer to the upload. */
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

/**
 * The payment screenshot: uploaded as soon as it is chosen (POST /api/uploads, with progress), then
 * GET /api/uploads/:id every 700 ms until the worker has compressed it, and a little longer for what
 * OCR read on it (never holding up the form). `whenUploaded()` lets the
 * submit wait for an upload still on its way.
 */
export function useScreenshotUpload() {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const [localPreview, setLocalPreview] = useState<string>();
  const run = useRef(0);
  const abort = useRef<AbortController | null>(null);
  const pending = useRef<Promise<string | null> | null>(null);
  // While the form that takes the upload up is being sent, no status is asked: once the server has
  // taken it up, the upload is the new account's and an anonymous GET of it is a 404.
  const sending = useRef(false);

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

  const poll = useCallback(async (uploadId: string, id: number, signal: AbortSignal) => {
    const started = Date.now();
    let compressedAt: number | undefined;
    while (run.current === id && !signal.aborted) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      if (run.current !== id || signal.aborted) return;
      if (sending.current) continue;
      try {
        const s = await uploadStatus(uploadId, signal);
        if (run.current !== id) return;
        if (s.state === 'completed') {
          compressedAt ??= Date.now();
          const readUtr = s.reading?.utr ?? undefined;
          setState({
            phase: 'done',
            uploadId,
            message: s.message ? answerText({ code: s.code, message: s.message }) : sharedText('imageCompressed'),
            previewUrl: s.previewUrl,
            readUtr,
          });
          if (s.reading || Date.now() - compressedAt > READING_LIMIT_MS) return;
          continue;
        }
        if (s.state === 'failed') {
          setState({
            phase: 'error',
            message: s.message
              ? answerText({ code: s.code, message: s.message })
              : sharedText('imageCompressionFailed'),
          });
          return;
        }
        setState({ phase: 'processing', uploadId, progress: s.progress ?? 0 });
      } catch (err) {
        if (isAbort(err)) return;
        // A dropped poll is not a failed upload: keep trying until the time limit.
      }
      if (Date.now() - started > POLL_LIMIT_MS) {
        setState({ phase: 'processing', uploadId, progress: 0, slow: true });
        return;
      }
    }
  }, []);

  const choose = useCallback(
    (file: File | undefined) => {
      abort.current?.abort();
      const id = ++run.current;
      setLocalPreview(undefined);
      if (!file) {
        pending.current = null;
        setState({ phase: 'idle' });
        return;
      }
      if (file.type && !file.type.startsWith('image/')) {
        pending.current = Promise.resolve(null);
        setState({ phase: 'error', message: sharedText('notAnImage') });
        return;
      }
      const controller = new AbortController();
      abort.current = controller;
      if (typeof URL.createObjectURL === 'function') setLocalPreview(URL.createObjectURL(file));
      setState({ phase: 'uploading', progress: 0 });
      pending.current = uploadScreenshot(file, {
        signal: controller.signal,
        onProgress: (p) => {
          if (run.current === id) setState({ phase: 'uploading', progress: p });
        },
      }).then(
        ({ uploadId }) => {
          if (run.current !== id) return null;
          setState({ phase: 'processing', uploadId, progress: 0 });
          void poll(uploadId, id, controller.signal);
          return uploadId;
        },
        (err: unknown) => {
          if (isAbort(err) || run.current !== id) return null;
          setState({
            phase: 'error',
            message: errorMessage(err, { network: registrationOffline(), other: sharedText('imageCompressionFailed') }),
          });
          return null;
        },
      );
    },
    [poll],
  );

  /** The upload id once the file is on the server (waits for an upload in progress), else null. */
  const whenUploaded = useCallback(async (): Promise<string | null> => {
    const s = state;
    if (s.phase === 'processing' || s.phase === 'done') return s.uploadId;
    if (s.phase === 'uploading' && pending.current) return pending.current;
    return null;
  }, [state]);

  const reset = useCallback(() => choose(undefined), [choose]);

  /** Sends the form that takes the upload up: no status is asked meanwhile, and none after it succeeds. */
  const sendWith = useCallback(async <T>(work: () => Promise<T>): Promise<T> => {
    sending.current = true;
    try {
      const answer = await work();
      run.current += 1;
      return answer;
    } finally {
      sending.current = false;
    }
  }, []);

  return { state, localPreview, choose, whenUploaded, reset, sendWith };
}
