/**
 * The admission season on one machine: `npm run loadtest [-- --rate 6 --duration 300 ...]`.
 *
 * Starts its own stack (bench/loadtest/stack.ts: own database, own Redis prefix, the API and worker
 * processes, an SMTP sink), then drives it with an open model (requests start on schedule whether or
 * not earlier ones finished): enrolments at --rate a second, each the registration page's requests with
 * a 1-5 MB payment screenshot (bench/loadtest/flows.ts), which set off compression, OCR and mails;
 * the enrolled interns' dashboards refreshing at --dashboard-rate; the admins' list, pending queue and
 * search at --admin-rate; and validations at --validate-rate (each a signed offer-letter PDF and its
 * mail). Then it waits for the queues to drain and checks in the database and the SMTP sink that
 * nothing was lost or done twice. Prints a report (and writes it to --out).
 * Run it under `flock /tmp/bench.lock` on a shared machine, and note `uptime` beside its figures.
 */
import '../quiet.ts';
import { loadavg } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { stats } from '../support.ts';
import { backlogTimeline, drain, integrity, readingStates, workerRates } from './checks.ts';
import { adminRead, dashboard, enrol, validate, type Enrolled, type EnrolmentOutcome } from './flows.ts';
import { arrivals, Recorder } from './open-model.ts';
import { paymentScreenshots } from './screenshots.ts';
import { startLoadStack } from './stack.ts';

const { values: args } = parseArgs({
  options: {
    rate: { type: 'string', default: '6' },
    duration: { type: 'string', default: '300' },
    workers: { type: 'string', default: '2' },
    think: { type: 'string', default: '10' },
    'dashboard-rate': { type: 'string', default: '10' },
    'admin-rate': { type: 'string', default: '1' },
    'validate-rate': { type: 'string', default: '1' },
    'drain-timeout': { type: 'string', default: '1800' },
    out: { type: 'string', default: `/tmp/loadtest-${new Date().toISOString().slice(0, 16).replace(/[:T]/g, '')}.md` },
  },
});
const num = (name: keyof typeof args) => {
  const v = Number(args[name]);
  if (!Number.isFinite(v) || v < 0) throw new Error(`--${name} must be a number of at least 0, not ${args[name]}`);
  return v;
};
const opts = {
  rate: num('rate'),
  durationSec: num('duration'),
  workers: Math.max(1, Math.round(num('workers'))),
  thinkSec: num('think'),
  dashboardRate: num('dashboard-rate'),
  adminRate: num('admin-rate'),
  validateRate: num('validate-rate'),
  drainTimeoutSec: num('drain-timeout'),
};

