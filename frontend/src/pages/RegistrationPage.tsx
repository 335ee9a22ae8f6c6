import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useShallow } from 'zustand/react/shallow';
import { ApiError, NetworkError } from '../api/client.ts';
import { register } from '../api/endpoints.ts';
import { Field, SelectField } from '../components/Field.tsx';
import { FormStatus, type FormMessage } from '../components/FormStatus.tsx';
import { Icon } from '../components/Icon.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { PayPopover } from '../components/PayPopover.tsx';
import { UpiPayment } from '../components/UpiPayment.tsx';
import { PRICE, registrationCourses } from '../content/courses.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { useScreenshotUpload, type UploadState } from '../hooks/useScreenshotUpload.ts';
import { useServerStore } from '../stores/server.ts';
import { toast } from '../stores/toast.ts';
import '../styles/registration.css';
import { messages } from 'shared/messages';

export const POPOVER_DELAY_MS = 1000;
export const NETWORK = '❌ Network error. Please try again later.';

const empty = {
  name: '',
  email: '',
  college: '',
  phone: '',
  startDate: '',
  endDate: '',
  department: '',
  referralCode: '',
  utr: '',
  password: '',
  confirmPassword: '',
  course: '',
};
type Form = typeof empty;

function UploadStatus({ state, localPreview }: { state: UploadState; localPreview?: string }) {
  let text = '';
  let kind: 'info' | 'success' | 'error' = 'info';
  if (state.phase === 'uploading') text = `Uploading… ${Math.round(state.progress * 100)}%`;
  if (state.phase === 'processing') text = state.slow ? 'Uploaded. Compression is taking longer than usual; you can submit the form.' : 'Uploaded. Compressing the image…';
  if (state.phase === 'done') {
    text = state.message;
    kind = 'success';
  }
  if (state.phase === 'error') {
    text = state.message;
    kind = 'error';
  }
  const preview = state.phase === 'done' && state.previewUrl ? state.previewUrl : state.phase === 'error' ? undefined : localPreview;
  return (
    <div className="upload-status">
      {state.phase === 'uploading' && (
        <progress className="upload-status__bar" max={1} value={state.progress} aria-label="Screenshot upload progress" />
      )}
      {state.phase === 'processing' && !state.slow && <progress className="upload-status__bar" aria-label="Compressing the screenshot" />}
      <p id="screenshot-status" role="status" aria-live="polite" className={`upload-status__text upload-status__text--${kind}`} data-testid="upload-status">
        {text}
      </p>
      {preview && (
        <img
          className="upload-status__preview"
          src={preview}
          alt={state.phase === 'done' ? 'Preview of your compressed payment screenshot' : 'Preview of the chosen screenshot'}
          data-testid={state.phase === 'done' ? 'upload-preview' : undefined}
        />
      )}
    </div>
  );
}

