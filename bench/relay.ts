/**
 * The outbox relay: throughput (events/s dispatched into BullMQ) and commit-to-job-active latency.
 *   npx tsx bench/relay.ts
 */
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { recordEvent } from '../backend/src/events/record-event.ts';
import { queueNames } from '../backend/src/queues/fan-out.ts';
import { openWorkerRedis } from '../backend/src/redis.ts';
import { Relay } from '../workers/src/relay.ts';
import { startWorkerSet } from '../workers/src/runtime/workers.ts';
import { latencyNumbers, rateNumbers } from './figures.ts';
import { benchDatabase, type BenchOptions, type BenchRow, runIfMain, stats } from './support.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';
process.env.LOG_LEVEL ??= 'silent';

export async function run(opts: BenchOptions = {}): Promise<BenchRow[]> {
  const { orm, url } = await benchDatabase('enrolment_bench_relay');
  const prefix = `bench-${randomBytes(3).toString('hex')}`;
  const rows: BenchRow[] = [];
  try {
    // Throughput: 20,000 committed events (5,000 in the short run), one relay, no workers consuming.
    const total = opts.short ? 5_000 : 20_000;
    await orm.em.fork().transactional(async (tx) => {
      for (let i = 1; i <= total; i++)
        recordEvent(tx, 'referrer.registered', { type: 'referrer', id: i }, { referrerId: i }, 'visitor');
    });
    const connection = openWorkerRedis(REDIS_URL);
    const queues = Object.fromEntries(queueNames.map((n) => [n, new Queue(n, { connection, prefix })])) as never;
    const relay = new Relay({ databaseUrl: url, queues, batchSize: 500 });
    const started = performance.now();
    while ((await relay.dispatchBatch()) > 0);
    const seconds = (performance.now() - started) / 1000;
    const perSecond = Math.round(total / seconds);
    await relay.stop();
    for (const q of Object.values(queues as Record<string, Queue>)) await q.obliterate({ force: true });
    rows.push({
      figure: `Relay throughput (${total.toLocaleString('en')} events, batches of 500)`,
      goal: '>= 1,000 events/s',
      value: `${perSecond.toLocaleString('en')} events/s`,
      pass: perSecond >= 1000,
      command: 'npx tsx bench/relay.ts',
      id: 'relay.throughput',
      numbers: rateNumbers(perSecond, 'events/s'),
    });

    // Latency: one event at a time, committed while the relay and workers idle; measured from the
    // commit returning to the processor starting.
    const committedAt = new Map<number, number>();
    const latencies: number[] = [];
    const set = await startWorkerSet({
      orm,
      databaseUrl: url,
      redisUrl: REDIS_URL,
      prefix: `${prefix}l`,
      processors: [
        {
          handler: 'mail-contact',
          run: async (ctx) => {
            latencies.push(performance.now() - committedAt.get(ctx.data.eventId)!);
          },
        },
      ],
    });
    await new Promise((r) => setTimeout(r, 500));
    const samples = opts.short ? 150 : 300;
    for (let i = 0; i < samples; i++) {
      const id = await orm.em.fork().transactional(async (tx) => {
        const e = recordEvent(
          tx,
          'contact.received',
          { type: 'contact_message', id: i },
          { contactMessageId: i },
          'visitor',
        );
        await tx.flush();
        return e.id;
      });
      committedAt.set(id, performance.now());
      await new Promise((r) => setTimeout(r, 15));
    }
    const deadline = Date.now() + 30_000;
    while (latencies.length < samples && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await set.close();
    for (const q of Object.values(set.queues)) await q.obliterate({ force: true }).catch(() => undefined);
    connection.disconnect();
    const s = stats(latencies);
    rows.push({
      figure: `Commit to job active (${s.n} events, idle machine)`,
      goal: 'p99 <= 50 ms',
      value: `median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms`,
      pass: s.p99 <= 50 && s.n === samples,
      command: 'npx tsx bench/relay.ts',
      id: 'relay.commit-to-active',
      numbers: latencyNumbers(s),
    });
  } finally {
    await orm.close();
  }
  return rows;
}

runIfMain(import.meta.url, run);
