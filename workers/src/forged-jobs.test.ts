/**
 * As the attacker tried it: jobs added straight into Redis (BullMQ's Queue.add, what Bull
 * Board's "add" did for an operator) with a day, a period and an actor of their own, for events that
 * do not exist or do not fan out to that handler, on the wrong queue or under the wrong id. The
 * workers refuse each one without running it, record the refusal (a failed job_runs row with the code
 * 'refused', which nothing puts back or retries), and nothing in the database changes. Bull Board
 * answers 405 to every write, for admins and operators alike, and still shows the queues.
 */
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainEvent, JobRun, Student } from 'backend/entities/index';
import { recordEvent } from 'backend/events/record-event';
import type { Actor, EventPayloads, EventType } from 'backend/events/types';
import { jobIdFor, queueNames, type JobData, type QueueName } from 'backend/queues/fan-out';
import { buildAdmin, buildReferrer, buildStudent } from 'backend/test/factories';
import { signedIn } from 'backend/test/signed-in';
import { api, REDIS_URL, type TestApp, uniquePrefix, useTestApp, waitFor } from 'backend/test/support';
import { todayInIndia } from 'shared/dates';
import { configureMail } from './mail/transport.ts';
import { processors } from './processors/index.ts';
import { reconcile } from './reconciler.ts';
import { JOB_REFUSED } from './runtime/job-error.ts';
import { jobOptions } from './runtime/job-options.ts';
import { startWorkerSet } from './runtime/workers.ts';
import { runScheduleNow } from '../test/schedules.ts';

let orm: MikroORM;
let app: TestApp;
let outbox: string;
let redis: Redis;
let set: Awaited<ReturnType<typeof startWorkerSet>>;
const prefix = uniquePrefix();
/** The attacker's own connection to Redis: plain BullMQ producers, as anyone with the address has. */
let forger: Record<QueueName, Queue>;

useTestApp((started) => ({ orm, app } = started), { config: { REDIS_PREFIX: prefix }, cleanEach: false });
beforeAll(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  configureMail({ outboxDir: outbox });
  // No relay: the only jobs in the queues are the attacker's (and the schedulers' own delayed runs).
  set = await startWorkerSet({
    orm,
    databaseUrl: process.env.DATABASE_URL!,
    redisUrl: REDIS_URL,
    prefix,
    processors,
    relay: false,
    schedules: true,
  });
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  forger = Object.fromEntries(queueNames.map((q) => [q, new Queue(q, { connection: redis, prefix })])) as Record<
    QueueName,
    Queue
  >;
});
afterAll(async () => {
  for (const q of Object.values(forger)) await q.close();
  redis.disconnect();
  await set.close();
  configureMail(undefined);
});

async function record<T extends EventType>(
  type: T,
  subjectId: string | number,
  payload: EventPayloads[T],
  actor: Actor = 'system',
) {
  return orm.em.fork().transactional(async (tx) => {
    const event = recordEvent(tx, type, { type: 'test', id: subjectId }, payload, actor);
    await tx.flush();
    return event.id;
  });
}

/** What the database holds that a forged daily run or payout run would change. */
async function snapshot() {
  const conn = orm.em.getConnection();
  const [row] = (await conn.execute(
    `select (select coalesce(max(id), 0) from events) as last_event,
            (select count(*) from payouts) as payouts, (select count(*) from payout_items) as payout_items,
            (select count(*) from documents) as documents, (select count(*) from mail_log) as mails,
            (select count(*) from files) as files, (select count(*) from sessions) as sessions,
            (select string_agg(concat_ws('|', id, name, email, phone, validated), ',' order by id) from students) as students`,
  )) as Record<string, unknown>[];
  return { ...row, outbox: (await readdir(outbox)).length };
}

async function failedInRedis(queue: Queue, id: string) {
  return waitFor(async () => {
    const job = await queue.getJob(id);
    return job?.finishedOn && job.failedReason ? job : null;
  }, 20_000);
}

