import { z } from 'zod';

export const uploadParams = z.object({ uploadId: z.uuid('Unknown upload.') });
