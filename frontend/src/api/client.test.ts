import { describe, expect, it, vi } from 'vitest';
import { api, ApiError, NetworkError, postForBlob } from './client.ts';

describe('api client', () => {
  it("turns an error answer into ApiError with the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({ success: false, error: 'conflict', code: 'conflict', message: 'Mail already exists' }),
          { status: 409 },
        ),
    );
    const err = await api.post('/api/referrers', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 409, code: 'conflict', message: 'Mail already exists' });
  });

  it("carries the answer's code (a shared message's key), not its kind, and no code where the body has none", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({ success: false, error: 'conflict', code: 'paymentReferenceUsed', message: 'Used.' }),
          { status: 409 },
        ),
    );
    expect(await api.post('/api/registrations', {}).catch((e: unknown) => e)).toMatchObject({
      status: 409,
      code: 'paymentReferenceUsed',
    });
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await api.get('/api/me').catch((e: unknown) => e)).toMatchObject({ status: 502, code: undefined });
  });

  it('falls back to the status when the body has no message', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>bad gateway</html>', { status: 502 }));
    const err = (await api.get('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(err.message).toBe('HTTP error! status: 502');
  });

  it('tells a network failure apart', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const err = await api.get('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect((err as Error).message).toBe('Failed to fetch');
  });

  it('sends JSON with same-origin credentials', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    expect(await api.post('/api/x', { a: 1 })).toEqual({ ok: 1 });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('posts JSON for a file and gives the Blob, or the refusal as ApiError', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(new Uint8Array([80, 75, 3, 4]), { status: 200, headers: { 'content-type': 'application/zip' } }),
    );
    vi.stubGlobal('fetch', fetch);
    const blob = await postForBlob('/api/referrers/data-export', { token: 't' });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"token":"t"}' });
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');

    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            success: false,
            error: 'gone',
            code: 'gone',
            message: 'This download link was already used.',
          }),
          { status: 410 },
        ),
    );
    const err = await postForBlob('/api/referrers/data-export', { token: 't' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 410, code: 'gone', message: 'This download link was already used.' });
  });
});
