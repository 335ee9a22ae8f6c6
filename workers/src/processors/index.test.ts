import { describe, expect, it } from 'vitest';
import { missingProcessors, processors } from './index.ts';

describe('the processor registry', () => {
  it('has a processor for every handler of the fan-out table, each once', () => {
    expect(missingProcessors()).toEqual([]);
    const handlers = processors.map((p) => p.handler);
    expect(new Set(handlers).size).toBe(handlers.length);
    expect(missingProcessors(processors.filter((p) => p.handler !== 'mail-resend'))).toEqual(['mail-resend']);
  });
});
