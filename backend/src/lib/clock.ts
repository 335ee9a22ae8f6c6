/**
 * The clock of the scheduled work (the daily run's day, the monthly payout's period). It is the real
 * time everywhere but in tests: a test may set it in-process (setTestClock) or, for the worker
 * processes it starts (e2e, drills), with TEST_CLOCK (an ISO instant). Both are honoured only when
 * NODE_ENV is 'test', read from the process at every call, so no job data, request or setting of a
 * running site can move the day the daily run works on (a forged job's `today` did).
 */
let testNow: Date | undefined;

const inTests = () => process.env.NODE_ENV === 'test';

export function now(): Date {
  if (!inTests()) return new Date();
  if (testNow) return new Date(testNow.getTime());
  const fromEnv = process.env.TEST_CLOCK;
  if (fromEnv) {
    const at = new Date(fromEnv);
    if (!Number.isNaN(at.getTime())) return at;
  }
  return new Date();
}

/** Tests only: the instant `now()` answers until it is set again (undefined: the real time again). */
export function setTestClock(at: Date | string | undefined): void {
  if (!inTests()) throw new Error('The clock can only be set in tests (NODE_ENV=test).');
  if (at === undefined) {
    testNow = undefined;
    return;
  }
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) throw new Error(`Not an instant: ${String(at)}`);
  testNow = instant;
}
