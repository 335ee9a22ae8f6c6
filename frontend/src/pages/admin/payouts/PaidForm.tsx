import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { markPayoutPaid, type Payout } from '../../../api/admin.ts';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useServerMutation } from '../../../api/mutation.ts';
import { answerText } from '../../../i18n/answer-text.ts';
import { toast } from '../../../stores/toast.ts';
import { actionFailure } from '../failures.ts';
import { referrerLabel } from '../people.ts';
import '../../../components/Field.css';

/** Marks one payout paid with the UTR of the bank transfer. */
export function PaidForm({ payout, onDone }: { payout: Payout; onDone: () => void }) {
  const { t } = useLingui();
  const [utr, setUtr] = useState('');
  const [missing, setMissing] = useState(false);
  const mark = useServerMutation(async () => {
    const answer = await markPayoutPaid(payout.id, utr.trim());
    toast.success(answer.message ? answerText(answer) : t`Payout marked paid.`);
    onDone();
  });
  const error = missing ? t`Please enter the UTR of the transfer.` : mark.error ? actionFailure(mark.error) : null;
  const id = `utr-${payout.id}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMissing(!utr.trim());
    if (utr.trim()) void mark.run();
  };
  return (
    <form className="paid-form" onSubmit={submit} noValidate>
      <label htmlFor={id} className="visually-hidden">
        <Trans>UTR for {payout.referrer.name ?? referrerLabel(payout.referrer.id)}</Trans>
      </label>
      <input
        id={id}
        className="field__input paid-form__input"
        placeholder={t`UTR`}
        value={utr}
        onChange={(e) => setUtr(e.target.value)}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <SubmitButton className="button button--small" busy={mark.pending}>
        <Trans>Mark paid</Trans>
      </SubmitButton>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
