import type { Queue } from 'bullmq';
import type { EventType } from 'backend/events/types';
import type { JobData } from 'backend/queues/fan-out';
import { BUSINESS_TZ } from 'shared/dates';
import { jobOptions } from './job-options.ts';

/** The product's clocks, in India's time zone (BullMQ job schedulers: one per id, upserted on start). */
export const schedules = [
  { id: 'daily-run', pattern: '30 0 * * *', handler: 'daily-run', subject: 'daily' },
  { id: 'monthly-payout', pattern: '0 6 10 * *', handler: 'payout-run', subject: 'monthly' },
] as const;

/** Scheduled jobs have no event: event id 0, and an event type no fan-out entry has (no followers). */
function scheduledData(subject: string): JobData {
  return { eventId: 0, eventType: 'schedule' as EventType, subjectId: subject, payload: {}, actor: 'system' };
}

export async function registerSchedules(queue: Queue): Promise<void> {
  for (const s of schedules) {
    await queue.upsertJobScheduler(s.id, { pattern: s.pattern, tz: BUSINESS_TZ }, { name: s.handler, data: scheduledData(s.subject), opts: jobOptions() });
  }
}
