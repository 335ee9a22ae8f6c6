import { t as tNow } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { beginTotpEnrolment, confirmTotpEnrolment } from '../api/endpoints.ts';
import type { SessionUser, TotpEnrolment } from '../api/types.ts';
import { CopyButton } from '../components/CopyButton.tsx';
import { TotpCodeField } from '../components/TotpCodeField.tsx';
import { FormStatus, type FormMessage } from '../components/FormStatus.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { PageLoading } from '../components/PageLoading.tsx';
import { RecoveryCodes } from '../components/RecoveryCodes.tsx';
import { SubmitButton } from '../components/SubmitButton.tsx';
import { useServerMutation } from '../api/mutation.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { errorMessage, refusalStatus } from '../lib/error-message.ts';
import { qrCodeDataUrl } from '../lib/qr-code.ts';
import { toast } from '../stores/toast.ts';
import { staffHome } from '../lib/staff.ts';
import '../components/UpiPayment.css';
import './TotpEnrolmentPage.css';
import { refusalOf } from '../lib/form-refusal.ts';
import { refreshSession, sessionAbilities, setSessionUser } from '../api/queries/session.ts';

/** No answer from the server, in the page's language (read when shown). */
const network = () => tNow`Network error. Please try again.`;

/** 'ABCDEFGH...' -> 'ABCD EFGH ...': easier to read out and type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; text: string; expired: boolean }
  | { kind: 'scan'; enrolment: TotpEnrolment; qr?: string }
  | { kind: 'codes'; user: SessionUser; codes: string[]; account: string };

/**
 * An admin's first sign-in (or the first after the authenticator was reset): right after the password,
 * set up an authenticator app. A QR code of the otpauth:// link (drawn in the browser), the secret as
 * text for typing in, and on a phone a link that opens the app; then the app's first code; then the
 * 10 recovery codes, shown this once.
 */
export default function TotpEnrolmentPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Set up two-step sign-in`);
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<FormMessage>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: asking again makes a new secret (the one shown must be the one kept).
    if (started.current) return;
    started.current = true;
    beginTotpEnrolment()
      .then(async (enrolment) => {
        setState({ kind: 'scan', enrolment });
        setState({ kind: 'scan', enrolment, qr: await qrCodeDataUrl(enrolment.otpauthUri) });
      })
      .catch((err: unknown) => {
        // The password step expired (401) or the app is set up already (409): only a new login helps.
        const expired = refusalStatus(err) === 401 || refusalStatus(err) === 409;
        setState({
          kind: 'failed',
          text: errorMessage(err, { network: network(), showServer: () => expired }),
          expired,
        });
      });
  }, []);

  const confirm = useServerMutation(
    async (enrolment: TotpEnrolment) => {
      setMessage(null);
      const answer = await confirmTotpEnrolment(code.trim());
      toast.success(t`Two-step sign-in is on.`);
      setState({ kind: 'codes', user: answer.user, codes: answer.recoveryCodes, account: enrolment.account });
    },
    {
      onError: (err) => {
        const text = errorMessage(err, { network: network(), other: network() });
        if (refusalStatus(err) === 401) setState({ kind: 'failed', text, expired: true });
        else setMessage({ kind: 'error', text });
      },
    },
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const refusal = refusalOf(e.currentTarget as HTMLFormElement);
    if (refusal) return setMessage({ kind: 'error', text: refusal });
    if (state.kind === 'scan') void confirm.run(state.enrolment);
  };

  // Signed in now: the session is asked again for what this account may do (its abilities) before the panel opens.
  const done = async (user: SessionUser) => {
    await refreshSession().catch(() => setSessionUser(user));
    navigate(from ?? staffHome(sessionAbilities()), { replace: true });
  };

  return (
    <>
      <PageIntro title={t`Set up two-step sign-in`} eyebrow={t`Admins`}>
        <p>
          <Trans>
            Admin accounts reach every intern&apos;s personal data, so signing in takes your password and a code from an
            app on your phone.
          </Trans>
        </p>
      </PageIntro>
      <div className="container narrow section">
        {state.kind === 'loading' && <PageLoading />}
        {state.kind === 'failed' && (
          <div className="card-panel">
            <p className="notice notice--error" role="alert">
              {state.text}
            </p>
            <p className="form__foot">
              <Link to="/login">{state.expired ? t`Log in again` : t`Back to login`}</Link>
            </p>
          </div>
        )}
        {state.kind === 'scan' && (
          <form onSubmit={submit} className="form card-panel totp-setup" noValidate>
            <h2>
              <Trans>1. Add this account to an authenticator app</Trans>
            </h2>
            <p>
              <Trans>
                Open an authenticator app (Google Authenticator, Microsoft Authenticator, Aegis, 1Password or another)
                and scan this QR code. If you are on that phone now, use the link or type the key instead.
              </Trans>
            </p>
            <div className="totp-setup__qr">
              {state.qr ? (
                <img
                  src={state.qr}
                  width="200"
                  height="200"
                  alt={t`QR code for ${state.enrolment.issuer}: ${state.enrolment.account}`}
                  data-testid="totp-qr"
                />
              ) : (
                <div className="upi__qr-placeholder" aria-hidden="true" />
              )}
            </div>
            <p>
              <a href={state.enrolment.otpauthUri}>
                <Trans>Open in an authenticator app on this phone</Trans>
              </a>
            </p>
            <div className="totp-setup__key">
              <span id="totp-key-label">
                <Trans>Key (time-based, 6 digits, 30 seconds)</Trans>
              </span>
              <output className="mono totp-setup__secret" aria-labelledby="totp-key-label" data-testid="totp-secret">
                {grouped(state.enrolment.secret)}
              </output>
              <CopyButton
                text={state.enrolment.secret}
                label={t`Copy the key`}
                messages={{
                  copied: t`Key copied.`,
                  failed: t`Copy failed. Please type the key.`,
                  unsupported: t`Copy is not supported here. Please type the key.`,
                }}
              />
            </div>
            <p className="muted">
              <Trans>Account: {state.enrolment.account}</Trans>
            </p>
            <h2>
              <Trans>2. Enter the code the app shows</Trans>
            </h2>
            <TotpCodeField value={code} onChange={setCode} hint={t`6 digits. It changes every 30 seconds.`} />
            <FormStatus message={message} />
            <SubmitButton busy={confirm.pending}>
              <Trans>Turn on two-step sign-in</Trans>
            </SubmitButton>
          </form>
        )}
        {state.kind === 'codes' && (
          <div className="card-panel">
            <p className="notice notice--success" role="status">
              <Trans>Two-step sign-in is on. From now on, sign in with your password and the code from your app.</Trans>
            </p>
            <RecoveryCodes
              codes={state.codes}
              account={state.account}
              doneLabel={t`Continue to the admin panel`}
              onDone={() => void done(state.user)}
            />
          </div>
        )}
      </div>
    </>
  );
}
