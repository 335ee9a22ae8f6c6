import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ApiError, NetworkError } from '../api/client.ts';
import { login, loginCode } from '../api/endpoints.ts';
import type { SessionUser } from '../api/types.ts';
import { Field } from '../components/Field.tsx';
import { FormStatus, type FormMessage } from '../components/FormStatus.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { useServerStore } from '../stores/server.ts';
import { useSession } from '../stores/session.ts';
import { useSiteConfig } from '../stores/site-config.ts';
import { toast } from '../stores/toast.ts';
import { messages } from 'shared/messages';

export const LOGIN_REDIRECT_MS = 2000;

export default function LoginPage() {
  useDocumentTitle('Login');
  const navigate = useNavigate();
  const location = useLocation();
  const registered = (location.state as { registered?: boolean } | null)?.registered === true;
  const from = (location.state as { from?: string } | null)?.from;
  const hrEmail = useSiteConfig((s) => s.config.email);
  const refresh = useSession((s) => s.refresh);
  const setUser = useSession((s) => s.setUser);
  const warmUp = useServerStore((s) => s.warmUp);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage>(null);
  // An admin whose password was right gives the authenticator's code next (or a recovery code).
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    void warmUp();
    return () => clearTimeout(redirect.current);
  }, [warmUp]);

  const signedIn = (user: SessionUser, extra?: string) => {
    setUser(user);
    setMessage({ kind: 'success', text: extra ? `Login successful! ${extra}` : 'Login successful!' });
    toast.success('Login successful!');
    const target = from ?? (user.role === 'admin' ? '/ab' : '/dashboard');
    redirect.current = setTimeout(() => navigate(target, { replace: true }), LOGIN_REDIRECT_MS);
  };

  const failed = (err: unknown) => {
    setBusy(false);
    if (err instanceof NetworkError) setMessage({ kind: 'error', text: 'Network error. Please try again.' });
    else if (err instanceof ApiError && err.status === 401 && step === 'password') setMessage({ kind: 'error', text: messages.loginFailed });
    else if (err instanceof ApiError && err.status !== 500) setMessage({ kind: 'error', text: err.message });
    else setMessage({ kind: 'error', text: messages.loginFailed });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const answer = await login({ email: email.trim(), password });
      if (answer.next === 'totp-enrolment') {
        navigate('/login/authenticator', { state: { from } });
        return;
      }
      if (answer.next === 'totp') {
        setBusy(false);
        setPassword('');
        setStep('code');
        setMessage({ kind: 'info', text: answer.message ?? 'Enter the 6-digit code from your authenticator app.' });
        return;
      }
      // An intern's answer is the specification's record (for its own client); our screens read GET /api/me.
      const user = await refresh();
      if (user) signedIn(user);
      else failed(new Error('no session'));
    } catch (err) {
      failed(err);
    }
  };

  const submitCode = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const answer = await loginCode(code.trim());
      setCode('');
      const left = answer.recoveryCodesLeft;
      const user = answer.user && (await refresh());
      if (user) signedIn(user, left === undefined ? undefined : `You have ${left} recovery code${left === 1 ? '' : 's'} left.`);
    } catch (err) {
      failed(err);
      // The password step expired (15 minutes): start again from the password.
      if (err instanceof ApiError && err.status === 401 && /expired/.test(err.message)) setStep('password');
    }
  };

  const startAgain = () => {
    setStep('password');
    setCode('');
    setRecovery(false);
    setMessage(null);
  };

  return (
    <>
      <PageIntro title="Login" eyebrow="Interns">
        <p>Log in to see your dashboard, tests, offer letter and certificates.</p>
      </PageIntro>
      <div className="container narrow section">
        {registered && (
          <p className="notice notice--success" role="status">
            ✅ Registration successful! We will check your payment within 2 to 4 hours and send you a confirmation e-mail. You can log in now to see your
            status.
          </p>
        )}
        {step === 'password' ? (
          <form onSubmit={submit} className="form card-panel">
            <Field label="E-mail" name="email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <FormStatus message={message} />
            <button type="submit" className="button button--block" disabled={busy}>
              {busy ? 'Loading...' : 'Login'}
            </button>
            <p className="form__foot">
              New here? <Link to="/registration">Signup</Link>
            </p>
            <p className="form__foot form__foot--muted">
              Forgot your password? E-mail HR{hrEmail ? ' at ' : ''}
              {hrEmail && <a href={`mailto:${hrEmail}?subject=${encodeURIComponent('Password reset request')}`}>{hrEmail}</a>} from the address you registered
              with, and we will help you reset it.
            </p>
          </form>
        ) : (
          <form onSubmit={submitCode} className="form card-panel" aria-labelledby="code-title">
            <h2 id="code-title">
              Two-step sign-in
            </h2>
            <Field
              key={recovery ? 'recovery' : 'totp'}
              // The field that replaced the password form (or the other kind of code): where the user is now.
              autoFocus
              label={recovery ? 'Recovery code' : 'Authentication code'}
              name="code"
              hint={recovery ? 'One of the 10 codes you saved when you set up the app, like abcde-12345.' : 'The 6-digit code your authenticator app shows now.'}
              inputMode={recovery ? 'text' : 'numeric'}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={recovery ? 20 : 7}
              required
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <FormStatus message={message} />
            <button type="submit" className="button button--block" disabled={busy}>
              {busy ? 'Loading...' : 'Verify'}
            </button>
            <p className="form__foot">
              <button type="button" className="link-button" onClick={() => {
                  setRecovery((r) => !r);
                  setCode('');
                }}
              >
                {recovery ? 'Use the code from the app instead' : 'Lost your phone? Use a recovery code'}
              </button>
            </p>
            <p className="form__foot form__foot--muted">
              <button type="button" className="link-button" onClick={startAgain}>
                Start again with your e-mail and password
              </button>
            </p>
          </form>
        )}
      </div>
    </>
  );
}
