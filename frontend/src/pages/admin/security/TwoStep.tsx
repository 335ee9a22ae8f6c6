import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { renewRecoveryCodes } from '../../../api/admin.ts';
import { FormStatus, type FormMessage } from '../../../components/FormStatus.tsx';
import { RecoveryCodes } from '../../../components/RecoveryCodes.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { TotpCodeField } from '../../../components/TotpCodeField.tsx';
import { useServerMutation } from '../../../api/mutation.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useSessionUser } from '../../../hooks/useSession.ts';
import { actionFailure } from '../failures.ts';

/** Two-step sign-in: since when, the recovery codes left, and 10 new ones for the authenticator's code. */
export function TwoStep({
  twoFactor,
  reload,
}: {
  twoFactor: { enabledAt: string | null; recoveryCodesLeft: number } | undefined;
  reload: () => void;
}) {
  const { t } = useLingui();
  const f = useFormat();
  const email = useSessionUser()?.email ?? '';
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<FormMessage>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const renew = useServerMutation(
    async () => {
      setMessage(null);
      const answer = await renewRecoveryCodes(code.trim());
      setCode('');
      setCodes(answer.recoveryCodes);
    },
    { onError: (err) => setMessage({ kind: 'error', text: actionFailure(err) }) },
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void renew.run();
  };

  return (
    <section className="admin-section" aria-labelledby="two-step-title">
      <h2 id="two-step-title">
        <Trans>Two-step sign-in</Trans>
      </h2>
      {twoFactor && (
        <p>
          {twoFactor.enabledAt ? t`On since ${f.dateTime(twoFactor.enabledAt)}.` : t`Not set up.`}{' '}
          <Trans>
            Recovery codes left: <strong>{f.number(twoFactor.recoveryCodesLeft)}</strong>
          </Trans>
          {twoFactor.recoveryCodesLeft <= 3 && ` ${t`(running low: make new ones below).`}`}
        </p>
      )}
      {codes ? (
        <RecoveryCodes
          codes={codes}
          account={email}
          doneLabel={t`Done`}
          onDone={() => {
            setCodes(null);
            reload();
          }}
        />
      ) : (
        <form onSubmit={submit} className="form card-panel narrow-form">
          <h3>
            <Trans>New recovery codes</Trans>
          </h3>
          <p className="muted">
            <Trans>
              Makes 10 new codes; the old ones stop working. Enter the code your authenticator app shows now.
            </Trans>
          </p>
          <TotpCodeField value={code} onChange={setCode} />
          <FormStatus message={message} />
          <SubmitButton className="button" busy={renew.pending}>
            <Trans>Make new recovery codes</Trans>
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
