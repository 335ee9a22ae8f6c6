import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { Field } from './Field.tsx';

/** The fields about a person that several forms ask for. What a caller gives: the value, its change, an error; required unless it says otherwise. */
type Props = Omit<ComponentProps<typeof Field>, 'label' | 'name' | 'type' | 'autoComplete'>;

/** The e-mail a form asks for (to register, join, sign in or be mailed a link), filled in as the browser knows it. */
export function EmailField(props: Props) {
  const { t } = useLingui();
  return <Field label={t`E-mail`} name="email" type="email" autoComplete="email" required {...props} />;
}

/** A phone number, with the phone's own keypad. */
export function PhoneField(props: Props) {
  const { t } = useLingui();
  return (
    <Field label={t`Phone number`} name="phone" type="tel" inputMode="tel" autoComplete="tel" required {...props} />
  );
}

/** The college the intern studies at, as the browser fills in an organisation. */
export function CollegeField(props: Props) {
  const { t } = useLingui();
  return <Field label={t`College`} name="college" autoComplete="organization" required {...props} />;
}
