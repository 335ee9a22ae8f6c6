/**
 * 'Validate all 200 matched' on the real app (HTTP: the statement uploaded, then the validate POST),
 * to the 200th offer-letter mail, PDF attached, arriving at an SMTP server started here. The relay and
 * the real workers run in this process (bench/mail-bench.ts, as for bench/validation-to-mail.ts).
 *   npx tsx bench/reconcile.ts
 */
import './quiet.ts';
import { startMailBench } from './mail-bench.ts';
import type { BenchRow } from './support.ts';

const MATCHED = 200;

export async function runValidateAll(): Promise<BenchRow> {
  const bench = await startMailBench('reconcile_mail');
  try {
    const { app, smtp, cookie } = bench;
    await bench.orm.em
      .getConnection()
      .execute(`update students set utr = case when id <= ${MATCHED} then '8' || lpad(id::text, 11, '0') end`);
    const lines = ['date,utr,amount,narration'];
    for (let id = 1; id <= MATCHED; id++) lines.push(`2026-11-21,8${String(id).padStart(11, '0')},499,UPI internship`);
    const form = new FormData();
    form.append('file', new Blob([lines.join('\n')]), 'statement.csv');
    const imported = await fetch(`${app.url}/api/admin/statements`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    const statement = (await imported.json()) as { statement: { id: number }; matched: unknown[] };
    if (statement.matched.length !== MATCHED)
      throw new Error(`matched ${statement.matched.length}, expected ${MATCHED}`);

    const started = performance.now();
    const res = await fetch(`${app.url}/api/admin/statements/${statement.statement.id}/validate`, {
      method: 'POST',
      headers: { cookie },
    });
    const answered = (performance.now() - started) / 1000;
    if (res.status !== 202) throw new Error(`validate: ${res.status} ${await res.text()}`);
    const deadline = Date.now() + 60_000;
    while (smtp.arrived.size < MATCHED && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const seconds = (performance.now() - started) / 1000;
    return {
      figure: `'Validate all ${MATCHED} matched' to the last offer-letter mail received`,
      goal: 'every offer letter mailed within 60 s',
      value: `${smtp.arrived.size}/${MATCHED} mails in ${seconds.toFixed(1)} s (the POST answered in ${answered.toFixed(2)} s)`,
      pass: smtp.arrived.size === MATCHED && seconds <= 60,
      command: 'npx tsx bench/reconcile.ts',
    };
  } finally {
    await bench.close();
  }
}
