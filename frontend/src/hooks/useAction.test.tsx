import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../api/client.ts';
import { useAction } from './useAction.ts';

function gate() {
  let open!: () => void;
  return { shut: new Promise<void>((r) => (open = r)), open: () => open() };
}

describe('useAction', () => {
  it('is pending while it runs and ignores a second run meanwhile (a double submit)', async () => {
    const g = gate();
    const work = vi.fn(async (_id: number) => g.shut);
    const { result } = renderHook(() => useAction(work));
    let first!: Promise<void>;
    act(() => {
      first = result.current.run(7);
    });
    expect(result.current.pending).toBe(true);
    expect(result.current.running).toEqual([7]);
    await act(() => result.current.run(8));
    expect(work).toHaveBeenCalledTimes(1);
    await act(async () => {
      g.open();
      await first;
    });
    expect(result.current.pending).toBe(false);
  });

  it('keeps the failure and hands it to onError with the arguments; the next run clears it', async () => {
    const onError = vi.fn();
    let fail = true;
    const { result } = renderHook(() =>
      useAction(async () => {
        if (fail) throw new NetworkError('down');
      }, onError),
    );
    await act(() => result.current.run());
    expect(result.current.error).toBeInstanceOf(NetworkError);
    expect(onError).toHaveBeenCalledWith(result.current.error);
    fail = false;
    await act(() => result.current.run());
    expect(result.current.error).toBeNull();
  });
});