export default function RegistrationPage() {
  useDocumentTitle('Register');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form, setForm] = useState<Form>(() => ({ ...empty, referralCode: (params.get('ref') ?? '').toUpperCase().slice(0, 16) }));
  const [message, setMessage] = useState<FormMessage>(null);
  const [busy, setBusy] = useState(false);
  const [popover, setPopover] = useState(false);
  const upload = useScreenshotUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { status, warmUp } = useServerStore(useShallow((s) => ({ status: s.status, warmUp: s.warmUp })));

  useEffect(() => {
    let live = true;
    void warmUp().then((ok) => {
      if (!ok && live) toast.error(useServerStore.getState().lastError ?? 'We could not reach the server.', 5000);
    });
    const timer = setTimeout(() => setPopover(true), POPOVER_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [warmUp]);

  const closePopover = useCallback(() => setPopover(false), []);
  const update = (key: keyof Form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    if (form.password !== form.confirmPassword) {
      setMessage({ kind: 'error', text: messages.passwordsDoNotMatch });
      document.getElementById('reg-confirm')?.focus();
      return;
    }
    if (upload.state.phase === 'idle') {
      setMessage({ kind: 'error', text: messages.screenshotMissing });
      fileInput.current?.focus();
      return;
    }
    if (upload.state.phase === 'error') {
      setMessage({ kind: 'error', text: `${upload.state.message}. ${messages.screenshotMissing}`.replace('.. ', '. ') });
      fileInput.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const uploadId = await upload.whenUploaded();
      if (!uploadId) {
        setMessage({ kind: 'error', text: messages.screenshotMissing });
        return;
      }
      const { referralCode, utr, ...rest } = form;
      await register({
        ...rest,
        name: rest.name.trim(),
        email: rest.email.trim(),
        phone: rest.phone.trim(),
        ...(referralCode.trim() ? { referralCode: referralCode.trim() } : {}),
        ...(utr.trim() ? { utr: utr.trim() } : {}),
        uploadId,
      });
      setForm(empty);
      formRef.current?.reset();
      upload.reset();
      setMessage({ kind: 'success', text: messages.registrationSuccessful });
      toast.success(messages.registrationSuccessful, 4000);
      navigate('/login', { state: { registered: true } });
    } catch (err) {
      if (err instanceof NetworkError) setMessage({ kind: 'error', text: NETWORK });
      else if (err instanceof ApiError) setMessage({ kind: 'error', text: err.status === 409 ? '⚠️ Your E-mail already exists' : err.message });
      else setMessage({ kind: 'error', text: NETWORK });
    } finally {
      setBusy(false);
    }
  };

  const ready = status === 'ready';

  return (
    <>
      <PageIntro title="Register for the internship" eyebrow="Enrolment">
        <p>
          Fill in your details, pay ₹{PRICE} by UPI and upload the payment screenshot.{' '}
          <button type="button" className="link-button link-button--light" onClick={() => setPopover(true)}>
            <Icon name="info" size={16} /> How to pay
          </button>
        </p>
      </PageIntro>
      <PayPopover open={popover} onClose={closePopover} />
      <div className="container registration section">
        <aside className="registration__pay">
          <UpiPayment />
        </aside>
        <form ref={formRef} onSubmit={submit} className="form registration__form card-panel" aria-labelledby="reg-form-title">
          <h2 id="reg-form-title" className="section__title">
            Your details
          </h2>
          <div className="form-grid">
            <Field label="Full name" name="name" autoComplete="name" required value={form.name} onChange={update('name')} />
            <Field label="E-mail" name="email" type="email" autoComplete="email" required value={form.email} onChange={update('email')} />
            <Field label="College" name="college" autoComplete="organization" required value={form.college} onChange={update('college')} />
            <Field label="Phone number" name="phone" type="tel" inputMode="tel" autoComplete="tel" required value={form.phone} onChange={update('phone')} />
            <Field label="Department" name="department" required value={form.department} onChange={update('department')} hint="For example: B.E. Computer Science" />
            <SelectField label="Course" name="course" required value={form.course} onChange={update('course')}>
              <option value="" disabled>
                Choose a course
              </option>
              {registrationCourses.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
            <Field label="Valid start date" name="startDate" type="date" required value={form.startDate} onChange={update('startDate')} />
            <Field
              label="Valid end date"
              name="endDate"
              type="date"
              required
              min={form.startDate || undefined}
              value={form.endDate}
              onChange={update('endDate')}
            />
            <Field
              label="Refer code"
              name="referralCode"
              optional
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              value={form.referralCode}
              onChange={update('referralCode')}
              hint="If a friend referred you, enter their code."
            />
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={8}
              value={form.password}
              onChange={update('password')}
              hint="At least 8 characters."
            />
            <Field
              id="reg-confirm"
              label="Confirm password"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              required
              value={form.confirmPassword}
              onChange={update('confirmPassword')}
            />
          </div>
          <fieldset className="fieldset">
            <legend>Payment proof</legend>
            <div className="field">
              <label htmlFor="reg-screenshot" className="field__label">
                Payment screenshot
              </label>
              <p id="reg-screenshot-hint" className="field__hint">
                An image (JPG or PNG) of the UPI payment confirmation. It uploads as soon as you choose it.
              </p>
              <input
                ref={fileInput}
                id="reg-screenshot"
                name="screenshot"
                type="file"
                accept="image/*"
                className="field__file"
                aria-describedby="reg-screenshot-hint screenshot-status"
                aria-required="true"
                onChange={(e) => upload.choose(e.target.files?.[0])}
              />
              <UploadStatus state={upload.state} localPreview={upload.localPreview} />
            </div>
            <Field
              label="UPI transaction reference (UTR)"
              name="utr"
              optional
              inputMode="numeric"
              autoComplete="off"
              maxLength={22}
              value={form.utr}
              onChange={update('utr')}
              hint="The 12-digit number your UPI app shows after paying (also called UPI Ref No. or Transaction ID). It helps us find your payment faster."
            />
          </fieldset>
          <FormStatus message={message} />
          {ready ? (
            <>
              <button type="submit" className="button button--block" disabled={busy}>
                {busy ? 'Loading...' : 'Submit'}
              </button>
              <p className="form__foot">
                Already have an account? <Link to="/login">Login</Link>
              </p>
            </>
          ) : (
            <p className="notice" role="status">
              <span className="page-loading__spinner page-loading__spinner--small" aria-hidden="true" /> Please wait a minute, the server is warming up...
            </p>
          )}
        </form>
      </div>
    </>
  );
}
