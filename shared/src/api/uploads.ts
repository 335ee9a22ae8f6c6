import { z } from 'zod';
import { messages, type MessageCode } from '../messages.ts';

export const uploadParams = z.object({ uploadId: z.uuid(messages.unknownUpload) });

/** POST /api/uploads (202): the upload's id for the registration, and the compression job to poll. */
export interface UploadAccepted {
  uploadId: string;
  jobId: string;
}

export type UploadState = 'queued' | 'active' | 'completed' | 'failed';
/** The specification's three outcomes of an upload's compression. */
export type UploadOutcome = Extract<MessageCode, 'imageCompressed' | 'notAnImage' | 'imageCompressionFailed'>;
/**
 * GET /api/uploads/:uploadId. `message` is null while queued or active, then the outcome; the preview
 * and the compressed image's size come with 'completed'.
 */
export interface UploadStatus {
  uploadId: string;
  state: UploadState;
  progress: number;
  /** The outcome's code in shared/messages.ts (the site shows the outcome by it), null with `message`. */
  code: UploadOutcome | null;
  message: string | null;
  previewUrl?: string;
  width?: number;
  height?: number;
  size?: number;
  /**
   * What OCR read on the screenshot (docs/PAYMENTS.md): null until the reading job has run. The form offers
   * the UTR to a user who left the field empty; the amount is shown to no one but admins elsewhere.
   */
  reading: UploadReading | null;
}

export interface UploadReading {
  state: 'read' | 'unreadable';
  utr: string | null;
}
