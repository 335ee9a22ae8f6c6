import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { removeMembershipLink, requestMembershipLink } from '../../../api/intern.ts';
import { Field } from '../../../components/Field.tsx';
import { FormStatus, type FormMessage } from '../../../components/FormStatus.tsx';
import { useServerMutation } from '../../../api/mutation.ts';
import { answerText } from '../../../i18n/answer-text.ts';
import { refusalText } from '../../../lib/error-message.ts';
import { checkedSubmit } from '../../../lib/form-refusal.ts';

/**
 * 'Link a membership I have': the intern gives the e-mail of their refer-and-earn membership; the
 * member's address gets a mail naming this account, and only its button links them. The answer is the
 * same for any address, so the form tells nobody who is a member.
 */
export function LinkMembershipForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<FormMessage>(null);
  const ask = useServerMutation(
    async () => {
      setMessage(null);
      setMessage({ kind: 'success', text: answerText(await requestMembershipLink(email.trim())) });
    },
    { onError: (err) => setMessage({ kind: 'error', text: refusalText(err) }) },
  );
  const submit = checkedSubmit((refusal) => setMessage({ kind: 'error', text: refusal }), ask.run);
  return (
    <form onSubmit={submit} className="form" aria-label={t`Link a membership`} noValidate>
      <p>
        <Trans>
          Already a member of Refer &amp; Earn? Give the e-mail address you joined with. We will e-mail that address,
          naming this account, and the link is made only when the member confirms.
        </Trans>
      </p>
      <Field
        label={t`Membership e-mail`}
        name="membershipEmail"
        type="email"
        autoComplete="off"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <FormStatus message={message} />
      <div className="button-row">
        <button type="submit" className="button" disabled={ask.pending}>
          {ask.pending ? <Trans>Sending...</Trans> : <Trans>Ask the member to confirm</Trans>}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          <Trans>Back</Trans>
        </button>
      </div>
    </form>
  );
}

/** Removes the link between this account and its membership; the member is told by e-mail. `onRemoved` gets the server's words. */
export function RemoveMembershipLink({ onRemoved }: { onRemoved: (said: string) => void }) {
  const [message, setMessage] = useState<FormMessage>(null);
  const remove = useServerMutation(
    async () => {
      setMessage(null);
      onRemoved(answerText(await removeMembershipLink()));
    },
    { onError: (err) => setMessage({ kind: 'error', text: refusalText(err) }) },
  );
  return (
    <>
      <FormStatus message={message} />
      <button
        type="button"
        className="button button--ghost button--block"
        onClick={() => void remove.run()}
        disabled={remove.pending}
      >
        {remove.pending ? <Trans>Removing...</Trans> : <Trans>Remove the link to this membership</Trans>}
      </button>
    </>
  );
}
