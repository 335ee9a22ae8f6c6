/**
 * Drill 5: PostgreSQL restored from a backup while Redis keeps its data (undoing a bad deploy, moving
 * to a new disk). An intern enrols and is validated; `npm run backup`; two more enrol and are validated
 * (their jobs stay known to Redis); the API and workers stop; `npm run restore` puts the backup back;
 * they start again; two new interns enrol and are validated. Before event ids came from the clock the
 * new events reused the lost ones' ids, so BullMQ ignored their jobs and the new interns got no mail.
 * Checks: every intern enrolled after the restore gets the registration mail and the offer letter,
 * each exactly once.
 *   npm run drill -- restore
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { runScript, waitForHttp } from './stack.ts';
import { poll, startStack, type Stack } from './support.ts';
import type { DrillResult } from './types.ts';

let ip = 0;

async function enrolAndValidate(stack: Stack, who: string, image: Buffer): Promise<void> {
  const addr = `10.55.0.${++ip}`;
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'pay.png');
  const up = await fetch(`${stack.base}/api/uploads`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': addr },
  });
  const { uploadId } = (await up.json()) as { uploadId: string };
  const res = await fetch(`${stack.base}/api/registrations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': addr },
    body: JSON.stringify({
      name: `Restore ${who}`,
      email: `${who}@example.in`,
      college: 'Drill College',
      phone: `9${String(500000000 + ip)}`,
      startDate: '2026-01-05',
      endDate: '2099-02-20',
      department: 'CSE',
      course: 'Full Stack Development',
      password: 'Drill#Password-2026',
      confirmPassword: 'Drill#Password-2026',
      uploadId,
      consent: true,
    }),
  });
  if (res.status !== 201) throw new Error(`registration ${who}: ${res.status} ${await res.text()}`);
  const id = await stack.n('select id from students where email = $1', [`${who}@example.in`]);
  const v = await stack.admin('POST', `/api/admin/students/${id}/validate`);
  if (v.status !== 200) throw new Error(`validate ${who}: ${v.status} ${JSON.stringify(v.body)}`);
}

const settled = (stack: Stack) =>
  poll(
    async () =>
      (await stack.n(
        `select (select count(*) from events where dispatched_at is null) + (select count(*) from job_runs where state not in ('completed', 'failed'))`,
      )) === 0,
    60_000,
    200,
  );

export async function run(): Promise<DrillResult> {
  const notes: string[] = [];
  const stack = await startStack({ workers: 2 });
  try {
    const image = await sharp({
      create: { width: 900, height: 1600, channels: 3, background: { r: 240, g: 245, b: 250 } },
    })
      .png()
      .toBuffer();
    await enrolAndValidate(stack, 'before-1', image);
    await settled(stack);

    const dir = mkdtempSync(join(tmpdir(), 'drill-backup-'));
    await runScript('backend/src/cli/backup.ts', stack.env, ['--dir', dir]);
    const [file] = readdirSync(dir);
    if (!file) throw new Error('the backup wrote no file');

    // Work the restore will undo: its jobs stay in Redis.
    for (const who of ['lost-1', 'lost-2']) await enrolAndValidate(stack, who, image);
    await settled(stack);
    const lostEvents = await stack.n('select max(id) from events');

    await stack.api.kill('SIGTERM');
    await Promise.all(stack.workers.map((w) => w.kill('SIGTERM')));
    // --force: this drill's own SQL client stays connected (idle); the API and workers are stopped.
    await runScript('backend/src/cli/restore.ts', stack.env, [join(dir, file), '--force']);
    stack.api.start();
    for (const w of stack.workers) w.start();
    await waitForHttp(`${stack.base}/api/health`);
    notes.push(
      `after the restore the newest event id is ${await stack.n('select max(id) from events')}; the lost ones went up to ${lostEvents}`,
    );

    const after = ['after-1', 'after-2'];
    for (const who of after) await enrolAndValidate(stack, who, image);
    const done = await settled(stack);

    const outbox = readdirSync(stack.env.MAIL_OUTBOX_DIR!)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => readFileSync(join(stack.env.MAIL_OUTBOX_DIR!, f), 'utf8'));
    const mailsTo = (who: string, subject: RegExp) =>
      outbox.filter((m) => m.includes(`To: ${who}@example.in`) && subject.test(m)).length;
    const counts = Object.fromEntries(
      after.map((who) => [
        who,
        { registration: mailsTo(who, /^Subject: .*regist/im), offer: mailsTo(who, /^Subject: .*offer/im) },
      ]),
    );
    const stuck = await stack.n(`select count(*) from job_runs where state not in ('completed', 'failed')`);
    return {
      name: 'restore',
      checks: [
        {
          name: 'every job after the restore ran',
          ok: Boolean(done) && stuck === 0,
          detail: `${stuck} job runs unfinished`,
        },
        {
          name: 'each intern enrolled after the restore got the registration mail and the offer letter, once each',
          ok: after.every((who) => counts[who]!.registration === 1 && counts[who]!.offer === 1),
          detail: JSON.stringify(counts),
        },
      ],
      notes,
    };
  } finally {
    await stack.stop();
  }
}
