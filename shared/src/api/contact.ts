import { z } from 'zod';
import { emailField, requiredText } from './fields.ts';
import { messages } from '../messages.ts';
import { consentFields } from './privacy.ts';

/** POST /api/contact (the specification's path and fields). */
export const contactSchema = z.strictObject(
  {
    name: requiredText('your name', 200, { missing: messages.fieldsMissing }),
    email: emailField(undefined, { missing: messages.fieldsMissing }),
    subject: requiredText('the subject', 255, { missing: messages.fieldsMissing }), // the column is varchar(255): a longer subject was a 500
    message: requiredText('the message', 5000, { missing: messages.fieldsMissing, multiline: true }),
    ...consentFields,
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unexpected field in the form.' : messages.fieldsMissing) },
);
export type ContactInput = z.infer<typeof contactSchema>;
