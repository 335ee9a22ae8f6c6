import { describe, expect, it, vi } from 'vitest';
import { api, ApiError, NetworkError, postBlob } from './client.ts';

describe('api client', () => {
  it("turns an error answer into ApiError with the server's message", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: false, error: 'conflict', message: 'Mail already exists' }), { status: 409 }));
    const err = await api.post('/api/referrers', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 409, code: 'conflict', message: 'Mail already exists' });
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

  it('posts JSON for a file and answers it as a Blob; a refusal is an ApiError', async () => {
    const fetch = vi.fn(async () => new Response('PK zip', { status: 200, headers: { 'content-type': 'application/zip' } }));
    vi.stubGlobal('fetch', fetch);
    const blob = await postBlob('/api/referrers/data-export', { token: 't' });
    expect(await blob.text()).toBe('PK zip');
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1]).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"token":"t"}' });
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: false, message: 'This link has expired.' }), { status: 410 }));
    expect(await postBlob('/api/referrers/data-export', { token: 't' }).catch((e: unknown) => e)).toMatchObject({ status: 410, message: 'This link has expired.' });
  });
});
