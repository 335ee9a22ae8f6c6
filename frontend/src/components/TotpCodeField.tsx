import { useLingui } from '@lingui/react/macro';
import { Field } from './Field.tsx';

/**
 * The 6-digit code of an authenticator app (numeric keypad, the phone's one-time-code autofill), or
 * with `recovery` one of the admin's recovery codes instead.
 */
export function TotpCodeField({
  value,
  onChange,
  hint,
  recovery = false,
  autoFocus,
}: {
  value: string;
  onChange: (code: string) => void;
  hint?: string;
  recovery?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Field
      autoFocus={autoFocus}
      label={recovery ? t`Recovery code` : t`Authentication code`}
      name="code"
      hint={hint}
      inputMode={recovery ? 'text' : 'numeric'}
      autoComplete="one-time-code"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={recovery ? 20 : 7}
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
