import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { sharedText } from '../i18n/shared-text.ts';
import type { FormMessage } from '../components/FormStatus.tsx';
import { errorMessage, refusedField, type ErrorWords } from '../lib/error-message.ts';
import { useServerMutation } from '../api/mutation.ts';

type FieldName = 'currentPassword' | 'newPassword' | 'confirmPassword';
type Values = Record<FieldName, string>;
const empty: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The state of every form that sets a new password (change it, a reset link, an invitation): the
 * fields, the confirmation checked before anything is sent, a refusal shown on the field the server
 * names and in the form's status, the fields emptied after success.
 */
export function useNewPasswordForm(opts: {
  send: (values: Values) => Promise<void>;
  words?: ErrorWords;
  /** A second line under a refusal (what to do next), e.g. for a dead link. */
  detail?: (err: unknown) => ReactNode;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [message, setMessage] = useState<FormMessage>(null);
  const action = useServerMutation(
    async () => {
      await opts.send(values);
      setValues(empty);
    },
    {
      onError: (err) => {
        const text = errorMessage(err, opts.words ?? { network: t`Network error. Please try again.` });
        const field = refusedField(err);
        setErrors(field && Object.hasOwn(empty, field) ? { [field]: text } : {});
        setMessage({ kind: 'error', text, detail: opts.detail?.(err) });
      },
    },
  );
  const field = (name: FieldName, label: string) => ({
    label,
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: errors[name],
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    if (values.newPassword !== values.confirmPassword) {
      setErrors({ confirmPassword: sharedText('passwordConfirmationMismatch') });
      setMessage({ kind: 'error', text: sharedText('passwordConfirmationMismatch') });
      return;
    }
    setErrors({});
    void action.run();
  };
  return {
    current: field('currentPassword', t`Current password`),
    fresh: {
      password: field('newPassword', t`New password`),
      confirm: field('confirmPassword', t`Confirm the new password`),
    },
    message,
    setMessage,
    submit,
    pending: action.pending,
  };
}
