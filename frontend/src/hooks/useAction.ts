import { useRef, useState } from 'react';
import { isAbort } from '../api/client.ts';
import { isUnexpected } from '../lib/error-message.ts';

export interface Action<A extends unknown[]> {
  /** Runs the action; a call while one is under way is ignored (a double submit). */
  run: (...args: A) => Promise<void>;
  pending: boolean;
  /** The arguments of the run under way (which row's button is busy), else null. */
  running: A | null;
  /** The last run's failure (not a cancelled one), cleared when the next run starts. */
  error: unknown;
  clearError: () => void;
}

/**
 * The one way a screen submits: `act` does the work and what follows success; a failure is kept in
 * `error` and handed to `onError` with the run's arguments (to word it as a message or a toast).
 */
export function useAction<A extends unknown[]>(
  act: (...args: A) => Promise<unknown>,
  onError?: (err: unknown, ...args: A) => void,
): Action<A> {
  const [running, setRunning] = useState<A | null>(null);
  const [error, setError] = useState<unknown>(null);
  // A ref, not the state: two clicks in one frame both see the state before either re-render.
  const busy = useRef(false);

  const run = async (...args: A) => {
    if (busy.current) return;
    busy.current = true;
    setRunning(args);
    setError(null);
    try {
      await act(...args);
    } catch (err) {
      if (!isAbort(err)) {
        // Neither a refusal nor the network: a bug, worth a line in the console.
        if (isUnexpected(err)) console.error(err);
        setError(err);
        onError?.(err, ...args);
      }
    } finally {
      busy.current = false;
      setRunning(null);
    }
  };

  return { run, pending: running !== null, running, error, clearError: () => setError(null) };
}
