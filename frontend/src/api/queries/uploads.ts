import { queryOptions } from '@tanstack/react-query';
import { uploadStatus } from '../endpoints.ts';

/** GET /api/uploads/:id: how far the worker is with an uploaded screenshot, and what OCR read on it. */
export const uploads = {
  status: (uploadId: string) =>
    queryOptions({
      queryKey: ['uploads', uploadId] as const,
      queryFn: ({ signal }) => uploadStatus(uploadId, signal),
    }),
};
