import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sharedText } from '../../i18n/shared-text.ts';
import type { SessionUser } from '../../api/types.ts';
import type { FormMessage } from '../../components/FormStatus.tsx';
import { PageIntro } from '../../components/PageIntro.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { useServerStore } from '../../stores/server.ts';
import { toast } from '../../stores/toast.ts';
import { CodeStep } from './CodeStep.tsx';
import { PasswordStep } from './PasswordStep.tsx';
import { staffHome } from '../../lib/staff.ts';
import { sessionAbilities, setSessionUser } from '../../api/queries/session.ts';

const LOGIN_REDIRECT_MS = 2000;

type Step = 'password' | 'code';

/** Section 8, Login: a refused password in the specification's words, any other refusal (a code, the rate limit) in the server's. */
function loginFailure(err: unknown, step: Step): string {
  const loginFailed = sharedText('loginFailed');
  return errorMessage(err, {
    network: t`Network error. Please try again.`,
    status: step === 'password' ? { 401: loginFailed, 500: loginFailed } : { 500: loginFailed },
    other: loginFailed,
  });
}

/** What both steps share: the outcome line, and the way out once signed in. */
export interface StepProps {
  message: FormMessage;
  /** Signed in: the form stays busy until the redirect. */
  leaving: boolean;
  signedIn: (user: SessionUser, extra?: string) => void;
  failed: (err: unknown) => void;
  /** The form's own refusal of a field (lib/form-refusal.ts). */
  refuse: (text: string) => void;
  clearMessage: () => void;
}

export default function LoginPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Login`);
  const navigate = useNavigate();
  const location = useLocation();
  const registered = (location.state as { registered?: boolean } | null)?.registered === true;
  const from = (location.state as { from?: string } | null)?.from;
  const warmUp = useServerStore((s) => s.warmUp);
  // Kept here, not in the password step: it survives a trip to the second step and back.
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<FormMessage>(null);
  // An admin whose password was right gives the authenticator's code next (or a recovery code).
  const [step, setStep] = useState<Step>('password');
  const [leaving, setLeaving] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    void warmUp();
    return () => clearTimeout(redirect.current);
  }, [warmUp]);

  const shared: StepProps = {
    message,
    leaving,
    signedIn: (user, extra) => {
      setSessionUser(user);
      setLeaving(true);
      setMessage({ kind: 'success', text: extra ? t`Login successful! ${extra}` : t`Login successful!` });
      toast.success(t`Login successful!`);
      // Both steps asked GET /api/me before this: the cache holds what the account may open.
      const target = from ?? (user.role === 'admin' ? staffHome(sessionAbilities()) : '/dashboard');
      redirect.current = setTimeout(() => navigate(target, { replace: true }), LOGIN_REDIRECT_MS);
    },
    failed: (err) => setMessage({ kind: 'error', text: loginFailure(err, step) }),
    refuse: (text) => setMessage({ kind: 'error', text }),
    clearMessage: () => setMessage(null),
  };

  return (
    <>
      <PageIntro title={t`Login`} eyebrow={t`Interns`}>
        <p>
          <Trans>Log in to see your dashboard, tests, offer letter and certificates.</Trans>
        </p>
      </PageIntro>
      <div className="container narrow section">
        {registered && (
          <p className="notice notice--success" role="status">
            <Trans>
              ✅ Registration successful! We will check your payment within 2 to 4 hours and send you a confirmation
              e-mail. You can log in now to see your status.
            </Trans>
          </p>
        )}
        {step === 'password' ? (
          <PasswordStep
            step={shared}
            email={email}
            onEmail={setEmail}
            enrol={() => navigate('/login/authenticator', { state: { from } })}
            askCode={(text) => {
              setStep('code');
              setMessage({ kind: 'info', text });
            }}
          />
        ) : (
          <CodeStep step={shared} backToPassword={() => setStep('password')} />
        )}
      </div>
    </>
  );
}
