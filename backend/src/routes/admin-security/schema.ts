import { z } from 'zod';

export const sessionParams = z.object({ handle: z.uuid({ error: 'This session has already ended.' }) });
export { codeSchema } from '../two-factor/schema.ts';
