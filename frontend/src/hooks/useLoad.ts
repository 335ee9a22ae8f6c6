import { useEffect, useState } from 'react';
import { isAbort } from '../api/client.ts';

/**
 * What `load` answers, fetched again whenever `deps` change or `reload()` is called. The earlier
 * answer stays on screen while the next one loads; a fetch left behind (unmounted, or superseded) is
 * aborted and its answer ignored. `error` is the last failure, cleared by the next success.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const ctrl = new AbortController();
    load(ctrl.signal)
      .then((answer) => {
        setData(answer);
        setError(null);
      })
      .catch((err: unknown) => {
        if (!isAbort(err)) setError(err);
      });
    return () => ctrl.abort();
    // `load` is a fresh closure on every render; what it reads is in `deps`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);
  return { data, error, reload: () => setRound((r) => r + 1) };
}
