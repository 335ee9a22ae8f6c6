import { afterEach, describe, expect, it } from 'vitest';
import { now, setTestClock } from './clock.ts';

const saved = { NODE_ENV: process.env.NODE_ENV, TEST_CLOCK: process.env.TEST_CLOCK };
afterEach(() => {
  process.env.NODE_ENV = saved.NODE_ENV;
  if (saved.TEST_CLOCK === undefined) delete process.env.TEST_CLOCK;
  else process.env.TEST_CLOCK = saved.TEST_CLOCK;
  setTestClock(undefined);
});

describe('the clock of the scheduled work', () => {
  it('is set by a test, in-process or with TEST_CLOCK for a process it starts', () => {
    setTestClock('2026-07-20T12:00:00+05:30');
    expect(now().toISOString()).toBe('2026-07-20T06:30:00.000Z');
    setTestClock(undefined);
    process.env.TEST_CLOCK = '2099-01-01T00:00:00Z';
    expect(now().toISOString()).toBe('2099-01-01T00:00:00.000Z');
  });

  it('outside tests is the real time, whatever TEST_CLOCK says, and cannot be set', () => {
    setTestClock('2099-01-01T00:00:00Z');
    process.env.TEST_CLOCK = '2099-01-01T00:00:00Z';
    for (const mode of ['production', 'development']) {
      process.env.NODE_ENV = mode;
      expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
      expect(() => setTestClock('2099-01-01T00:00:00Z')).toThrow(/only be set in tests/);
    }
  });
});
