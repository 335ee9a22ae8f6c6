import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { FormMessage } from '../components/FormStatus.tsx';
import { refusalText } from '../lib/error-message.ts';
import { tokenFromHash } from '../lib/link-token.ts';
import { useServerMutation } from '../api/mutation.ts';

/**
 * A page opened from a mailed link (`#token=...`): its token, and `spend(outcome)` once the link has
 * done its work (the server's message, or its whole answer), which shows the outcome (focus moves to
 * its heading) and takes the spent link out of the address bar and the history.
 */
export function useMailedLink<Outcome = string>() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromHash(location.hash));
  const [done, setDone] = useState<Outcome | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done !== null) heading.current?.focus();
  }, [done]);
  const spend = (outcome: Outcome) => {
    setDone(outcome);
    void navigate(location.pathname, { replace: true });
  };
  return { token: token ?? '', hasToken: token !== null, done, heading, spend };
}

/**
 * The press that spends the link: `act(token)` posts it and its answer is the page's outcome; a refusal
 * is said in `message`, with `detail` (what to do next) when given.
 */
export function useSpendLink<Outcome>(
  link: { token: string; spend: (outcome: Outcome) => void },
  act: (token: string) => Promise<Outcome>,
  detail?: (err: unknown) => ReactNode,
) {
  const [message, setMessage] = useState<FormMessage>(null);
  const action = useServerMutation(
    async () => {
      setMessage(null);
      link.spend(await act(link.token));
    },
    { onError: (err) => setMessage({ kind: 'error', text: refusalText(err), detail: detail?.(err) }) },
  );
  return { message, action };
}
