import { z } from 'zod';

export const uploadParams = z.object({ uploadId: z.uuid('Unknown upload.') });

/** POST /api/uploads (202): the upload's id for the registration, and the compression job to poll. */
export interface UploadAccepted {
  uploadId: string;
  jobId: string;
}

export type UploadState = 'queued' | 'active' | 'completed' | 'failed';
/**
 * GET /api/uploads/:uploadId. `message` is null while queued or active, then the outcome; the preview
 * and the compressed image's size come with 'completed'.
 */
export interface UploadStatus {
  uploadId: string;
  state: UploadState;
  progress: number;
  message: string | null;
  previewUrl?: string;
  width?: number;
  height?: number;
  size?: number;
}
