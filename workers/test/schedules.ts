import type { Queue } from 'bullmq';
import { BUSINESS_TZ } from 'shared/dates';
import { jobOptions } from '../src/runtime/job-options.ts';
import { registerSchedules, scheduledData, schedules } from '../src/runtime/schedules.ts';

let last = 0;

/**
 * The job one of the product's job schedulers adds when its time comes (the daily run, the monthly
 * payout), added now: how a test runs it. Same id shape, scheduler key, name and data as BullMQ's
 * scheduler writes (runtime/schedules.ts), so the workers accept it; the day comes from the clock
 * (backend/src/lib/clock.ts: setTestClock), never from the job. Returns the job id.
 */
export async function runScheduleNow(queue: Queue, id: (typeof schedules)[number]['id']): Promise<string> {
  const s = schedules.find((x) => x.id === id)!;
  if (!(await queue.getJobScheduler(s.id))) await registerSchedules(queue);
  last = Math.max(Date.now(), last + 1);
  const jobId = `repeat:${s.id}:${last}`;
  // `repeat` is not an option of Queue.add's type (BullMQ's scheduler writes it; its worker reads it).
  const asScheduled = { ...jobOptions(), jobId, repeatJobKey: s.id, repeat: { pattern: s.pattern, tz: BUSINESS_TZ } };
  await queue.add(s.handler, scheduledData(s.subject), asScheduled);
  return jobId;
}
