/** The part of autocannon 9's programmatic API the benchmarks use (it ships no types; no @types package is installed). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      setupRequest?: (req: Request, context: Record<string, unknown>) => Request;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      requests?: Request[];
    }
    interface Result {
      errors: number;
      timeouts: number;
      non2xx: number;
      requests: { average: number; total: number };
      latency: { p50: number; p97_5: number; p99: number };
    }
    type Instance = EventEmitter & PromiseLike<Result>;
  }

  function autocannon(opts: autocannon.Options): autocannon.Instance;
  export default autocannon;
}
