import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { tokenFromHash } from '../lib/link-token.ts';

/**
 * A page opened from a mailed link (`#token=...`): its token, and `spend(message)` once the link has
 * done its work, which shows the outcome (focus moves to its heading) and takes the spent link out of
 * the address bar and the history.
 */
export function useMailedLink() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromHash(location.hash));
  const [done, setDone] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);
  const spend = (message: string) => {
    setDone(message);
    void navigate(location.pathname, { replace: true });
  };
  return { token: token ?? '', hasToken: token !== null, done, heading, spend };
}
