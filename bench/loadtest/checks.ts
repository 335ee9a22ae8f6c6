import type { MikroORM } from '@mikro-orm/postgresql';
import type { SunkMail } from './mail-sink.ts';

type Row = Record<string, unknown>;
const rows = (orm: MikroORM, sql: string, params: unknown[] = []) => orm.em.getConnection().execute<Row[]>(sql, params);
const num = (v: unknown) => Number(v ?? 0);

/** Work not done yet: events the relay has not dispatched, and jobs neither completed nor failed for good. */
async function outstanding(orm: MikroORM) {
  const [undispatched] = await rows(orm, 'select count(*) as n from events where dispatched_at is null');
  const byQueue = await rows(
    orm,
    `select queue, count(*) as n from job_runs where state not in ('completed', 'failed') group by queue order by queue`,
  );
  const queues = Object.fromEntries(byQueue.map((r) => [String(r.queue), num(r.n)]));
  const total = num(undispatched?.n) + Object.values(queues).reduce((a, b) => a + b, 0);
  return { undispatched: num(undispatched?.n), queues, total };
}

/** Samples the backlog every `everyMs` until stopped: what the report's timeline shows. */
export function backlogTimeline(orm: MikroORM, t0: number, everyMs = 10_000) {
  const samples: {
    atSec: number;
    undispatched: number;
    queues: Record<string, number>;
    pgActive: number;
    pgConnections: number;
  }[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const o = await outstanding(orm).catch(() => undefined);
      // The database's sessions of this stack busy in a statement (the sampler's own left out): near the
      // pools' sizes, requests wait for a connection.
      const [pg] = await rows(
        orm,
        `select count(*) filter (where state = 'active') as active, count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      ).catch(() => [undefined]);
      if (o)
        samples.push({
          atSec: Math.round((performance.now() - t0) / 1000),
          undispatched: o.undispatched,
          queues: o.queues,
          pgActive: num(pg?.active),
          pgConnections: num(pg?.n),
        });
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    samples,
    stop: async () => {
      stopped = true;
      await loop;
    },
  };
}

/** Waits until nothing is outstanding, or `timeoutMs`; how long it took, or undefined with what was left. */
export async function drain(orm: MikroORM, timeoutMs: number, onProgress: (left: number) => void) {
  const started = performance.now();
  let lastPrint = 0;
  for (;;) {
    const o = await outstanding(orm);
    if (o.total === 0) return { ms: performance.now() - started, left: o };
    if (performance.now() - started > timeoutMs) return { ms: undefined, left: o };
    if (performance.now() - lastPrint > 30_000) {
      onProgress(o.total);
      lastPrint = performance.now();
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * What the workers did, per handler: jobs completed and failed, the average run time of one job, and
 * the rate it was sustained at: completions over the time from the first job's start to the last
 * one's end (the queues were never empty at this load, so this is the workers' throughput for that
 * kind within the mix, all kinds sharing the machine).
 */
export async function workerRates(orm: MikroORM) {
  const list = await rows(
    orm,
    `select handler, queue,
            count(*) filter (where state = 'completed') as completed,
            count(*) filter (where state = 'failed') as failed,
            avg(extract(epoch from (updated_at - started_at))) filter (where state = 'completed') as run_sec,
            extract(epoch from (max(updated_at) - min(started_at))) as span_sec,
            sum(greatest(attempts - 1, 0)) as retries
       from job_runs group by handler, queue order by queue, handler`,
  );
  return list.map((r) => ({
    handler: String(r.handler),
    queue: String(r.queue),
    completed: num(r.completed),
    failed: num(r.failed),
    retries: num(r.retries),
    runSec: num(r.run_sec),
    perSec: num(r.span_sec) > 0 ? num(r.completed) / num(r.span_sec) : 0,
  }));
}

/** What OCR made of the screenshots (read, unreadable, ...): how many readings of each state. */
export async function readingStates(orm: MikroORM) {
  const list = await rows(orm, 'select state, count(*) as n from screenshot_readings group by state order by state');
  return Object.fromEntries(list.map((r) => [String(r.state), num(r.n)]));
}

/**
 * Nothing lost, nothing done twice. Against what the visitors were told (201 answers) and what the
 * admins validated: every enrolment is in the database once; every event dispatched; every job of
 * every event's fan-out present once and completed; every intern's registration mail and every
 * validated intern's offer letter (one PDF document, one mail) logged as sent exactly once; and the
 * SMTP sink received each logged mail exactly once (by Message-ID), no mail it received is unlogged,
 * and per intern exactly the mails expected (the offer letter's with its PDF).
 */
export async function integrity(
  orm: MikroORM,
  opts: { registeredEmails: string[]; triedEmails: string[]; validatedIds: number[]; sink: SunkMail[] },
) {
  const problems: string[] = [];
  const students = await rows(orm, `select id, email from students where email like 'season-%@example.in'`);
  const byEmail = new Map<string, number[]>();
  for (const s of students) byEmail.set(String(s.email), [...(byEmail.get(String(s.email)) ?? []), num(s.id)]);
  const missing = opts.registeredEmails.filter((e) => !byEmail.has(e));
  if (missing.length)
    problems.push(`${missing.length} enrolments answered 201 but are not in the database (e.g. ${missing[0]})`);
  const twice = [...byEmail.entries()].filter(([, ids]) => ids.length > 1);
  if (twice.length) problems.push(`${twice.length} e-mails enrolled more than once`);
  const registered = new Set(opts.registeredEmails);
  // A registration whose answer the visitor never got (a timeout) may still have been stored: counted, not a fault.
  const storedUnanswered = students.filter((s) => !registered.has(String(s.email))).length;
  const tried = new Set(opts.triedEmails);
  const strangers = students.filter((s) => !tried.has(String(s.email))).length;
  if (strangers) problems.push(`${strangers} students in the database that no visitor sent`);

  const [ev] = await rows(
    orm,
    'select count(*) filter (where dispatched_at is null) as undispatched, count(*) as n from events',
  );
  if (num(ev?.undispatched)) problems.push(`${num(ev?.undispatched)} events never dispatched`);

  // Each event's fan-out: the handlers its type names, each exactly one job_runs row, completed.
  const expected: Record<string, string[]> = {
    'upload.received': ['store-upload', 'compress-screenshot', 'read-screenshot'],
    'student.registered': ['mail-registration-received', 'read-registered-screenshot'],
    'student.validated': ['offer-letter', 'mail-offer-letter'],
  };
  for (const [type, handlers] of Object.entries(expected)) {
    for (const handler of handlers) {
      const [r] = await rows(
        orm,
        `select count(*) as events,
                count(*) filter (where (select count(*) from job_runs j where j.event_id = e.id and j.handler = ?) = 0) as none,
                count(*) filter (where (select count(*) from job_runs j where j.event_id = e.id and j.handler = ?) > 1) as many,
                count(*) filter (where exists (select 1 from job_runs j where j.event_id = e.id and j.handler = ? and j.state <> 'completed')) as unfinished
           from events e where e.type = ?`,
        [handler, handler, handler, type],
      );
      if (num(r?.none)) problems.push(`${num(r?.none)} of ${num(r?.events)} ${type} events have no ${handler} job`);
      if (num(r?.many)) problems.push(`${num(r?.many)} ${type} events have more than one ${handler} job`);
      if (num(r?.unfinished)) problems.push(`${num(r?.unfinished)} ${handler} jobs not completed`);
    }
  }

  const mailCounts = async (template: string) =>
    new Map(
      (
        await rows(
          orm,
          `select student_id, count(*) as n from mail_log where template = ? and status = 'sent' group by student_id`,
          [template],
        )
      ).map((r) => [num(r.student_id), num(r.n)]),
    );
  const registrationMails = await mailCounts('mail-registration-received');
  const offerMails = await mailCounts('mail-offer-letter');
  const ids = students.map((s) => num(s.id));
  const notOnce = (m: Map<number, number>, of: number[]) => of.filter((id) => m.get(id) !== 1).length;
  if (notOnce(registrationMails, ids))
    problems.push(`${notOnce(registrationMails, ids)} interns without exactly one registration mail sent`);
  const validated = (
    await rows(orm, `select id from students where validated and email like 'season-%@example.in'`)
  ).map((r) => num(r.id));
  if (validated.length !== new Set(opts.validatedIds).size)
    problems.push(
      `${validated.length} validated in the database, ${new Set(opts.validatedIds).size} validations answered 200`,
    );
  if (notOnce(offerMails, validated))
    problems.push(`${notOnce(offerMails, validated)} validated interns without exactly one offer-letter mail sent`);
  const [docs] = await rows(
    orm,
    `select count(*) filter (where n <> 1) as wrong from (
       select s.id, (select count(*) from documents d where d.student_id = s.id and d.kind = 'offer-letter' and d.file_id is not null) as n
         from students s where s.validated and s.email like 'season-%@example.in') x`,
  );
  if (num(docs?.wrong)) problems.push(`${num(docs?.wrong)} validated interns without exactly one offer-letter PDF`);

  // The sink against the mail log.
  const logged = await rows(orm, `select message_id, recipient, template from mail_log where status = 'sent'`);
  const sunk = new Map<string, number>();
  for (const m of opts.sink) sunk.set(m.messageId, (sunk.get(m.messageId) ?? 0) + 1);
  const notReceived = logged.filter((l) => !sunk.has(String(l.message_id))).length;
  const receivedTwice = [...sunk.values()].filter((n) => n > 1).length;
  const loggedIds = new Set(logged.map((l) => String(l.message_id)));
  const unlogged = opts.sink.filter((m) => !loggedIds.has(m.messageId)).length;
  if (notReceived) problems.push(`${notReceived} mails logged as sent that the SMTP sink never received`);
  if (receivedTwice) problems.push(`${receivedTwice} Message-IDs the SMTP sink received more than once`);
  if (unlogged) problems.push(`${unlogged} mails the SMTP sink received that the mail log does not have as sent`);
  const perRecipient = new Map<string, { mails: number; pdfs: number }>();
  for (const m of opts.sink) {
    for (const to of m.recipients) {
      const c = perRecipient.get(to) ?? { mails: 0, pdfs: 0 };
      c.mails += 1;
      if (m.pdf) c.pdfs += 1;
      perRecipient.set(to, c);
    }
  }
  const validatedSet = new Set(validated);
  let wrongInbox = 0;
  for (const s of students) {
    const got = perRecipient.get(String(s.email)) ?? { mails: 0, pdfs: 0 };
    const offer = validatedSet.has(num(s.id)) ? 1 : 0;
    if (got.mails !== 1 + offer || got.pdfs !== offer) wrongInbox += 1;
  }
  if (wrongInbox)
    problems.push(
      `${wrongInbox} interns whose inbox at the SMTP sink is not exactly the registration mail (+ the offer letter with its PDF if validated)`,
    );

  return {
    problems,
    students: students.length,
    storedUnanswered,
    validated: validated.length,
    events: num(ev?.n),
    mailsSent: logged.length,
    mailsReceived: opts.sink.length,
    pdfMails: opts.sink.filter((m) => m.pdf).length,
    mailMegabytes: opts.sink.reduce((a, m) => a + m.bytes, 0) / 1e6,
  };
}
