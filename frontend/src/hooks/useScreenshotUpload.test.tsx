import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { stubUploads } from '../../test/fake-upload.ts';
import { useScreenshotUpload } from './useScreenshotUpload.ts';

const UPLOAD_ID = '8f8b5f5e-8f4c-4f54-9f0e-3c1f9d1c2a10';
const STATUS = `GET /api/uploads/${UPLOAD_ID}`;
const png = () => new File(['png'], 'paid.png', { type: 'image/png' });
const asked = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => `${c.method} ${c.url}` === STATUS).length;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The answers of GET /api/uploads/:id in turn; the last one again for every later ask. */
function answers(...states: Record<string, unknown>[]) {
  let n = 0;
  return () => ({
    body: {
      uploadId: UPLOAD_ID,
      progress: 0,
      code: null,
      message: null,
      reading: null,
      ...states[Math.min(n++, states.length - 1)],
    },
  });
}

describe('the screenshot upload', () => {
  it('shows the compression going on, then its failure, and asks no more once it failed', async () => {
    stubUploads(UPLOAD_ID);
    const { calls } = stubFetch({
      [STATUS]: answers(
        { state: 'active', progress: 40 },
        { state: 'failed', code: 'imageCompressionFailed', message: 'x' },
      ),
    });
    const { result } = renderHook(() => useScreenshotUpload());
    act(() => result.current.choose(png()));
    await waitFor(() => expect(result.current.state).toMatchObject({ phase: 'processing', progress: 40 }));
    await waitFor(() => expect(result.current.state.phase).toBe('error'));
    const then = asked(calls);
    await act(() => pause(1500));
    expect(asked(calls)).toBe(then);
  });

  it('offers the UTR read on the screenshot once compressed, and then asks no more', async () => {
    stubUploads(UPLOAD_ID);
    const { calls } = stubFetch({
      [STATUS]: answers(
        { state: 'completed', progress: 100 },
        { state: 'completed', progress: 100, reading: { state: 'read', utr: '412345678901' } },
      ),
    });
    const { result } = renderHook(() => useScreenshotUpload());
    act(() => result.current.choose(png()));
    await waitFor(() => expect(result.current.state).toMatchObject({ phase: 'done', readUtr: '412345678901' }));
    expect(await act(() => result.current.whenUploaded())).toBe(UPLOAD_ID);
    const then = asked(calls);
    await act(() => pause(1500));
    expect(asked(calls)).toBe(then);
  });

  it('asks nothing while the form that takes the upload up is sent, nor after', async () => {
    stubUploads(UPLOAD_ID);
    const { calls } = stubFetch({ [STATUS]: answers({ state: 'active', progress: 10 }) });
    const { result } = renderHook(() => useScreenshotUpload());
    act(() => result.current.choose(png()));
    await waitFor(() => expect(asked(calls)).toBeGreaterThan(0));
    let before = 0;
    let sent!: Promise<void>;
    // The send starts inside a click's act (its render happens at once), then takes its time.
    act(() => {
      sent = result.current.sendWith(async () => {
        before = asked(calls);
        await pause(1500);
      });
    });
    await act(() => sent);
    expect(asked(calls)).toBe(before);
    const after = asked(calls);
    await act(() => pause(1500));
    expect(asked(calls)).toBe(after);
  });
});
