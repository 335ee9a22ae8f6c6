import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { StaffRole } from 'shared/api/admin-accounts';
import { inviteAccount } from '../../../api/admin.ts';
import { Field, SelectField } from '../../../components/Field.tsx';
import { FormStatus, type FormMessage } from '../../../components/FormStatus.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useServerMutation } from '../../../api/mutation.ts';
import { staff } from '../../../api/queries/staff.ts';
import { errorMessage, refusedField } from '../../../lib/error-message.ts';
import { answerText } from '../../../i18n/answer-text.ts';
import { toast } from '../../../stores/toast.ts';
import '../../../components/Field.css';

type FieldName = 'email' | 'name' | 'role';
const empty = { email: '', name: '', role: 'operator' as StaffRole };

/** Invite by e-mail: the person gets a link (72 hours, once) to set their password. */
export function InviteForm() {
  const { t } = useLingui();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [message, setMessage] = useState<FormMessage>(null);
  const invite = useServerMutation(
    async () => {
      const answer = await inviteAccount(values);
      setValues(empty);
      setErrors({});
      setMessage({ kind: 'success', text: `${answer.account.email}: ${answerText(answer)}` });
      toast.success(t`Invitation sent.`);
    },
    {
      onError: (err) => {
        const text = errorMessage(err, { network: t`Network error. Please try again.` });
        const field = refusedField(err);
        setErrors(field === 'email' || field === 'name' || field === 'role' ? { [field]: text } : {});
        setMessage({ kind: 'error', text });
      },
      // The invited account joins the list.
      invalidates: [staff.accounts().queryKey],
    },
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    void invite.run();
  };

  return (
    <section className="admin-section" aria-labelledby="invite-title">
      <h2 id="invite-title">
        <Trans>Invite someone</Trans>
      </h2>
      <form onSubmit={submit} className="form card-panel invite-form" noValidate>
        <Field
          label={t`E-mail`}
          name="email"
          type="email"
          autoComplete="off"
          value={values.email}
          error={errors.email}
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
        />
        <Field
          label={t`Name`}
          name="name"
          autoComplete="off"
          maxLength={100}
          value={values.name}
          error={errors.name}
          onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
        />
        <SelectField
          label={t`Role`}
          name="role"
          value={values.role}
          error={errors.role}
          hint={t`Operators: queues, failed jobs, mail, payouts' status. Editors: the catalogue, no intern's personal data. Admins: everything.`}
          onChange={(e) => setValues((v) => ({ ...v, role: e.target.value as StaffRole }))}
        >
          <option value="operator">{t`Operator`}</option>
          <option value="editor">{t`Editor`}</option>
          <option value="admin">{t`Admin`}</option>
        </SelectField>
        <FormStatus message={message} />
        <SubmitButton busy={invite.pending}>
          <Trans>Send invitation</Trans>
        </SubmitButton>
      </form>
    </section>
  );
}
