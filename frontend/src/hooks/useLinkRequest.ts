import { useState } from 'react';
import type { MessageAnswer } from 'shared/api/envelope';
import type { FormMessage } from '../components/FormStatus.tsx';
import { answerText } from '../i18n/answer-text.ts';
import { errorMessage, type ErrorWords } from '../lib/error-message.ts';
import { checkedSubmit } from '../lib/form-refusal.ts';
import { useServerMutation } from '../api/mutation.ts';

/**
 * A form that asks for a link by e-mail ('Forgot password?', a member's data link): the form's own
 * checks first, then `request(email)`; the server's answer, the same for any address, is shown with
 * `afterwards` (what to look out for in the mailbox).
 */
export function useLinkRequest(
  request: (email: string) => Promise<MessageAnswer>,
  afterwards: string,
  errorWords?: ErrorWords,
) {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<FormMessage>(null);
  const send = useServerMutation(
    async () => {
      setMessage(null);
      const answer = await request(email.trim());
      setMessage({ kind: 'success', text: answerText(answer), detail: afterwards });
    },
    { onError: (err) => setMessage({ kind: 'error', text: errorMessage(err, errorWords) }) },
  );
  const submit = checkedSubmit((refusal) => setMessage({ kind: 'error', text: refusal }), send.run);
  return { email, setEmail, message, busy: send.pending, submit };
}
