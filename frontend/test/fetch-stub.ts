import { vi } from 'vitest';

interface Call {
  url: string;
  method: string;
  body: unknown;
}

type Answer = { status?: number; statusText?: string; body?: unknown } | 'network-error' | (() => Promise<never>);
type Handler = (call: Call) => Answer | Promise<Answer>;

/**
 * Replaces `fetch` (jsdom only: component tests stop at the network boundary; end-to-end tests use
 * the real server). Routes are 'METHOD /path' -> handler; unknown routes answer 404.
 */
export function stubFetch(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call = { url, method, body };
    calls.push(call);
    const handler = routes[`${method} ${url}`];
    const answer = handler ? await handler(call) : { status: 404, body: { success: false, message: 'Not found.' } };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (typeof answer === 'function') return answer();
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      statusText: answer.statusText ?? '',
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}

export const healthy = () => ({ status: 200, body: { status: 'ok', database: 'up', redis: 'up' } });
