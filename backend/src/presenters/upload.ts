import type { UploadState, UploadStatus } from 'shared/api/uploads';
import type { JobRun, ScreenshotReading } from '../entities/index.ts';
import { messages } from 'shared/messages';

const stateOf = (run: JobRun | null): UploadState => {
  switch (run?.state) {
    case 'active':
    case 'retrying':
      return 'active';
    case 'completed':
      return 'completed';
    case 'failed':
      return 'failed';
    default:
      return 'queued'; // no row yet (the relay has not run) or waiting
  }
};

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/**
 * The compression job of an upload, as the registration form shows it. The message is one of the
 * specification's three; an internal error text never reaches the browser.
 */
export function presentUploadStatus(
  uploadId: string,
  run: JobRun | null,
  read: Pick<ScreenshotReading, 'state' | 'utr'> | null = null,
): UploadStatus {
  const state = stateOf(run);
  const reading = read ? { state: read.state, utr: read.utr ?? null } : null;
  const result = run?.result ?? {};
  if (state === 'completed') {
    return {
      uploadId,
      state,
      progress: 100,
      // The worker's record says the same words; the answer says the code with them.
      code: 'imageCompressed',
      message: messages.imageCompressed,
      previewUrl: `/api/uploads/${uploadId}/preview`,
      width: num(result.width),
      height: num(result.height),
      size: num(result.size),
      reading,
    };
  }
  if (state === 'failed') {
    const code = run?.errorCode === 'notAnImage' ? 'notAnImage' : 'imageCompressionFailed';
    return { uploadId, state, progress: run?.progress ?? 0, code, message: messages[code], reading };
  }
  return { uploadId, state, progress: run?.progress ?? 0, code: null, message: null, reading };
}
