import { fanOut } from 'backend/queues/fan-out';
import type { Processor } from '../runtime/processor.ts';

/** Every processor of the product. The worker process logs any handler of the fan-out that has none. */
export const processors: Processor[] = [];

export function missingProcessors(list: Processor[] = processors): string[] {
  const have = new Set(list.map((p) => p.handler));
  const wanted = new Set(Object.values(fanOut).flatMap((specs) => specs.map((s) => s.handler)));
  return [...wanted].filter((h) => !have.has(h));
}
