/**
 * From an admin validating a student (HTTP POST /api/admin/students/:id/validate on the real app) to
 * the offer-letter mail, PDF attached, arriving at an SMTP server started here. The relay and the real
 * workers run in this process; 30 validations, one every 250 ms.
 *   npx tsx bench/validation-to-mail.ts
 */
import './quiet.ts';
import { startMailBench } from './mail-bench.ts';
import { type BenchRow, runIfMain, stats } from './support.ts';

const VALIDATIONS = 30;
const SPACING_MS = 250;

export async function run(): Promise<BenchRow[]> {
  const bench = await startMailBench('mail');
  try {
    const { app, smtp, cookie } = bench;
    await new Promise((r) => setTimeout(r, 500));

    const sentAt = new Map<string, number>();
    const failures: string[] = [];
    const posts: Promise<void>[] = [];
    for (let i = 1; i <= VALIDATIONS; i++) {
      const id = i * 7;
      const email = `intern-${id}@example.in`;
      sentAt.set(email, performance.now());
      posts.push(
        fetch(`${app.url}/api/admin/students/${id}/validate`, { method: 'POST', headers: { cookie } }).then(
          async (res) => {
            if (res.status !== 200) failures.push(`${id}: ${res.status} ${await res.text()}`);
          },
        ),
      );
      await new Promise((r) => setTimeout(r, SPACING_MS));
    }
    await Promise.all(posts);
    if (failures.length) throw new Error(`validations refused: ${failures.join('; ')}`);
    const deadline = Date.now() + 60_000;
    while ([...sentAt.keys()].some((e) => !smtp.arrived.has(e)) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));

    const latencies = [...sentAt].flatMap(([email, t0]) => {
      const got = smtp.arrived.get(email);
      return got ? [got.at - t0] : [];
    });
    const s = stats(latencies);
    const sizes = [...smtp.arrived.values()].map((a) => a.bytes);
    const kib = sizes.length ? Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length / 1024) : 0;
    return [
      {
        figure: `Admin validation to offer-letter mail received (${VALIDATIONS} validations, one every ${SPACING_MS} ms)`,
        goal: 'p95 <= 3 s',
        value:
          `median ${(s.median / 1000).toFixed(2)} s, p95 ${(s.p95 / 1000).toFixed(2)} s, max ${(Math.max(...latencies) / 1000).toFixed(2)} s; ` +
          `${s.n}/${VALIDATIONS} mails, ~${kib} KiB each`,
        pass: s.n === VALIDATIONS && s.p95 <= 3000,
        command: 'npx tsx bench/validation-to-mail.ts',
      },
    ];
  } finally {
    await bench.close();
  }
}

runIfMain(import.meta.url, run);
