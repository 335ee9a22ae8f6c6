import { z } from 'zod';
import { documentKinds } from '../../entities/index.ts';

export const documentParams = z.object({ kind: z.enum(documentKinds, { error: 'There is no such document.' }) });

export const downloadQuery = z.object({
  extraCourseId: z
    .string({ error: 'Please say which extra course.' })
    .regex(/^\d{1,9}$/, 'Please say which extra course.')
    .transform(Number)
    .optional(),
});