describe('forged jobs added straight into Redis', () => {
  it('are refused without running, recorded, never put back or retried, and change nothing', async () => {
    const em = orm.em.fork();
    const admin = await buildAdmin(em);
    // What the found attack destroyed: a paid registration still waiting (anonymised by a run "in 2099"),
    // a validated internship ending next spring (its completion recorded months early), and a referral
    // that the next payout pays (booked early by "admin:1").
    const pending = await buildStudent(em, { name: 'Kavya Waiting', validated: false });
    await buildStudent(em, {
      name: 'Arjun Later',
      validated: true,
      validatedAt: new Date(),
      startDate: '2026-11-01',
      endDate: '2027-03-31',
    });
    const referrer = await buildReferrer(em);
    await buildStudent(em, {
      name: 'Referred One',
      validated: true,
      validatedAt: new Date(),
      referralCode: referrer.code,
    });
    // Real events, for the forgeries that borrow a real id: one that fans out to nothing, one to mail-contact.
    const statement = await record('statement.imported', 1, { statementId: 1 }, `admin:${admin.id}`);
    const contact = await record('contact.received', 1, { contactMessageId: 1 }, 'visitor');
    const asAdmin = await signedIn(app, orm, { kind: 'admin', id: admin.id });
    const before = await snapshot();

    const today2099 = (extra: Partial<JobData> = {}): JobData => ({
      eventId: 0,
      eventType: 'schedule',
      subjectId: 'daily',
      payload: { today: '2099-01-01' },
      actor: 'system',
      ...extra,
    });
    const payoutData = (eventId: number): JobData => ({
      eventId,
      eventType: 'payout.run-requested',
      subjectId: '2026-11',
      payload: { period: '2026-11' },
      actor: 'admin:1',
    });
    const forged: { queue: QueueName; name: string; data: JobData; id: string; repeatJobKey?: string }[] = [
      // The daily run "for 2099", by name alone, and dressed as the scheduler's own job with forged data.
      { queue: 'schedules', name: 'daily-run', data: today2099(), id: 'forged-daily-run' },
      {
        queue: 'schedules',
        name: 'daily-run',
        data: today2099(),
        id: `repeat:daily-run:${Date.now()}`,
        repeatJobKey: 'daily-run',
      },
      // A payout booked by "admin:1": as a schedule, and as the job of a payout.run-requested that does not exist.
      {
        queue: 'schedules',
        name: 'payout-run',
        data: { ...payoutData(0), eventType: 'schedule' },
        id: 'forged-payout-run',
      },
      { queue: 'schedules', name: 'payout-run', data: payoutData(424242), id: jobIdFor(424242, 'payout-run') },
      // A mail for a made-up event.
      {
        queue: 'mail',
        name: 'mail-contact',
        data: {
          eventId: 535353,
          eventType: 'contact.received',
          subjectId: '1',
          payload: { contactMessageId: 1 },
          actor: 'visitor',
        },
        id: jobIdFor(535353, 'mail-contact'),
      },
      // A real event id, but a handler its type does not fan out to.
      {
        queue: 'mail',
        name: 'mail-payout-statement',
        data: {
          eventId: statement,
          eventType: 'payout.paid',
          subjectId: '1',
          payload: { payoutId: 1 },
          actor: 'system',
        },
        id: jobIdFor(statement, 'mail-payout-statement'),
      },
      {
        queue: 'schedules',
        name: 'payout-run',
        data: { ...payoutData(statement) },
        id: jobIdFor(statement, 'payout-run'),
      },
      // The right event and handler, on another queue, or under an id of the attacker's choosing.
      {
        queue: 'images',
        name: 'mail-contact',
        data: {
          eventId: contact,
          eventType: 'contact.received',
          subjectId: '1',
          payload: { contactMessageId: 1 },
          actor: 'visitor',
        },
        id: jobIdFor(contact, 'mail-contact'),
      },
      {
        queue: 'mail',
        name: 'mail-contact',
        data: {
          eventId: contact,
          eventType: 'contact.received',
          subjectId: '1',
          payload: { contactMessageId: 1 },
          actor: 'visitor',
        },
        id: `again-${contact}-mail-contact`,
      },
      // A name no processor has.
      {
        queue: 'mail',
        name: 'drop-tables',
        data: { eventId: contact, eventType: 'contact.received', subjectId: '1', payload: {}, actor: 'visitor' },
        id: jobIdFor(contact, 'drop-tables'),
      },
    ];
    for (const f of forged) {
      const repeat = f.repeatJobKey
        ? { repeatJobKey: f.repeatJobKey, repeat: { pattern: '30 0 * * *', tz: 'Asia/Kolkata' } }
        : {};
      await forger[f.queue].add(f.name, f.data, { ...jobOptions(), jobId: f.id, ...repeat });
    }

    for (const f of forged) {
      const job = await failedInRedis(forger[f.queue], f.id);
      expect(job.failedReason, f.id).toMatch(/^Refused: /);
      expect(job.attemptsMade, `${f.id} is not retried`).toBeLessThanOrEqual(1);
      const run = await orm.em.fork().findOneOrFail(JobRun, { id: f.id });
      expect(run, f.id).toMatchObject({
        state: 'failed',
        errorCode: 'refused',
        error: JOB_REFUSED,
        eventId: 0,
        studentId: null,
      });
    }
    await new Promise((r) => setTimeout(r, 500));
    expect(await snapshot()).toEqual(before);
    expect(
      await orm.em.fork().count(DomainEvent, {
        type: { $in: ['student.completed', 'privacy.retention-applied', 'payout.period-closed'] },
      }),
    ).toBe(0);
    expect((await orm.em.fork().findOneOrFail(Student, { id: pending.id })).name).toBe('Kavya Waiting');

    // The reconciler (PostgreSQL is the truth) does not bring them back, and an operator cannot retry them.
    const pass = await reconcile({ orm, redis: app.redis, queues: forger });
    expect(pass.repaired).toBe(0);
    const retry = await asAdmin(`/api/admin/jobs/${jobIdFor(424242, 'payout-run')}/retry`, { method: 'POST' });
    expect(retry.status).toBe(409);
    await new Promise((r) => setTimeout(r, 300));
    expect(await snapshot()).toEqual(before);
  });

  it("a payout job of a real admin's request runs the event row's period and actor, not the job's", async () => {
    const admin = await buildAdmin(orm.em.fork());
    const referrer = await buildReferrer(orm.em.fork());
    await buildStudent(orm.em.fork(), { validated: true, validatedAt: new Date(), referralCode: referrer.code });
    // The admin asked for September (nothing of it is owed); the job in Redis says this month and "admin:1".
    const eventId = await record('payout.run-requested', '2026-09', { period: '2026-09' }, `admin:${admin.id}`);
    const id = jobIdFor(eventId, 'payout-run');
    await forger.schedules.add(
      'payout-run',
      {
        eventId,
        eventType: 'payout.run-requested',
        subjectId: todayInIndia().slice(0, 7),
        payload: { period: todayInIndia().slice(0, 7) },
        actor: 'admin:1',
      },
      { ...jobOptions(), jobId: id },
    );
    const run = await waitFor(async () => {
      const r = await orm.em.fork().findOne(JobRun, { id });
      return r?.state === 'completed' || r?.state === 'failed' ? r : null;
    }, 20_000);
    expect(run).toMatchObject({ state: 'completed', eventId, result: { period: '2026-09', payoutsCreated: 0 } });
    expect(await orm.em.fork().count(DomainEvent, { type: 'payout.period-closed', actor: 'admin:1' })).toBe(0);
  });

  it("the scheduler's own job (or a copy of it) runs the clock's day: a pending registration and a spring internship stay", async () => {
    const em = orm.em.fork();
    const pending = await buildStudent(em, { name: 'Kavya Still Waiting', validated: false });
    const later = await buildStudent(em, {
      validated: true,
      validatedAt: new Date(),
      startDate: '2026-11-01',
      endDate: '2099-03-31',
    });
    const id = await runScheduleNow(forger.schedules, 'daily-run');
    const run = await waitFor(async () => {
      const r = await orm.em.fork().findOne(JobRun, { id });
      return r?.state === 'completed' || r?.state === 'failed' ? r : null;
    }, 20_000);
    expect(run).toMatchObject({ state: 'completed', result: { today: todayInIndia(), registrationsAnonymised: 0 } });
    expect((await orm.em.fork().findOneOrFail(Student, { id: pending.id })).name).toBe('Kavya Still Waiting');
    expect(await orm.em.fork().count(DomainEvent, { type: 'student.completed', subjectId: String(later.id) })).toBe(0);
  });
});

