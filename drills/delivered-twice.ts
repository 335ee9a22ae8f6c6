/**
 * Drill 3: the same job delivered twice, against real worker processes. An intern is validated (offer
 * letter, then its mail); a referrer (confirmed through the link of their mail) has three referrals validated, the admin runs the payout and
 * marks it paid (the statement mail). Then each of those jobs is delivered again the ways at-least-once
 * delivery can bring it back:
 *   - added again with the same id while BullMQ still holds it (the relay re-dispatching): ignored;
 *   - removed and added again with the same id (Redis lost it; the relay or an operator re-adds it):
 *     the processor runs again and must find its work done;
 *   - the offer letter and the payout run copied under two fresh ids: refused without running (no
 *     event gives those ids, and the workers run only a job an event or a schedule made); the same payout asked for twice at once by the admin (two
 *     events: two workers running the same work at once).
 * Checks: one offer letter (same verification token, one stored PDF), one offer-letter mail, one
 * payout (three items, 210 rupees), one statement mail, and no second message in the outbox.
 * A mail's "once" is per job id (mail_log.job_id) by design; a fresh id for a mail is a resend, so
 * mails are only re-delivered under their own id here.
 *   npm run drill -- twice
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Queue, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { simpleParser } from 'mailparser';
import sharp from 'sharp';
import { todayInIndia } from 'shared/dates';
import { drillRegistration } from './stack.ts';
import { poll, startStack, type Stack } from './support.ts';
import type { DrillResult } from './types.ts';

let ipCounter = 0;
const nextIp = () => `10.33.0.${++ipCounter}`;

async function post(stack: Stack, path: string, body: unknown) {
  const res = await fetch(stack.base + path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function enrol(stack: Stack, i: number, image: Buffer, referralCode?: string): Promise<number> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'pay.png');
  const up = await fetch(`${stack.base}/api/uploads`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': nextIp() },
  });
  const { uploadId } = (await up.json()) as { uploadId: string };
  await post(stack, '/api/registrations', {
    ...drillRegistration('Twice', i, { phoneBase: 300000000, uploadId, utr: `TWICE${String(i).padStart(8, '0')}` }),
    ...(referralCode ? { referralCode } : {}),
  });
  return stack.n(`select id from students where email = $1`, [`twice-${i}@example.in`]);
}

/** The referrer opens the link of their confirmation mail (an .eml in the outbox) and gets their code. */
async function confirmFromOutbox(stack: Stack): Promise<string> {
  const dir = stack.env.MAIL_OUTBOX_DIR!;
  // The outbox's file appears before it is whole: read it again until its link is there.
  const token = await poll(
    async () => {
      const file = readdirSync(dir).find((f) => f.endsWith('-mail-referral-confirm.eml'));
      if (!file) return undefined;
      const mail = await simpleParser(readFileSync(join(dir, file)));
      return /\/referal\/confirm#token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
    },
    60_000,
    100,
  );
  if (!token) throw new Error('no confirmation link in an outbox mail within a minute');
  const confirmed = await post(stack, '/api/referrers/confirm', { token });
  return String(confirmed.referralCode);
}

const settled = (stack: Stack) =>
  poll(
    async () =>
      (await stack.n(
        `select (select count(*) from events where dispatched_at is null) + (select count(*) from job_runs where state not in ('completed', 'failed'))`,
      )) === 0,
    60_000,
    100,
  );

