import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { ExtraCourse } from '../../../api/intern.ts';
import { resubmitExtraCoursePayment } from '../../../api/endpoints.ts';
import { useServerMutation } from '../../../api/mutation.ts';
import { mine } from '../../../api/queries/me.ts';
import { answerText } from '../../../i18n/answer-text.ts';
import { rejectionText } from '../../../i18n/rejection-text.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { toast } from '../../../stores/toast.ts';

/** An extra course whose payment an admin rejected: why, and a new transaction id to send (docs/PAYMENTS.md). */
export function RejectedExtraCourse({ course }: { course: ExtraCourse }) {
  const { t } = useLingui();
  const id = useId();
  const courseName = course.course;
  const words = course.rejection ? rejectionText(course.rejection) : '';
  const [transaction, setTransaction] = useState('');
  const send = useServerMutation(
    async () => {
      toast.success(answerText(await resubmitExtraCoursePayment(course.id, { transaction })));
    },
    { onError: (err) => toast.error(errorMessage(err)), invalidates: [mine.extraCourses().queryKey] },
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send.run();
  };
  return (
    <form className="stack" onSubmit={submit} aria-label={t`Send a new payment for ${courseName}`} noValidate>
      <p className="notice notice--error" data-testid="rejection">
        <Trans>Payment not confirmed: {words}</Trans>
      </p>
      <label htmlFor={`${id}-transaction`} className="field__label">
        <Trans>New transaction id (UTR)</Trans>
      </label>
      <input
        id={`${id}-transaction`}
        className="field__input"
        value={transaction}
        onChange={(e) => setTransaction(e.target.value)}
        maxLength={100}
        autoComplete="off"
      />
      <button type="submit" className="button button--small" disabled={send.pending}>
        {send.pending ? <Trans>Loading...</Trans> : <Trans>Send the new payment</Trans>}
      </button>
    </form>
  );
}
