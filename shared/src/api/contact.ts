import { z } from 'zod';
import { emailField, requiredText } from './fields.ts';

const fillAll = 'Please fill in all fields.';

/** POST /api/contact (the specification's path and fields). */
export const contactSchema = z.strictObject(
  {
    name: requiredText('your name', 200, { missing: fillAll }),
    email: emailField(undefined, { missing: fillAll }),
    subject: requiredText('the subject', 255, { missing: fillAll }), // the column is varchar(255): a longer subject was a 500
    message: requiredText('the message', 5000, { missing: fillAll, multiline: true }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unexpected field in the form.' : fillAll) },
);
export type ContactInput = z.infer<typeof contactSchema>;
