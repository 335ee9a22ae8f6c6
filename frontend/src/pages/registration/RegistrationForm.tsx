import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PublicCourse } from 'shared/api/catalogue';
import type { ErrorCode } from 'shared/api/envelope';
import { register } from '../../api/endpoints.ts';
import { useCatalogue } from '../../api/queries/catalogue.ts';
import { findCourse } from '../../catalogue/courses.ts';
import { ConsentField, useConsent } from '../../components/ConsentField.tsx';
import { FormStatus, type FormMessage } from '../../components/FormStatus.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { useServerMutation } from '../../api/mutation.ts';
import { useReadUtr } from '../../hooks/useReadUtr.ts';
import { registrationOffline, useScreenshotUpload } from '../../hooks/useScreenshotUpload.ts';
import { sharedText } from '../../i18n/shared-text.ts';
import { errorMessage, refusalCode } from '../../lib/error-message.ts';
import { toast } from '../../stores/toast.ts';
import { emptyRegistration, type RegistrationFields, type Update } from './fields.ts';
import { PaymentProof } from './PaymentProof.tsx';
import { YourDetails } from './YourDetails.tsx';
import '../../components/PageLoading.css';
import { refusalOf } from '../../lib/form-refusal.ts';

const referenceRefusals: (ErrorCode | undefined)[] = [
  'paymentReferenceUnknown',
  'paymentReferenceWrongKind',
  'paymentReferenceUsed',
];
/** The payment reference was refused (unknown, another kind's, used): the page asks for a new one. */
const isReferenceRefusal = (err: unknown) => referenceRefusals.includes(refusalCode(err));

/**
 * Section 8, Registration: a known e-mail in the specification's words, a refused payment reference
 * and any other refusal in the server's.
 */
const registrationFailure = (err: unknown) =>
  isReferenceRefusal(err)
    ? errorMessage(err)
    : errorMessage(err, {
        network: registrationOffline(),
        status: { 409: t`⚠️ Your E-mail already exists` },
        other: registrationOffline(),
      });

/** The course a course page's Enroll Now named (`?course=<slug>`), if one can register for it. */
const courseAsked = (course: PublicCourse | undefined) => (course?.offered.registration ? course.name.en : '');

/**
 * The enrolment form: the details, the payment proof, the privacy notice's box, and Submit once the server has answered the
 * warm-up (`ready`), with the payment reference and the fee the page showed (the page follows the course
 * chosen here: `onCourseChange`). Success empties it and goes to /login.
 */
export function RegistrationForm({
  ready,
  paymentReference,
  onReferenceSpent,
  shownFeeRupees,
  onCourseChange,
}: {
  ready: boolean;
  paymentReference?: string | undefined;
  onReferenceSpent?: () => void;
  /** The fee the page shows for the chosen course: sent with the registration, so the intern keeps it. */
  shownFeeRupees?: number | undefined;
  /** The course chosen (its English name), or '': the page shows its price. */
  onCourseChange?: (course: string) => void;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: catalogue } = useCatalogue();
  const [form, setForm] = useState<RegistrationFields>(() => ({
    ...emptyRegistration,
    referralCode: (params.get('ref') ?? '').toUpperCase().slice(0, 16),
    course: courseAsked(catalogue && findCourse(catalogue, params.get('course'))),
  }));
  useEffect(() => onCourseChange?.(form.course), [form.course, onCourseChange]);
  const [message, setMessage] = useState<FormMessage>(null);
  const upload = useScreenshotUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const consent = useConsent();
  const update: Update = (key) => (e) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const utrRead = useReadUtr(
    upload.state,
    form.utr,
    useCallback((utr: string) => setForm((f) => ({ ...f, utr })), []),
  );

  const send = useServerMutation(
    async () => {
      const uploadId = await upload.whenUploaded();
      if (!uploadId) {
        setMessage({ kind: 'error', text: sharedText('screenshotMissing') });
        return;
      }
      const { referralCode, utr, ...rest } = form;
      await upload.sendWith(() =>
        register({
          ...rest,
          name: rest.name.trim(),
          email: rest.email.trim(),
          phone: rest.phone.trim(),
          ...(referralCode.trim() ? { referralCode: referralCode.trim() } : {}),
          ...(utr.trim() ? { utr: utr.trim() } : {}),
          uploadId,
          ...(paymentReference ? { paymentReference } : {}),
          ...(shownFeeRupees !== undefined ? { shownFeeRupees } : {}),
          ...consent.body,
        }),
      );
      onReferenceSpent?.();
      setForm(emptyRegistration);
      formRef.current?.reset();
      upload.reset();
      consent.reset();
      setMessage({ kind: 'success', text: sharedText('registrationSuccessful') });
      toast.success(sharedText('registrationSuccessful'), 4000);
      navigate('/login', { state: { registered: true } });
    },
    {
      onError: (err) => {
        if (consent.refused(err)) return;
        setMessage({ kind: 'error', text: registrationFailure(err) });
        if (isReferenceRefusal(err)) onReferenceSpent?.();
      },
    },
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const refusal = refusalOf(e.currentTarget as HTMLFormElement);
    if (refusal) return setMessage({ kind: 'error', text: refusal });
    if (form.password !== form.confirmPassword) {
      setMessage({ kind: 'error', text: sharedText('passwordsDoNotMatch') });
      document.getElementById('reg-confirm')?.focus();
      return;
    }
    if (upload.state.phase === 'idle' || upload.state.phase === 'error') {
      const failed =
        upload.state.phase === 'error'
          ? `${upload.state.message}. ${sharedText('screenshotMissing')}`.replace('.. ', '. ')
          : sharedText('screenshotMissing');
      setMessage({ kind: 'error', text: failed });
      fileInput.current?.focus();
      return;
    }
    if (!consent.check()) return;
    void send.run();
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      className="form registration__form card-panel"
      aria-labelledby="reg-form-title"
      noValidate
    >
      <h2 id="reg-form-title" className="section__title">
        <Trans>Your details</Trans>
      </h2>
      <YourDetails form={form} update={update} />
      <PaymentProof
        upload={upload}
        fileInput={fileInput}
        utr={form.utr}
        onUtrChange={update('utr')}
        utrRead={utrRead}
      />
      <ConsentField form="registration" consent={consent} />
      <FormStatus message={message} />
      {ready ? (
        <>
          <SubmitButton busy={send.pending}>
            <Trans>Submit</Trans>
          </SubmitButton>
          <p className="form__foot">
            <Trans>
              Already have an account? <Link to="/login">Login</Link>
            </Trans>
          </p>
        </>
      ) : (
        <p className="notice" role="status">
          <span className="page-loading__spinner page-loading__spinner--small" aria-hidden="true" />{' '}
          <Trans>Please wait a minute, the server is warming up...</Trans>
        </p>
      )}
    </form>
  );
}