export async function run(): Promise<DrillResult> {
  const notes: string[] = [];
  const stack = await startStack({ workers: 2 });
  const redis = new Redis(stack.env.REDIS_URL!, { maxRetriesPerRequest: null });
  const queues = Object.fromEntries(
    ['documents', 'mail', 'schedules'].map((q) => [q, new Queue(q, { connection: redis, prefix: 'enrol' })]),
  ) as Record<string, Queue>;
  const outbox = () => readdirSync(stack.env.MAIL_OUTBOX_DIR!).filter((f) => f.endsWith('.eml')).length;
  try {
    const image = await sharp({
      create: { width: 900, height: 1600, channels: 3, background: { r: 240, g: 245, b: 250 } },
    })
      .png()
      .toBuffer();

    // The first delivery of each job, the production way.
    const intern = await enrol(stack, 1, image);
    const v = await stack.admin('POST', `/api/admin/students/${intern}/validate`);
    if (v.status !== 200) throw new Error(`validate: ${v.status}`);
    await post(stack, '/api/referrers', {
      name: 'Twice Referrer',
      phone: '8123456789',
      upiId: 'twice@okaxis',
      email: 'twice-ref@example.in',
      consent: true,
    });
    const code = await confirmFromOutbox(stack);
    for (let i = 2; i <= 4; i++) {
      const id = await enrol(stack, i, image, code);
      await stack.admin('POST', `/api/admin/students/${id}/validate`);
    }
    await settled(stack);
    const period = todayInIndia().slice(0, 7); // the referrals were validated this month
    const runRes = await stack.admin('POST', '/api/admin/payouts/run', { period });
    await settled(stack);
    const payoutId = await stack.n(
      `select p.id from payouts p join referrers r on r.id = p.referrer_id where r.code = $1 and p.period = $2`,
      [code, period],
    );
    const paid = await stack.admin('POST', `/api/admin/payouts/${payoutId}/paid`, { utr: 'UTR123456789' });
    if (paid.status !== 200) throw new Error(`paid: ${paid.status} ${JSON.stringify(paid.body)}`);
    await settled(stack);

    const eventOf = async (type: string, subject: string | number) =>
      stack.n(`select id from events where type = $1 and subject_id = $2`, [type, String(subject)]);
    const validated = await eventOf('student.validated', intern);
    const ids = {
      letter: `e${validated}-offer-letter`,
      letterMail: `e${validated}-mail-offer-letter`,
      payout: String(runRes.body.jobId),
      statement: `e${await eventOf('payout.paid', payoutId)}-mail-payout-statement`,
    };
    const token = async () =>
      (
        await stack.db.query<{ t: string }>(
          `select verification_token as t from documents where student_id = $1 and kind = 'offer-letter'`,
          [intern],
        )
      ).rows[0]?.t;
    const tokenBefore = await token();
    const mailsBefore = outbox();
    const jobs: Record<keyof typeof ids, Job> = {} as never;
    const queueOf = { letter: 'documents', letterMail: 'mail', payout: 'schedules', statement: 'mail' } as const;
    for (const k of Object.keys(ids) as (keyof typeof ids)[]) {
      const job = await queues[queueOf[k]]!.getJob(ids[k]);
      if (!job?.finishedOn) throw new Error(`${ids[k]} did not finish the first time`);
      jobs[k] = job;
    }

    // 1. The same id while BullMQ still holds the job: ignored.
    for (const k of Object.keys(ids) as (keyof typeof ids)[])
      await queues[queueOf[k]]!.add(jobs[k].name, jobs[k].data, { ...jobs[k].opts, jobId: ids[k] });
    await new Promise((r) => setTimeout(r, 1500));
    let ignored = 0;
    for (const k of Object.keys(ids) as (keyof typeof ids)[]) {
      const again = await queues[queueOf[k]]!.getJob(ids[k]);
      if (again?.processedOn === jobs[k].processedOn && again?.finishedOn === jobs[k].finishedOn) ignored++;
    }

    // 2. Removed and added again under the same id: the processors run again.
    for (const k of Object.keys(ids) as (keyof typeof ids)[]) await queues[queueOf[k]]!.remove(ids[k]);
    // The offer letter alone: its runtime re-adds the mail (removed above), which runs again too.
    for (const k of ['letter', 'payout', 'statement'] as const)
      await queues[queueOf[k]]!.add(jobs[k].name, jobs[k].data, { ...jobs[k].opts, jobId: ids[k] });
    const rerun: Record<string, Record<string, unknown> | undefined> = {};
    await poll(
      async () => {
        for (const k of Object.keys(ids) as (keyof typeof ids)[]) {
          const j = await queues[queueOf[k]]!.getJob(ids[k]);
          rerun[k] = j?.finishedOn ? (j.returnvalue as Record<string, unknown>) : undefined;
        }
        return Object.keys(ids).every((k) => rerun[k] !== undefined);
      },
      60_000,
      200,
    );

    // 3. The offer letter and the payout run copied under fresh ids (no event gives those ids): the
    // workers refuse both without running them. The same work at the same moment the
    // product's way: an admin's two payout requests at once (two events, two jobs) find nothing owed.
    const fresh = ['a', 'b'].flatMap((s) => [
      queues.documents!.add(jobs.letter.name, jobs.letter.data, {
        ...jobs.letter.opts,
        jobId: `${ids.letter}-dup-${s}`,
      }),
      queues.schedules!.add(jobs.payout.name, jobs.payout.data, {
        ...jobs.payout.opts,
        jobId: `${ids.payout}-dup-${s}`,
      }),
    ]);
    await Promise.all(fresh);
    const dupIds = ['a', 'b'].flatMap((s) => [`${ids.letter}-dup-${s}`, `${ids.payout}-dup-${s}`]);
    const dups = await poll(
      async () => {
        const { rows } = await stack.db.query<{ id: string; state: string; error_code: string | null }>(
          `select id, state, error_code from job_runs where id = any($1)`,
          [dupIds],
        );
        return rows.length === dupIds.length && rows.every((r) => r.state === 'completed' || r.state === 'failed')
          ? rows
          : undefined;
      },
      60_000,
      200,
    );
    const twice = await Promise.all([1, 2].map(() => stack.admin('POST', '/api/admin/payouts/run', { period })));
    const twiceIds = twice.map((r) => String(r.body.jobId));
    const twiceRuns = await poll(
      async () => {
        const { rows } = await stack.db.query<{ id: string; state: string; result: Record<string, unknown> | null }>(
          `select id, state, result from job_runs where id = any($1)`,
          [twiceIds],
        );
        return rows.length === 2 && rows.every((r) => r.state === 'completed' || r.state === 'failed')
          ? rows
          : undefined;
      },
      60_000,
      200,
    );
    await settled(stack);
    // Did the two requested runs really run at the same time?
    const overlap = async (queue: Queue, a: string, b: string) => {
      const [x, y] = await Promise.all([queue.getJob(a), queue.getJob(b)]);
      if (!x?.processedOn || !y?.processedOn || !x.finishedOn || !y.finishedOn) return 'unknown';
      return x.processedOn < y.finishedOn && y.processedOn < x.finishedOn ? 'overlapped' : 'one after the other';
    };
    notes.push(
      `the two payout runs asked for at once ran ${await overlap(queues.schedules!, twiceIds[0]!, twiceIds[1]!)}`,
    );

    const documents = await stack.n(`select count(*) from documents where student_id = $1`, [intern]);
    const pdfs = await stack.n(`select count(*) from files where purpose = 'document'`);
    const docsAll = await stack.n(`select count(*) from documents`);
    const tokenAfter = await token();
    const letterMails = await stack.n(
      `select count(*) from mail_log where student_id = $1 and template = 'mail-offer-letter' and status = 'sent'`,
      [intern],
    );
    const payouts = await stack.n(`select count(*) from payouts`);
    const { rows: payoutRows } = await stack.db.query<{ amount: number; referral_count: number; items: string }>(
      `select amount, referral_count, (select count(*) from payout_items pi where pi.payout_id = p.id) as items from payouts p`,
    );
    const statementMails = await stack.n(
      `select count(*) from mail_log where template = 'mail-payout-statement' and status = 'sent'`,
    );
    const mailsAfter = outbox();
    const failed = await stack.n(
      `select count(*) from job_runs where state = 'failed' and error_code is distinct from 'refused'`,
    );
    notes.push(
      `re-run results: ${Object.entries(rerun)
        .map(
          ([k, r]) =>
            `${k} ${JSON.stringify(r && { alreadySent: r.alreadySent, payoutsCreated: r.payoutsCreated, certificateNumber: r.certificateNumber })}`,
        )
        .join('; ')}`,
    );
    notes.push(`fresh-id copies: ${(dups ?? []).map((d) => `${d.id} ${d.state} ${d.error_code ?? ''}`).join('; ')}`);

    const checks = [
      {
        name: 'the same id while BullMQ holds the job is ignored',
        ok: ignored === 4,
        detail: `${ignored}/4 duplicates ignored (offer letter, its mail, payout run, statement mail)`,
      },
      {
        name: 'removed and re-added: every processor ran again',
        ok: Object.values(rerun).every((r) => r !== undefined),
        detail: `${Object.values(rerun).filter(Boolean).length}/4 ran again`,
      },
      {
        name: 'one offer letter (same QR token, one stored PDF)',
        ok: documents === 1 && tokenAfter === tokenBefore && pdfs === docsAll,
        detail: `${documents} documents for the intern, token ${tokenAfter === tokenBefore ? 'unchanged' : 'CHANGED'}, ${pdfs} PDFs for ${docsAll} documents`,
      },
      {
        name: 'one offer-letter mail',
        ok: letterMails === 1 && rerun.letterMail?.alreadySent === true,
        detail: `${letterMails} sent in mail_log; the re-run ${rerun.letterMail?.alreadySent ? 'found it sent' : 'sent again'}`,
      },
      {
        name: 'one payout (3 referrals, 210 rupees)',
        ok:
          payouts === 1 &&
          payoutRows[0]?.amount === 210 &&
          Number(payoutRows[0]?.items) === 3 &&
          rerun.payout?.payoutsCreated === 0 &&
          (twiceRuns ?? []).every((d) => d.state === 'completed' && d.result?.payoutsCreated === 0),
        detail: `${payouts} payouts, ${payoutRows[0]?.amount} rupees, ${payoutRows[0]?.items} items`,
      },
      {
        name: 'one statement mail',
        ok: statementMails === 1 && rerun.statement?.alreadySent === true,
        detail: `${statementMails} sent in mail_log`,
      },
      {
        name: 'no second message left the outbox',
        ok: mailsAfter === mailsBefore,
        detail: `${mailsBefore} -> ${mailsAfter} .eml files`,
      },
      {
        name: 'the fresh-id copies were refused without running',
        ok: dups?.length === dupIds.length && dups.every((d) => d.state === 'failed' && d.error_code === 'refused'),
        detail: `${dups?.filter((d) => d.error_code === 'refused').length ?? 0}/${dupIds.length} refused`,
      },
      { name: 'no job of the product failed', ok: failed === 0 && twiceRuns?.length === 2, detail: `${failed} failed` },
    ];
    return { name: 'the same job delivered twice', checks, notes };
  } finally {
    for (const q of Object.values(queues)) await q.close().catch(() => undefined);
    redis.disconnect();
    await stack.stop();
  }
}
