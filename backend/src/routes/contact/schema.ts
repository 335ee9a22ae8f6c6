import { z } from 'zod';

const fillAll = 'Please fill in all fields.';
const field = (max: number) =>
  z
    .string({ error: fillAll })
    .trim()
    .min(1, fillAll)
    .max(max, `Please keep this under ${max} characters.`);

export const contactSchema = z.strictObject(
  {
    name: field(200),
    email: field(254).pipe(z.email('Please enter a valid e-mail address.')),
    subject: field(255), // the column is varchar(255): a longer subject was a 500
    message: field(5000),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unexpected field in the form.' : fillAll) },
);
export type ContactInput = z.infer<typeof contactSchema>;
