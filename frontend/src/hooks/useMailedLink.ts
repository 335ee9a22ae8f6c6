import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { tokenFromHash } from '../lib/link-token.ts';

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
