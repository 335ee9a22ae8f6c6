import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { isUnexpected } from '../lib/error-message.ts';
import { isAbort } from './client.ts';
import { invalidate, queryClient, type ServerKey } from './query.ts';

export interface Submit<A extends unknown[]> {
  /** Runs the change; a call while one is under way is ignored (a double submit). Never rejects. */
  run: (...args: A) => Promise<void>;
  pending: boolean;
  /** The arguments of the run under way (which row's button is busy), else null. */
  running: A | null;
  /** The last run's failure (not a cancelled one), cleared when the next run starts. */
  error: unknown;
  clearError: () => void;
}

interface SubmitOptions<A extends unknown[]> {
  /** A failure, with the run's arguments: to word it (lib/error-message.ts) as a message or a toast. */
  onError?: (err: unknown, ...args: A) => void;
  /** What the change makes stale (keys of api/queries/), read again once it succeeded. */
  invalidates?: readonly ServerKey[] | ((...args: A) => readonly ServerKey[]);
}

/** A run cancelled on purpose (its request aborted): neither a success nor a failure to show. */
const CANCELLED = Symbol('cancelled');

/**
 * The one way a screen changes the server's state (TanStack Query's `useMutation`): `act` makes the
 * request and does what follows success on the screen; then the queries it `invalidates` are read
 * again. A failure is kept in `error` and handed to `onError`.
 */
export function useServerMutation<A extends unknown[]>(
  act: (...args: A) => Promise<unknown>,
  { onError, invalidates }: SubmitOptions<A> = {},
): Submit<A> {
  // A ref, not the mutation's state: two clicks in one frame both see the state before either re-render.
  const busy = useRef(false);
  const mutation = useMutation<unknown, unknown, A>(
    {
      mutationFn: async (args) => {
        try {
          return await act(...args);
        } catch (err) {
          if (isAbort(err)) return CANCELLED;
          throw err;
        }
      },
      onSuccess: (answer, args) => {
        if (answer === CANCELLED || !invalidates) return;
        invalidate(...(typeof invalidates === 'function' ? invalidates(...args) : invalidates));
      },
      onError: (err, args) => {
        // Neither a refusal nor the network: a bug, worth a line in the console.
        if (isUnexpected(err)) console.error(err);
        onError?.(err, ...args);
      },
    },
    queryClient,
  );

  const run = async (...args: A) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await mutation.mutateAsync(args);
    } catch {
      // Kept in `error` and handed to onError.
    } finally {
      busy.current = false;
    }
  };

  return {
    run,
    pending: mutation.isPending,
    running: mutation.isPending ? (mutation.variables ?? null) : null,
    error: mutation.error,
    clearError: mutation.reset,
  };
}
