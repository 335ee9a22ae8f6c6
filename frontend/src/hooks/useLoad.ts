import { useCallback, useEffect, useState } from 'react';

type Dep = string | number | boolean | null | undefined;

export interface Loaded<T> {
  /** The last answer; it stays on screen while the next one loads. */
  data: T | null;
  /** The last failure, cleared by the next success. */
  error: unknown;
  /** The answer for the current `deps` has not come yet. */
  loading: boolean;
  /** Asks again (stable: safe in effect dependencies). */
  reload: () => void;
}

/**
 * The one way a screen loads data: what `load` answers, fetched again whenever `deps` change or
 * `reload()` is called, and not at all while `enabled` is false. A fetch left behind (unmounted, or
 * superseded) is aborted and its answer ignored.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly Dep[], enabled = true): Loaded<T> {
  const [round, setRound] = useState(0);
  const key = JSON.stringify([...deps, round]);
  const [answer, setAnswer] = useState<{ key: string | null; data: T | null; error: unknown }>({ key: null, data: null, error: null });

  useEffect(() => {
    if (!enabled) return;
    const ctrl = new AbortController();
    load(ctrl.signal).then(
      (data) => {
        if (!ctrl.signal.aborted) setAnswer({ key, data, error: null });
      },
      (error: unknown) => {
        if (!ctrl.signal.aborted) setAnswer((a) => ({ key, data: a.data, error }));
      },
    );
    return () => ctrl.abort();
    // `load` is a fresh closure on every render; what it reads is in `deps` (and so in `key`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);

  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data: answer.data, error: answer.error, loading: enabled && answer.key !== key, reload };
}
