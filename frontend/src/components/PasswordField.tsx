import { useLingui } from '@lingui/react/macro';
import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { Field } from './Field.tsx';

type FieldProps = ComponentProps<typeof Field>;

/** A required password input; `autoComplete` tells a password manager to fill ('current-password') or suggest ('new-password'). */
export function PasswordField(
  props: Omit<FieldProps, 'type' | 'required' | 'autoComplete'> & { autoComplete: 'current-password' | 'new-password' },
) {
  return <Field type="password" required {...props} />;
}

interface NewPassword {
  label: string;
  name: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  error?: ReactNode;
  id?: string;
}

/**
 * A new password and the same again (registration, password change): at least 8 characters, and
 * `maxLength` on both when the form has one. The form compares the two before it sends.
 */
export function NewPasswordFields({
  password,
  confirm,
  hint,
  maxLength = 128,
}: {
  password: NewPassword;
  confirm: NewPassword;
  hint?: ReactNode;
  maxLength?: number;
}) {
  const { t } = useLingui();
  // What every new password must be, as the server's rules (shared/api/password-strength) check it.
  hint ??= t`At least 8 characters. Common passwords and ones made of your name or e-mail are refused; three or four unrelated words are easy to remember and hard to guess.`;
  return (
    <>
      <PasswordField autoComplete="new-password" minLength={8} maxLength={maxLength} hint={hint} {...password} />
      <PasswordField autoComplete="new-password" maxLength={maxLength} {...confirm} />
    </>
  );
}
