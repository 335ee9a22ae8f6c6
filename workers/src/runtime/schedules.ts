import type { Job, Queue } from 'bullmq';
import { SCHEDULED, type JobData } from 'backend/queues/fan-out';
import { BUSINESS_TZ } from 'shared/dates';
import { jobOptions } from './job-options.ts';

/** The product's clocks, in India's time zone (BullMQ job schedulers: one per id, upserted on start). */
export const schedules = [
  { id: 'daily-run', pattern: '30 0 * * *', handler: 'daily-run', subject: 'daily' },
  { id: 'monthly-payout', pattern: '0 6 10 * *', handler: 'payout-run', subject: 'monthly' },
  // Timed tests: attempts left open past their deadline are finished within a minute of it.
  { id: 'test-deadlines', pattern: '* * * * *', handler: 'test-deadlines', subject: 'minutely' },
] as const;

export type Schedule = (typeof schedules)[number];

/** The queue every scheduled job runs on. */
export const SCHEDULE_QUEUE = 'schedules';

/** Scheduled jobs have no event: event id 0, and an event type no fan-out entry has (no followers). */
export function scheduledData(subject: string): JobData {
  return { eventId: 0, eventType: SCHEDULED, subjectId: subject, payload: {}, actor: 'system' };
}

export async function registerSchedules(queue: Queue): Promise<void> {
  for (const s of schedules) {
    await queue.upsertJobScheduler(
      s.id,
      { pattern: s.pattern, tz: BUSINESS_TZ },
      { name: s.handler, data: scheduledData(s.subject), opts: jobOptions() },
    );
  }
}

/**
 * The schedule that made this job, or undefined. Recognised by what BullMQ's job scheduler writes,
 * never by the job's name: the scheduler key (repeatJobKey) is one of ours, the id is the one the
 * scheduler gives its jobs (`repeat:<scheduler id>:<millis>`), the name, queue and data are our
 * template's, and the scheduler itself is in Redis with our pattern and time zone. Even so the job
 * carries nothing its processor trusts: the day and the period come from the clock.
 */
export async function scheduleOf(job: Job, queue: Queue): Promise<Schedule | undefined> {
  const s = schedules.find((x) => x.id === job.repeatJobKey);
  if (!s || job.queueName !== SCHEDULE_QUEUE || job.name !== s.handler) return undefined;
  if (!new RegExp(`^repeat:${s.id}:\\d+$`).test(job.id ?? '')) return undefined;
  if (!isTemplateData(job.data, s.subject)) return undefined;
  const scheduler = await queue.getJobScheduler(s.id);
  if (!scheduler || scheduler.pattern !== s.pattern || scheduler.tz !== BUSINESS_TZ || scheduler.name !== s.handler)
    return undefined;
  return s;
}

function isTemplateData(data: unknown, subject: string): boolean {
  const d = (data ?? {}) as Partial<JobData>;
  const keys = Object.keys(d).sort().join(',');
  return (
    keys === 'actor,eventId,eventType,payload,subjectId' &&
    d.eventId === 0 &&
    d.eventType === SCHEDULED &&
    d.subjectId === subject &&
    d.actor === 'system' &&
    typeof d.payload === 'object' &&
    d.payload !== null &&
    Object.keys(d.payload).length === 0
  );
}
