import { z } from 'zod';
import { hasControlChars } from '../../lib/fields.ts';

const NO_SUCH_STUDENT = 'No student has this id.';

/** A student id: a whole number (or its digits, as in a path); a list or "1.5" is not one. */
export const studentId = z
  .union([z.number(), z.string().regex(/^\d{1,10}$/, NO_SUCH_STUDENT)], { error: NO_SUCH_STUDENT })
  .transform(Number)
  .pipe(z.number().int(NO_SUCH_STUDENT).min(1, NO_SUCH_STUDENT).max(2_147_483_647, NO_SUCH_STUDENT));

export const studentParams = z.object({ id: studentId });

const blank = (v: unknown) => (v === '' ? undefined : v);

export const studentListQuery = z.object({
  page: z.preprocess(blank, z.coerce.number({ error: 'The page must be a number from 1.' }).int().min(1, 'The page must be a number from 1.').max(100_000).default(1)),
  pageSize: z.preprocess(blank, z.coerce.number({ error: 'The page size must be 1 to 100.' }).int().min(1, 'The page size must be 1 to 100.').max(100, 'The page size must be 1 to 100.').default(20)),
  q: z.preprocess(
    blank,
    z
      .string({ error: 'Search for one piece of text.' })
      .max(100, 'The search text is too long (at most 100 characters).')
      .refine((s) => !hasControlChars(s), 'The search text contains characters that are not allowed.')
      .transform((s) => s.trim() || undefined)
      .optional(),
  ),
  status: z.preprocess(blank, z.enum(['pending', 'validated'], { error: 'The status filter is pending or validated.' }).optional()),
});
export type StudentListQueryInput = z.infer<typeof studentListQuery>;
