import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { addExtraCourse, type ExtraCourseInput } from '../../../api/intern.ts';
import { CopyButton } from '../../../components/CopyButton.tsx';
import { Field, SelectField } from '../../../components/Field.tsx';
import { FormStatus, type FormMessage } from '../../../components/FormStatus.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { PaymentReference } from '../../../components/PaymentReference.tsx';
import { upiNote, upiUri } from '../../../components/UpiPayment.tsx';
import { extraCourses } from '../../../content/courses.ts';
import { EXTRA_COURSE_MODAL_FEE, EXTRA_COURSE_TOAST_MS } from '../../../content/intern.ts';
import { useAction } from '../../../hooks/useAction.ts';
import { usePaymentReference } from '../../../hooks/usePaymentReference.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSiteConfig } from '../../../stores/site-config.ts';
import { toast } from '../../../stores/toast.ts';
import { messages } from 'shared/messages';

type FormInput = Omit<ExtraCourseInput, 'paymentReference'>;
type Errors = Partial<Record<keyof FormInput, string>>;

const labels: Record<keyof FormInput, string> = {
  course: 'the course',
  startDate: 'the start date',
  endDate: 'the end date',
  college: 'your college',
  transaction: 'the transaction id',
  email: 'your e-mail',
};

/** The rules of the add-extra-course form (specification section 5): every field required. */
function validateExtraCourse(input: FormInput): Errors {
  const errors: Errors = {};
  for (const key of Object.keys(labels) as (keyof FormInput)[]) {
    if (!input[key].trim()) errors[key] = key === 'course' ? 'Please choose a course.' : `Please enter ${labels[key]}.`;
  }
  if (!errors.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email.trim())) errors.email = messages.invalidEmail;
  if (!errors.startDate && !errors.endDate && input.endDate < input.startDate) errors.endDate = messages.endBeforeStart;
  return errors;
}

/** 'Add Extra Course': the payment to make ('Pay ₹200') and the form (POST /api/extra-courses). */
export function ExtraCourseModal({ open, onClose, defaults }: { open: boolean; onClose: () => void; defaults: { college: string; email: string } }) {
  const navigate = useNavigate();
  const { upiId, upiName } = useSiteConfig((s) => s.config);
  const payment = usePaymentReference('extra-course', open);
  const [form, setForm] = useState<FormInput>({ course: '', startDate: '', endDate: '', college: defaults.college, transaction: '', email: defaults.email });
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<FormMessage>(null);
  const add = useAction(
    async () => {
      setMessage(null);
      const { reference } = payment;
      await addExtraCourse({ ...form, college: form.college.trim(), transaction: form.transaction.trim(), email: form.email.trim(), ...(reference ? { paymentReference: reference } : {}) });
      payment.renew();
      toast.success(messages.extraCourseRegistered, EXTRA_COURSE_TOAST_MS);
      onClose();
      navigate('/extraalert');
    },
    (err) => {
      toast.error('❌ Course add failed', EXTRA_COURSE_TOAST_MS);
      setMessage({ kind: 'error', text: `❌ Course add failed: ${errorMessage(err, { network: 'We could not reach the server. Please try again.' })}` });
    },
  );

  const update = (key: keyof FormInput) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    setErrors((er) => ({ ...er, [key]: undefined }));
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = validateExtraCourse(form);
    setErrors(found);
    const firstBad = Object.keys(found)[0];
    if (firstBad) {
      e.currentTarget.querySelector<HTMLElement>(`[name="${firstBad}"]`)?.focus();
      return;
    }
    void add.run();
  };

  return (
    <Modal open={open} onClose={onClose} title="Add Extra Course" className="extra-modal">
      <div className="pay-box">
        <p className="pay-box__amount">Pay ₹{EXTRA_COURSE_MODAL_FEE}</p>
        {upiId && (
          <>
            <p className="pay-box__line">
              UPI id: <strong>{upiId}</strong>
            </p>
            <div className="button-row">
              <CopyButton
                text={upiId}
                label="Copy UPI id"
                messages={{ copied: 'UPI ID copied to clipboard!', failed: 'Copy failed. Please try manually.', unsupported: 'Copy not supported on this device.' }}
              />
              <a className="button button--small button--ghost pay-box__app" href={upiUri({ upiId, upiName, amount: EXTRA_COURSE_MODAL_FEE, note: upiNote(payment.reference, 'Extra course') })}>
                Pay with a UPI app
              </a>
            </div>
            <PaymentReference reference={payment.reference} />
          </>
        )}
        <p className="pay-box__hint">Then enter the transaction id (UTR) of your payment below.</p>
      </div>
      <form className="form" onSubmit={submit} noValidate>
        <SelectField label="Course" name="course" required value={form.course} onChange={update('course')} error={errors.course}>
          <option value="">Choose a course</option>
          {extraCourses.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <div className="form-grid form-grid--2">
          <Field label="Start date" name="startDate" type="date" required value={form.startDate} onChange={update('startDate')} error={errors.startDate} />
          <Field label="End date" name="endDate" type="date" required value={form.endDate} onChange={update('endDate')} error={errors.endDate} />
        </div>
        <Field label="College" name="college" autoComplete="organization" required value={form.college} onChange={update('college')} error={errors.college} />
        <Field
          label="Transaction id"
          name="transaction"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          hint="The UPI reference (UTR) shown after you pay."
          value={form.transaction}
          onChange={update('transaction')}
          error={errors.transaction}
        />
        <Field label="E-mail" name="email" type="email" autoComplete="email" required value={form.email} onChange={update('email')} error={errors.email} />
        <FormStatus message={message} />
        <SubmitButton busy={add.pending}>Submit</SubmitButton>
      </form>
    </Modal>
  );
}
