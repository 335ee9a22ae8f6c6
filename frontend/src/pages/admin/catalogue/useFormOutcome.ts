import { useRef, useState } from 'react';
import type { FormMessage } from '../../../components/FormStatus.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { focusFirstError, type FieldErrors } from './field-errors.ts';

/**
 * What an editor's form last said (the catalogue's entries, the questions, the tests' settings): a
 * success, or a refusal beside the form (announced) and under its fields, with the focus on the first
 * refused field, else on the message. `statusRef` goes on the form's FormStatus.
 */
export function useFormOutcome(initial: FormMessage = null) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<FormMessage>(initial);
  const statusRef = useRef<HTMLDivElement>(null);

  const refuse = (message: string, fieldErrors: FieldErrors = {}) => {
    setErrors(fieldErrors);
    setStatus({ kind: 'error', text: message });
    requestAnimationFrame(() => {
      if (!focusFirstError(fieldErrors)) statusRef.current?.focus();
    });
  };

  return {
    errors,
    status,
    statusRef,
    refuse,
    /** The server's refusal, in the page's language, under `field` (the form's own path) when it names one. */
    refuseAnswer: (err: unknown, field: string | undefined) => {
      const message = errorMessage(err);
      refuse(message, field ? { [field]: message } : {});
    },
    succeed: (text: string) => {
      setErrors({});
      setStatus({ kind: 'success', text });
    },
    /** Clears what was said (a new send is on its way). */
    clear: () => setStatus(null),
  };
}
