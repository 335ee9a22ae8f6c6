import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { loginCode } from '../../api/endpoints.ts';
import { FormStatus } from '../../components/FormStatus.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { TotpCodeField } from '../../components/TotpCodeField.tsx';
import { useServerMutation } from '../../api/mutation.ts';
import { refusalCode } from '../../lib/error-message.ts';
import type { StepProps } from './LoginPage.tsx';
import { checkedSubmit } from '../../lib/form-refusal.ts';
import { refreshSession } from '../../api/queries/session.ts';

/** An admin's second step: the authenticator's code, or one of the recovery codes. */
export function CodeStep({ step, backToPassword }: { step: StepProps; backToPassword: () => void }) {
  const { message, leaving, signedIn, failed, refuse, clearMessage } = step;
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const send = useServerMutation(
    async () => {
      clearMessage();
      const answer = await loginCode(code.trim());
      setCode('');
      const left = answer.recoveryCodesLeft;
      const user = answer.user && (await refreshSession());
      if (user)
        signedIn(
          user,
          left === undefined
            ? undefined
            : plural(left, { one: 'You have # recovery code left.', other: 'You have # recovery codes left.' }),
        );
    },
    {
      onError: (err) => {
        failed(err);
        // The password step expired (15 minutes): start again from the password.
        if (refusalCode(err) === 'signInExpired') backToPassword();
      },
    },
  );

  const submit = checkedSubmit(refuse, send.run);

  return (
    <form onSubmit={submit} className="form card-panel" aria-labelledby="code-title" noValidate>
      <h2 id="code-title">
        <Trans>Two-step sign-in</Trans>
      </h2>
      <TotpCodeField
        key={recovery ? 'recovery' : 'totp'}
        // The field that replaced the password form (or the other kind of code): where the user is now.
        autoFocus
        recovery={recovery}
        hint={
          recovery
            ? t`One of the 10 codes you saved when you set up the app, like abcde-12345.`
            : t`The 6-digit code your authenticator app shows now.`
        }
        value={code}
        onChange={setCode}
      />
      <FormStatus message={message} />
      <SubmitButton busy={send.pending || leaving}>
        <Trans>Verify</Trans>
      </SubmitButton>
      <p className="form__foot">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setRecovery((r) => !r);
            setCode('');
          }}
        >
          {recovery ? t`Use the code from the app instead` : t`Lost your phone? Use a recovery code`}
        </button>
      </p>
      <p className="form__foot form__foot--muted">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            clearMessage();
            backToPassword();
          }}
        >
          <Trans>Start again with your e-mail and password</Trans>
        </button>
      </p>
    </form>
  );
}
