import { describe, expect, it } from 'vitest';
import { fanOut } from 'shared/fan-out';
import { jobLabel } from './useJobPolling.ts';

describe('jobLabel', () => {
  it('tells every job of the fan-out table from the others, and names any other job by its handler', () => {
    const handlers = new Set(Object.values(fanOut).flatMap((specs) => specs.map((s) => s.handler)));
    expect(new Set([...handlers].map(jobLabel)).size).toBe(handlers.size);
    expect(jobLabel('mail-password-reset')).toBe('Password reset link mailed');
    expect(jobLabel('mail-offer-letter')).toBe('Offer letter mailed');
    expect(jobLabel('daily-run')).toBe('Daily run');
    expect(jobLabel('constructor')).toBe('Constructor');
  });
});
