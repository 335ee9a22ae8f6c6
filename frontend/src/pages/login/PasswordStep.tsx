import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { login } from '../../api/endpoints.ts';
import { EmailField } from '../../components/PersonFields.tsx';
import { FormStatus } from '../../components/FormStatus.tsx';
import { PasswordField } from '../../components/PasswordField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useServerMutation } from '../../api/mutation.ts';
import type { StepProps } from './LoginPage.tsx';
import { checkedSubmit } from '../../lib/form-refusal.ts';
import { refreshSession } from '../../api/queries/session.ts';

/** The first step: e-mail and password. An intern is in; an admin goes on to a code, or to set up the app. */
export function PasswordStep({
  step,
  email,
  onEmail,
  enrol,
  askCode,
}: {
  step: StepProps;
  email: string;
  onEmail: (email: string) => void;
  enrol: () => void;
  askCode: (text: string) => void;
}) {
  const { message, leaving, signedIn, failed, refuse, clearMessage } = step;
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const send = useServerMutation(
    async () => {
      clearMessage();
      const answer = await login({ email: email.trim(), password });
      if (answer.next === 'totp-enrolment') return enrol();
      if (answer.next === 'totp') {
        setPassword('');
        return askCode(answer.message ?? t`Enter the 6-digit code from your authenticator app.`);
      }
      // An intern's answer is the specification's record (for its own client); our screens read GET /api/me.
      const user = await refreshSession();
      if (!user) throw new Error('no session');
      signedIn(user);
    },
    { onError: failed },
  );

  const submit = checkedSubmit(refuse, send.run);

  return (
    <form onSubmit={submit} className="form card-panel" noValidate>
      <EmailField value={email} onChange={(e) => onEmail(e.target.value)} />
      <PasswordField
        label={t`Password`}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormStatus message={message} />
      <SubmitButton busy={send.pending || leaving}>
        <Trans>Login</Trans>
      </SubmitButton>
      <p className="form__foot">
        <Trans>
          New here? <Link to="/registration">Signup</Link>
        </Trans>
      </p>
      <p className="form__foot">
        <Link to="/forgot-password">
          <Trans>Forgot password?</Trans>
        </Link>
      </p>
    </form>
  );
}
