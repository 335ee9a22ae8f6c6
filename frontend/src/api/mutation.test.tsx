import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from './client.ts';
import { useServerMutation } from './mutation.ts';
import { students } from './queries/students.ts';
import { queryClient } from './query.ts';

function gate() {
  let open!: () => void;
  return { shut: new Promise<void>((r) => (open = r)), open: () => open() };
}

describe('useServerMutation', () => {
  it('is pending while it runs and ignores a second run meanwhile (a double submit)', async () => {
    const g = gate();
    const work = vi.fn(async (_id: number) => g.shut);
    const { result } = renderHook(() => useServerMutation(work));
    let first!: Promise<void>;
    act(() => {
      first = result.current.run(7);
    });
    await waitFor(() => expect(result.current.pending).toBe(true));
    expect(result.current.running).toEqual([7]);
    await act(() => result.current.run(8));
    expect(work).toHaveBeenCalledTimes(1);
    await act(async () => {
      g.open();
      await first;
    });
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.running).toBeNull();
  });

  it('keeps the failure and hands it to onError with the arguments; the next run clears it', async () => {
    const onError = vi.fn();
    let fail = true;
    const { result } = renderHook(() =>
      useServerMutation(
        async (_id: number) => {
          if (fail) throw new NetworkError('down');
        },
        { onError },
      ),
    );
    await act(() => result.current.run(3));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(NetworkError));
    expect(onError).toHaveBeenCalledWith(result.current.error, 3);
    fail = false;
    await act(() => result.current.run(4));
    await waitFor(() => expect(result.current.error).toBeNull());
  });

  it('reads again what the change made stale, and only once it succeeded', async () => {
    const { queryKey } = students.referrers();
    queryClient.setQueryDefaults(queryKey, { gcTime: Infinity });
    queryClient.setQueryData(queryKey, { referrers: [] });
    let fail = true;
    const { result } = renderHook(() =>
      useServerMutation(
        async () => {
          if (fail) throw new NetworkError('down');
        },
        { invalidates: [students.all] },
      ),
    );
    await act(() => result.current.run());
    expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(false);
    fail = false;
    await act(() => result.current.run());
    expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(true);
  });
});