/** CPU seconds a process has used (user + system), from /proc: what the API and each worker cost. */
function cpuSeconds(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
const f2 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '-');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  const lines: string[] = [];
  const say = (s = '') => {
    lines.push(s);
    console.log(s);
  };
  const loadAtStart = load();
  console.log(`rendering payment screenshots (Chromium)...`);
  const shots = await paymentScreenshots(24);
  console.log(`starting the stack (API + ${opts.workers} worker processes)...`);
  const stack = await startLoadStack({ workers: opts.workers });
  const { base, orm } = stack;
  const rec = new Recorder();
  const outcomes: EnrolmentOutcome[] = [];
  const sessions: Enrolled[] = [];
  const toValidate: number[] = [];
  const validatedIds: number[] = [];
  const durationMs = opts.durationSec * 1000;
  const cpu0 = {
    api: cpuSeconds(stack.api.child?.pid),
    workers: stack.workers.map((w) => cpuSeconds(w.child?.pid)),
    self: process.cpuUsage(),
  };
  try {
    const t0 = performance.now();
    const timeline = backlogTimeline(orm, t0);
    const progress = setInterval(() => {
      const done = outcomes.filter((o) => o.registered).length;
      const last = timeline.samples.at(-1);
      console.log(
        `  ${Math.round((performance.now() - t0) / 1000)} s: ${outcomes.length} enrolments finished (${done} registered), ${validatedIds.length} validated; backlog ${JSON.stringify(last?.queues ?? {})}; load ${load()}`,
      );
    }, 30_000);

    const [enrolments, dashboards, admins, validations] = await Promise.all([
      arrivals(opts.rate, durationMs, async (i) => {
        const o = await enrol(base, rec, i + 1, shots[i % shots.length]!, opts.thinkSec * 1000);
        outcomes.push(o);
        if (o.student) {
          sessions.push(o.student);
          toValidate.push(o.student.studentId);
        }
      }),
      arrivals(opts.dashboardRate, durationMs, async () => {
        const s = sessions[Math.floor(Math.random() * sessions.length)];
        if (s) await dashboard(base, rec, s);
      }),
      arrivals(opts.adminRate, durationMs, (i) => adminRead(base, rec, stack.adminCookie, i)),
      arrivals(opts.validateRate, durationMs, async () => {
        const id = toValidate.shift();
        if (id !== undefined && (await validate(base, rec, stack.adminCookie, id))) validatedIds.push(id);
      }),
    ]);
    clearInterval(progress);
    const loadEnd = performance.now();
    const loadAtEnd = load();
    const cpu1 = {
      api: cpuSeconds(stack.api.child?.pid),
      workers: stack.workers.map((w) => cpuSeconds(w.child?.pid)),
      self: process.cpuUsage(cpu0.self),
    };

    console.log('load over; waiting for the queues to drain...');
    const drained = await drain(orm, opts.drainTimeoutSec * 1000, (left) =>
      console.log(
        `  ${Math.round((performance.now() - loadEnd) / 1000)} s after the load: ${left} outstanding; load ${load()}`,
      ),
    );
    await timeline.stop();
    const cpu2 = { workers: stack.workers.map((w) => cpuSeconds(w.child?.pid)) };
    // Mails delivered a moment ago may still be in the sink's hands.
    await new Promise((r) => setTimeout(r, 2000));

    const wallSec = (loadEnd - t0) / 1000;
    const registered = outcomes.filter((o) => o.registered);
    say(
      `# Load test: ${opts.rate} enrolments/s for ${opts.durationSec} s (${new Date().toISOString().slice(0, 16)} UTC)`,
    );
    say();
    say(
      `Settings: ${opts.workers} worker processes; form filled in ${opts.thinkSec} s after the upload (status polled every 700 ms); dashboards ${opts.dashboardRate}/s (3 requests each), admin reads ${opts.adminRate}/s, validations ${opts.validateRate}/s. Screenshots ${shots.length} distinct, ${f1(Math.min(...shots.map((s) => s.file.length)) / 1e6)}-${f1(Math.max(...shots.map((s) => s.file.length)) / 1e6)} MB (mean ${f1(shots.reduce((a, s) => a + s.file.length, 0) / shots.length / 1e6)} MB).`,
    );
    say(
      `Load average (1/5/15 min): ${loadAtStart} before, ${loadAtEnd} at the end of the load, ${load()} after the drain. \`nproc\`: 2.`,
    );
    const lag = stats([...enrolments.lagMs, ...dashboards.lagMs, ...admins.lagMs, ...validations.lagMs]);
    say(
      `Arrivals started: ${enrolments.started} enrolments, ${dashboards.started} dashboard refreshes, ${admins.started} admin reads, ${validations.started} validation slots; generator lag behind schedule p99 ${f1(lag.p99)} ms. Load phase took ${f1(wallSec)} s (until the last arrival's requests finished).`,
    );
    say();
    say('## Requests (every request, failed ones included)');
    say();
    say('| step | requests | p50 ms | p95 ms | p99 ms | max ms | errors |');
    say('|---|---|---|---|---|---|---|');
    for (const s of rec.summary()) {
      const errs = Object.entries(s.errors)
        .map(([k, n]) => `${n} x ${k}`)
        .join(', ');
      say(`| ${s.step} | ${s.n} | ${f1(s.p50)} | ${f1(s.p95)} | ${f1(s.p99)} | ${f1(s.max)} | ${errs || '0'} |`);
    }
    say();
    const health = rec.steps.get('GET /api/health') ?? [];
    say(
      `Warm-ups that failed (the page shows a toast, the visitor goes on): ${health.filter((x) => !x.ok).length} of ${health.length}.`,
    );
    const failures = new Map<string, number>();
    for (const o of outcomes) if (o.failure) failures.set(o.failure, (failures.get(o.failure) ?? 0) + 1);
    say(
      `Enrolments: ${registered.length} of ${outcomes.length} registered (201); signed in and dashboard seen: ${sessions.length}; screenshot compressed before the form was sent: ${outcomes.filter((o) => o.compressedBeforeSubmit).length}.`,
    );
    if (failures.size) say(`Stopped at: ${[...failures.entries()].map(([k, n]) => `${n} x ${k}`).join('; ')}.`);
    say(`Validations answered 200: ${validatedIds.length}.`);
    say();
    say('## CPU used during the load phase');
    say();
    const apiCpu = cpu1.api - cpu0.api;
    say(
      `API process ${f1(apiCpu)} s (${f2(apiCpu / wallSec)} cores); workers ${cpu1.workers.map((c, i) => f1(c - cpu0.workers[i]!)).join(' + ')} s (${f2(cpu1.workers.reduce((a, c, i) => a + c - cpu0.workers[i]!, 0) / wallSec)} cores); load generator ${f1((cpu1.self.user + cpu1.self.system) / 1e6)} s (${f2((cpu1.self.user + cpu1.self.system) / 1e6 / wallSec)} cores). Workers during the drain: ${cpu2.workers.map((c, i) => f1(c - cpu1.workers[i]!)).join(' + ')} s.`,
    );
    say();
    say('## Queues');
    say();
    say(
      drained.ms === undefined
        ? `NOT drained within ${opts.drainTimeoutSec} s after the load: ${drained.left.total} outstanding (${drained.left.undispatched} undispatched events, ${JSON.stringify(drained.left.queues)}).`
        : `Drained ${f1(drained.ms / 1000)} s after the load ended (load phase ${f1(wallSec)} s).`,
    );
    say();
    say('Backlog (jobs not completed, by queue; every 30 s):');
    say();
    say(
      '| s | undispatched | ' +
        ['uploads', 'images', 'ocr', 'documents', 'mail'].join(' | ') +
        ' | PostgreSQL sessions active / open |',
    );
    say('|---|---|---|---|---|---|---|---|');
    for (const s of timeline.samples.filter((_, i) => i % 3 === 0))
      say(
        `| ${s.atSec} | ${s.undispatched} | ${['uploads', 'images', 'ocr', 'documents', 'mail'].map((q) => s.queues[q] ?? 0).join(' | ')} | ${s.pgActive} / ${s.pgConnections} |`,
      );
    say();
    say('Worker throughput by job kind (completions over first start to last end; all kinds share the machine):');
    say();
    say('| handler | queue | completed | failed | retried | mean run s | jobs/s sustained |');
    say('|---|---|---|---|---|---|---|');
    for (const r of await workerRates(orm))
      say(
        `| ${r.handler} | ${r.queue} | ${r.completed} | ${r.failed} | ${r.retries} | ${f2(r.runSec)} | ${f2(r.perSec)} |`,
      );
    say();
    say(`OCR readings by state: ${JSON.stringify(await readingStates(orm))}.`);
    say();
    say('## Nothing lost, nothing done twice');
    say();
    const check = await integrity(orm, {
      registeredEmails: registered.map((o) => o.email),
      triedEmails: outcomes.map((o) => o.email),
      validatedIds,
      sink: stack.sink.received,
    });
    say(
      `${check.students} students in the database (${check.storedUnanswered} stored although the visitor got no 201), ${check.validated} validated, ${check.events} events; mail log ${check.mailsSent} sent, SMTP sink ${check.mailsReceived} received (${check.pdfMails} with a PDF, ${f1(check.mailMegabytes)} MB).`,
    );
    say(
      check.problems.length === 0
        ? 'All checks passed: every enrolment once, every job of every event once and completed, every expected mail received exactly once.'
        : `PROBLEMS:\n${check.problems.map((p) => `- ${p}`).join('\n')}`,
    );
    say();
    const settingsWarnings = stack.logLines().filter((l) => l.includes('maxmemory-policy') || l.includes('appendonly'));
    const msgOf = (line: string) => {
      const quoted = /"msg":("(?:[^"\\]|\\.)*")/.exec(line)?.[1];
      return quoted ? (JSON.parse(quoted) as string) : line;
    };
    say(
      `Redis settings check at start: ${settingsWarnings.length ? [...new Set(settingsWarnings.map(msgOf))].join(' / ') : 'no warning (noeviction, AOF on)'}.`,
    );
    say(`Process logs (warn level): ${stack.logDir}`);
    writeFileSync(args.out!, `${lines.join('\n')}\n`);
    console.log(`\nreport written to ${args.out}`);
    const passed = check.problems.length === 0 && drained.ms !== undefined;
    process.exitCode = passed ? 0 : 1;
  } finally {
    await stack.stop();
  }
}

main()
  .then(() => process.exit(process.exitCode ?? 0))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
