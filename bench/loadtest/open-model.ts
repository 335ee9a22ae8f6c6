import { stats } from '../support.ts';

/**
 * An open model: `start(i)` is called at t0 + i / rate for i = 0, 1, ... until `durationMs` has passed,
 * whether or not the earlier calls have finished (arrivals do not wait for the server, as people do
 * not). Resolves once every call has settled. `lagMs` is how late each start was against its schedule:
 * the load generator's own delay, reported so a generator that fell behind is seen.
 */
export async function arrivals(
  rate: number,
  durationMs: number,
  start: (i: number) => Promise<unknown>,
): Promise<{ started: number; lagMs: number[] }> {
  const t0 = performance.now();
  const lagMs: number[] = [];
  const running: Promise<unknown>[] = [];
  if (rate <= 0) return { started: 0, lagMs };
  for (let i = 0; ; i++) {
    const due = t0 + (i * 1000) / rate;
    if (due - t0 >= durationMs) break;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    lagMs.push(Math.max(0, performance.now() - due));
    running.push(start(i).catch(() => undefined));
  }
  await Promise.all(running);
  return { started: running.length, lagMs };
}

/** One request's outcome: its step, how long it took, and its status or the error's kind. */
interface Sample {
  ms: number;
  ok: boolean;
  kind: string;
}

/** Every request's latency and outcome, by step ('POST /api/uploads', ...). */
export class Recorder {
  readonly steps = new Map<string, Sample[]>();

  record(step: string, ms: number, ok: boolean, kind: string) {
    let list = this.steps.get(step);
    if (!list) this.steps.set(step, (list = []));
    list.push({ ms, ok, kind });
  }

  /** One row per step: count, p50/p95/p99 of all its requests (failed ones too), and the errors by kind. */
  summary() {
    return [...this.steps.entries()].map(([step, samples]) => {
      const s = stats(samples.map((x) => x.ms));
      const errors = new Map<string, number>();
      for (const x of samples) if (!x.ok) errors.set(x.kind, (errors.get(x.kind) ?? 0) + 1);
      return {
        step,
        n: s.n,
        p50: s.median,
        p95: s.p95,
        p99: s.p99,
        max: Math.max(...samples.map((x) => x.ms)),
        errors: Object.fromEntries(errors),
      };
    });
  }
}

/** An HTTP failure the flow stops at: the step's status (or the network error's kind) and what the server said. */
class StepFailed extends Error {
  constructor(
    readonly step: string,
    readonly kind: string,
  ) {
    super(`${step}: ${kind}`);
  }
}

/**
 * A fetch timed and recorded under `step`: a 2xx (or the statuses `accept` names) is a success, anything
 * else is recorded by its status (429, 500, ...) and thrown; a network failure or the 30 s timeout by
 * its kind. The body is read (JSON when it is JSON) inside the timing, as a browser waits for it.
 */
export async function timed(
  rec: Recorder,
  step: string,
  url: string,
  init: RequestInit,
  accept: number[] = [],
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const started = performance.now();
  let res: Response;
  let body: unknown;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    body = (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
  } catch (err) {
    const kind =
      err instanceof Error
        ? err.name === 'TimeoutError'
          ? 'timeout (30 s)'
          : `${err.name}: ${(err.cause as { code?: string } | undefined)?.code ?? err.message}`
        : String(err);
    rec.record(step, performance.now() - started, false, kind);
    throw new StepFailed(step, kind);
  }
  const ok = (res.status >= 200 && res.status < 300) || accept.includes(res.status);
  const code =
    typeof body === 'object' && body !== null && 'code' in body ? ` ${String((body as { code: unknown }).code)}` : '';
  rec.record(step, performance.now() - started, ok, ok ? String(res.status) : `${res.status}${code}`);
  if (!ok) throw new StepFailed(step, `${res.status}${code}`);
  return { status: res.status, body, headers: res.headers };
}
