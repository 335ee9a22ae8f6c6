import { collectDefaultMetrics, Registry } from 'prom-client';

let registry: Registry | undefined;

/**
 * prom-client's default metrics (CPU, memory, event-loop lag, handles, GC) in a registry of their own,
 * made once per process: they describe the process, not an app, and each collectDefaultMetrics()
 * call starts its own event-loop monitor, so one per app (tests make many) would pile them up.
 */
export function processRegistry(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}
