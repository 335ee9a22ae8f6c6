import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { addExtraCourse, type ExtraCourseInput } from '../../../api/intern.ts';
import { CourseOptions } from '../../../components/CourseOptions.tsx';
import { Field, SelectField } from '../../../components/Field.tsx';
import { CollegeField, EmailField } from '../../../components/PersonFields.tsx';
import { FormStatus, type FormMessage } from '../../../components/FormStatus.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { PaymentReference } from '../../../components/PaymentReference.tsx';
import { CopyUpiId, upiNote, upiUri } from '../../../components/UpiPayment.tsx';
import { extraCourseFeeOf } from '../../../catalogue/courses.ts';
import { EXTRA_COURSE_MODAL_FEE, EXTRA_COURSE_TOAST_MS } from '../../../content/intern.ts';
import { useCatalogue } from '../../../api/queries/catalogue.ts';
import { useServerMutation } from '../../../api/mutation.ts';
import { mine } from '../../../api/queries/me.ts';
import { sharedText } from '../../../i18n/shared-text.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { usePaymentReference } from '../../../hooks/usePaymentReference.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSiteConfig } from '../../../stores/site-config.ts';
import { toast } from '../../../stores/toast.ts';

type FormInput = Omit<ExtraCourseInput, 'paymentReference' | 'shownFeeRupees'>;
type Errors = Partial<Record<keyof FormInput, string>>;

/** What each empty field says, a whole sentence each (the words differ by field in Tamil). */
const missing: Record<keyof FormInput, MessageDescriptor> = {
  course: msg`Please choose a course.`,
  startDate: msg`Please enter the start date.`,
  endDate: msg`Please enter the end date.`,
  college: msg`Please enter your college.`,
  transaction: msg`Please enter the transaction id.`,
  email: msg`Please enter your e-mail.`,
};

/** The rules of the add-extra-course form (specification section 5): every field required. */
function validateExtraCourse(input: FormInput, i18n: I18n): Errors {
  const errors: Errors = {};
  for (const key of Object.keys(missing) as (keyof FormInput)[]) {
    if (!input[key].trim()) errors[key] = i18n._(missing[key]);
  }
  if (!errors.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email.trim()))
    errors.email = sharedText('invalidEmail');
  if (!errors.startDate && !errors.endDate && input.endDate < input.startDate)
    errors.endDate = sharedText('endBeforeStart');
  return errors;
}

/**
 * 'Add Extra Course': the payment to make ('Pay ₹200': the chosen course's amount, which the form sends
 * back as the fee shown) and the form (POST /api/extra-courses).
 */
export function ExtraCourseModal({
  open,
  onClose,
  defaults,
}: {
  open: boolean;
  onClose: () => void;
  defaults: { college: string; email: string };
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const { upiId, upiName } = useSiteConfig((s) => s.config);
  const payment = usePaymentReference('extra-course', open);
  const [form, setForm] = useState<FormInput>({
    course: '',
    startDate: '',
    endDate: '',
    college: defaults.college,
    transaction: '',
    email: defaults.email,
  });
  const [errors, setErrors] = useState<Errors>({});
  const { data: catalogue } = useCatalogue();
  // The chosen course's amount (the specification's ₹200 until the catalogue is known).
  const asked = (catalogue && extraCourseFeeOf(catalogue, form.course)) ?? EXTRA_COURSE_MODAL_FEE;
  const fee = format.rupees(asked);
  const [message, setMessage] = useState<FormMessage>(null);
  const add = useServerMutation(
    async () => {
      setMessage(null);
      const { reference } = payment;
      await addExtraCourse({
        ...form,
        college: form.college.trim(),
        transaction: form.transaction.trim(),
        email: form.email.trim(),
        shownFeeRupees: asked,
        ...(reference ? { paymentReference: reference } : {}),
      });
      payment.renew();
      toast.success(sharedText('extraCourseRegistered'), EXTRA_COURSE_TOAST_MS);
      onClose();
      navigate('/extraalert');
    },
    {
      onError: (err) => {
        toast.error(t`❌ Course add failed`, EXTRA_COURSE_TOAST_MS);
        const reason = errorMessage(err, { network: t`We could not reach the server. Please try again.` });
        setMessage({ kind: 'error', text: t`❌ Course add failed: ${reason}` });
      },
      invalidates: [mine.extraCourses().queryKey],
    },
  );

  const update = (key: keyof FormInput) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setErrors((er) => ({ ...er, [key]: undefined }));
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = validateExtraCourse(form, i18n);
    setErrors(found);
    const firstBad = Object.keys(found)[0];
    if (firstBad) {
      e.currentTarget.querySelector<HTMLElement>(`[name="${firstBad}"]`)?.focus();
      return;
    }
    void add.run();
  };

  return (
    <Modal open={open} onClose={onClose} title={t`Add Extra Course`} className="extra-modal">
      <div className="pay-box">
        <p className="pay-box__amount">
          <Trans>Pay {fee}</Trans>
        </p>
        {upiId && (
          <>
            <p className="pay-box__line">
              <Trans>
                UPI id: <strong>{upiId}</strong>
              </Trans>
            </p>
            <div className="button-row">
              <CopyUpiId upiId={upiId} />
              <a
                className="button button--small button--ghost pay-box__app"
                href={upiUri({
                  upiId,
                  upiName,
                  amount: asked,
                  note: upiNote(payment.reference, 'Extra course'),
                })}
              >
                <Trans>Pay with a UPI app</Trans>
              </a>
            </div>
            <PaymentReference reference={payment.reference} />
          </>
        )}
        <p className="pay-box__hint">
          <Trans>Then enter the transaction id (UTR) of your payment below.</Trans>
        </p>
      </div>
      <form className="form" onSubmit={submit} noValidate>
        <SelectField
          label={t`Course`}
          name="course"
          required
          value={form.course}
          onChange={update('course')}
          error={errors.course}
        >
          <option value="">{t`Choose a course`}</option>
          <CourseOptions form="extra" />
        </SelectField>
        <div className="form-grid form-grid--2">
          <Field
            label={t`Start date`}
            name="startDate"
            type="date"
            required
            value={form.startDate}
            onChange={update('startDate')}
            error={errors.startDate}
          />
          <Field
            label={t`End date`}
            name="endDate"
            type="date"
            required
            value={form.endDate}
            onChange={update('endDate')}
            error={errors.endDate}
          />
        </div>
        <CollegeField value={form.college} onChange={update('college')} error={errors.college} />
        <Field
          label={t`Transaction id`}
          name="transaction"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          hint={t`The UPI reference (UTR) shown after you pay.`}
          value={form.transaction}
          onChange={update('transaction')}
          error={errors.transaction}
        />
        <EmailField value={form.email} onChange={update('email')} error={errors.email} />
        <FormStatus message={message} />
        <SubmitButton busy={add.pending} busyLabel={t`Loading...`}>
          <Trans>Submit</Trans>
        </SubmitButton>
      </form>
    </Modal>
  );
}
