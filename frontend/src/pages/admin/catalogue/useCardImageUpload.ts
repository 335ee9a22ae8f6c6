import { useEffect, useRef, useState } from 'react';
import { isAbort } from '../../../api/client.ts';
import { uploadCardImage } from '../../../api/catalogue-editor.ts';
import { useJobPolling } from '../../../hooks/useJobPolling.ts';
import { sharedText } from '../../../i18n/shared-text.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { CARD_IMAGE_TYPES, MAX_CARD_IMAGE_BYTES } from './content-form.ts';

type CardImageUpload =
  | { phase: 'idle' }
  | { phase: 'uploading'; progress: number }
  /** The server has the file; a worker is making its sizes (the job polled). */
  | { phase: 'processing'; fileId: string }
  | { phase: 'done'; fileId: string }
  | { phase: 'error'; message: string };

type Sending =
  | Exclude<CardImageUpload, { phase: 'processing' } | { phase: 'done' }>
  | { phase: 'sent'; fileId: string; jobId: string };

/**
 * A card image: checked here (type and size, as the server checks them), sent with its progress
 * (POST /api/admin/catalogue/images, XMLHttpRequest: fetch reports none), then its job polled until the
 * workers have made its sizes. `onReady` gets the file id to put in the draft.
 */
export function useCardImageUpload(onReady: (fileId: string) => void) {
  const [sending, setSending] = useState<Sending>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const jobIds = sending.phase === 'sent' ? [sending.jobId] : [];
  const { jobs, done } = useJobPolling(jobIds);
  const job = jobs[0];
  const readyRef = useRef(onReady);
  useEffect(() => {
    readyRef.current = onReady;
  });
  useEffect(() => () => abort.current?.abort(), []);

  const failed = sending.phase === 'sent' && done && job?.state === 'failed';
  const ready = sending.phase === 'sent' && done && job?.state === 'completed';
  const readyFile = ready ? sending.fileId : null;
  useEffect(() => {
    if (readyFile) readyRef.current(readyFile);
  }, [readyFile]);

  let state: CardImageUpload;
  if (sending.phase !== 'sent') state = sending;
  else if (failed) state = { phase: 'error', message: sharedText('catalogueImageInvalid') };
  else if (ready) state = { phase: 'done', fileId: sending.fileId };
  else state = { phase: 'processing', fileId: sending.fileId };

  const choose = (file: File | undefined) => {
    abort.current?.abort();
    if (!file) return setSending({ phase: 'idle' });
    if (!CARD_IMAGE_TYPES.includes(file.type) || file.size >= MAX_CARD_IMAGE_BYTES)
      return setSending({ phase: 'error', message: sharedText('catalogueImageInvalid') });
    const controller = new AbortController();
    abort.current = controller;
    setSending({ phase: 'uploading', progress: 0 });
    uploadCardImage(file, {
      signal: controller.signal,
      onProgress: (progress) => {
        if (!controller.signal.aborted) setSending({ phase: 'uploading', progress });
      },
    }).then(
      ({ fileId, jobId }) => {
        if (!controller.signal.aborted) setSending({ phase: 'sent', fileId, jobId });
      },
      (err: unknown) => {
        if (!isAbort(err) && !controller.signal.aborted) setSending({ phase: 'error', message: errorMessage(err) });
      },
    );
  };

  return { state, choose };
}