describe('Bull Board is read-only for everyone', () => {
  it('answers 405 to every write, for an admin and an operator, in any spelling; shows the queues to both', async () => {
    const staff = {
      admin: await signedIn(app, orm, { kind: 'admin' }),
      operator: await signedIn(app, orm, { kind: 'admin', staffRole: 'operator' }),
    };
    const counts = async () => JSON.stringify(await Promise.all(Object.values(forger).map((q) => q.getJobCounts())));
    const schedulerBefore = await forger.schedules.getJobScheduler('daily-run');
    const before = await counts();
    const daily = {
      name: 'daily-run',
      data: {
        eventId: 0,
        eventType: 'schedule',
        subjectId: 'daily',
        payload: { today: '2099-01-01' },
        actor: 'system',
      },
    };
    const writes: [string, string, unknown?][] = [
      ['POST', '/admin/queues/api/queues/schedules/add', daily],
      ['PUT', '/admin/queues/api/queues/schedules/job-schedulers/daily-run/run'],
      ['PATCH', '/admin/queues/api/queues/schedules/job-schedulers/daily-run', { pattern: '* * * * *' }],
      ['PUT', '/admin/queues/api/queues/schedules/job-schedulers/daily-run/remove'],
      ['PUT', '/admin/queues/api/queues/mail/retry/failed'],
      ['PUT', '/admin/queues/api/queues/schedules/clean/failed'],
      ['PUT', '/admin/queues/api/queues/pause'],
      ['PUT', '/admin/queues/api/queues/schedules/obliterate'],
      ['DELETE', '/admin/queues/api/queues/schedules'],
      ['POST', '/admin/queues/api/queues/schedules/add/', daily],
      ['POST', '/admin/Queues/api/queues/schedules/add', daily],
      ['POST', '/admin/queues//api/queues/schedules/add', daily],
      ['POST', '/admin/queues/api/queues/%73chedules/add', daily],
      ['POST', '/admin/queues/api/queues/schedules/add?x=1', daily],
    ];
    for (const [who, as] of Object.entries(staff)) {
      for (const [method, url, json] of writes) {
        const res = await as(url, { method, json: json ?? {} });
        // The canonical spelling reaches the guard (405); the others are refused before it (404, canonical-path.ts).
        expect([404, 405], `${who} ${method} ${url}`).toContain(res.status);
        if (!url.includes('//') && /^\/admin\/queues\/api\/queues\/(schedules\/add(\?|$)|pause$)/.test(url))
          expect(res.status, `${who} ${method} ${url}`).toBe(405);
      }
      const list = await as('/admin/queues/api/queues');
      expect(list.status, who).toBe(200);
      const queues = list.body.queues as { name: string; readOnlyMode: boolean; allowRetries: boolean }[];
      expect(queues.map((q) => q.name).sort()).toEqual(['documents', 'images', 'mail', 'ocr', 'schedules', 'uploads']);
      expect(
        queues.every((q) => q.readOnlyMode && !q.allowRetries),
        who,
      ).toBe(true);
      expect((await as('/admin/queues')).status, who).toBe(200);
    }
    const denied = await staff.operator('/admin/queues/api/queues/schedules/add', { method: 'POST', json: daily });
    expect(denied.headers.get('allow')).toBe('GET, HEAD');
    expect(denied.body.message).toBe('The queues are read-only here. Retry a failed job from the Operations screen.');
    expect((await api(app.url, '/admin/queues/api/queues/schedules/add', { method: 'POST', json: daily })).status).toBe(
      401,
    );
    expect(await counts()).toBe(before);
    expect(await forger.schedules.getJobScheduler('daily-run')).toEqual(schedulerBefore);
  });
});
