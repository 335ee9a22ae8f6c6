import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { correctableFields, type CorrectableField } from 'shared/corrections';
import { requestCorrection } from '../../../api/intern.ts';
import { mine } from '../../../api/queries/me.ts';
import { useServerQuery } from '../../../api/query.ts';
import { Field, SelectField, TextAreaField } from '../../../components/Field.tsx';
import { FormStatus, type FormMessage } from '../../../components/FormStatus.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useServerMutation } from '../../../api/mutation.ts';
import { answerText } from '../../../i18n/answer-text.ts';
import { useFormat } from '../../../i18n/useFormat.ts';
import { errorMessage, refusedField } from '../../../lib/error-message.ts';
import { fieldLabels } from '../../../i18n/field-labels.ts';

/**
 * 'Something wrong in your details?': the intern says which detail is wrong and its correct value
 * (POST /api/correction-requests); an admin corrects it, and documents already issued are re-issued.
 * Their own requests waiting are listed under the form.
 */
export function CorrectionRequestForm() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const [field, setField] = useState<CorrectableField>('name');
  const [correctValue, setCorrectValue] = useState('');
  const [note, setNote] = useState('');
  const [status, setStatus] = useState<FormMessage>(null);
  const requests = useServerQuery(mine.correctionRequests());
  const send = useServerMutation(
    async () => {
      const answer = await requestCorrection({ field, correctValue, note });
      setStatus({ kind: 'success', text: answerText(answer) });
      setCorrectValue('');
      setNote('');
    },
    {
      onError: (err) => setStatus({ kind: 'error', text: errorMessage(err) }),
      invalidates: [mine.correctionRequests().queryKey],
    },
  );
  const bad = refusedField(send.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send.run();
  };
  const waiting = (requests.data?.requests ?? []).filter((r) => r.status === 'open');

  return (
    <section className="dash-card correction-request" aria-labelledby="correction-title">
      <h2 id="correction-title" className="dash-card__title">
        <Trans>Something wrong in your details?</Trans>
      </h2>
      {waiting.length > 0 && (
        <ul className="muted" aria-label={t`Your requests waiting`}>
          {waiting.map((r) => {
            const detail = i18n._(fieldLabels[r.field]);
            const value = r.correctValue;
            const asked = format.date(r.createdAt);
            return (
              <li key={r.id}>
                <Trans>
                  {detail}: “{value}”, asked {asked}, waiting.
                </Trans>
              </li>
            );
          })}
        </ul>
      )}
      {!open ? (
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => setOpen(true)}
          aria-expanded={false}
        >
          <Trans>Ask for a correction</Trans>
        </button>
      ) : (
        <form onSubmit={submit} noValidate>
          <SelectField
            label={t`Which detail is wrong`}
            value={field}
            onChange={(e) => setField(e.target.value as CorrectableField)}
            error={bad === 'field' ? errorMessage(send.error) : undefined}
          >
            {correctableFields.map((f) => (
              <option key={f} value={f}>
                {i18n._(fieldLabels[f])}
              </option>
            ))}
          </SelectField>
          <Field
            label={t`The correct value`}
            value={correctValue}
            onChange={(e) => setCorrectValue(e.target.value)}
            required
            maxLength={200}
            error={bad === 'correctValue' ? errorMessage(send.error) : undefined}
          />
          <TextAreaField
            label={t`What is wrong`}
            optional
            value={note}
            onChange={(e) => setNote(e.target.value)}
            rows={2}
            maxLength={500}
            error={bad === 'note' ? errorMessage(send.error) : undefined}
          />
          <FormStatus message={status} />
          <SubmitButton busy={send.pending} busyLabel={t`Loading...`} className="button button--small">
            <Trans>Send request</Trans>
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
