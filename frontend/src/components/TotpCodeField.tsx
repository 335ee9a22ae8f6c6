import { Field } from './Field.tsx';

/** The 6-digit code of an authenticator app: numeric keypad, the phone's one-time-code autofill. */
export function TotpCodeField({ value, onChange, hint }: { value: string; onChange: (code: string) => void; hint?: string }) {
  return (
    <Field
      label="Authentication code"
      name="code"
      hint={hint}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
