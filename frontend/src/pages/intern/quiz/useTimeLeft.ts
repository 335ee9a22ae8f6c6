import { useEffect, useState } from 'react';
import { serverClock } from './server-clock.ts';

/**
 * Milliseconds left until `deadlineAt` on the server's clock (server-clock.ts), 0 once it has passed;
 * null when the test has no time limit. Re-read at each whole second of the time left, so the shown
 * seconds change together with the server's.
 */
export function useTimeLeft(deadlineAt: string | null, serverNow: string): number | null {
  const [now] = useState(() => serverClock(serverNow));
  const deadline = deadlineAt === null ? null : Date.parse(deadlineAt);
  const [left, setLeft] = useState(() => (deadline === null ? null : Math.max(0, deadline - now())));

  useEffect(() => {
    if (deadline === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const ms = Math.max(0, deadline - now());
      setLeft(ms);
      // The next whole second of the time left (never 0 ms: a late timer must not spin).
      if (ms > 0) timer = setTimeout(tick, ms % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [deadline, now]);

  return left;
}
