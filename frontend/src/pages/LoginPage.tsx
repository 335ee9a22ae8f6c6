import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ApiError, NetworkError } from '../api/client.ts';
import { login } from '../api/endpoints.ts';
import { Field } from '../components/Field.tsx';
import { FormStatus, type FormMessage } from '../components/FormStatus.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { useServerStore } from '../stores/server.ts';
import { useSession } from '../stores/session.ts';
import { useSiteConfig } from '../stores/site-config.ts';
import { toast } from '../stores/toast.ts';

export const LOGIN_REDIRECT_MS = 2000;

export default function LoginPage() {
  useDocumentTitle('Login');
  const navigate = useNavigate();
  const location = useLocation();
  const registered = (location.state as { registered?: boolean } | null)?.registered === true;
  const from = (location.state as { from?: string } | null)?.from;
  const hrEmail = useSiteConfig((s) => s.config.email);
  const refresh = useSession((s) => s.refresh);
  const warmUp = useServerStore((s) => s.warmUp);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage>(null);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    void warmUp();
    return () => clearTimeout(redirect.current);
  }, [warmUp]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const answer = await login({ email: email.trim(), password });
      // The login answers the specification's record (for its own client); the screens read ours.
      await refresh();
      setMessage({ kind: 'success', text: 'Login successful!' });
      toast.success('Login successful!');
      const target = from ?? (answer.user.role === 'admin' ? '/ab' : '/dashboard');
      redirect.current = setTimeout(() => navigate(target, { replace: true }), LOGIN_REDIRECT_MS);
    } catch (err) {
      setBusy(false);
      if (err instanceof NetworkError) setMessage({ kind: 'error', text: 'Network error. Please try again.' });
      else if (err instanceof ApiError && err.status === 401) setMessage({ kind: 'error', text: 'Login failed: Invalid user or credentials.' });
      else if (err instanceof ApiError && err.status !== 500) setMessage({ kind: 'error', text: err.message });
      else setMessage({ kind: 'error', text: 'Login failed: Invalid user or credentials.' });
    }
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
      </div>
    </>
  );
}
