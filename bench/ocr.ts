/**
 * OCR of payment screenshots (issue 16): 40 generated success screens (Google Pay, PhonePe, Paytm,
 * BHIM and a bank app, light and dark, varied names, amounts, UTRs and times) at 1080x2400, each read
 * by the worker's own readScreenshot (the same engine, preprocessing and parser). Measures the time per
 * picture (the model already loaded, as in a running worker) and the share read exactly.
 * `npx tsx bench/ocr.ts [count]`
 */
import { launchChromium } from '../e2e/support/browser.ts';
import { closeEngine, recognise } from '../workers/src/ocr/engine.ts';
import { readScreenshot } from '../workers/src/ocr/read.ts';
import { renderShots } from '../workers/test/screenshots/render.ts';
import { sampleShots } from '../workers/test/screenshots/sample.ts';
import { type BenchRow, runIfMain, stats } from './support.ts';

export async function run(count = Number(process.argv[2] ?? 40)): Promise<BenchRow[]> {
  const browser = await launchChromium();
  const shots = sampleShots(count);
  const pictures = await renderShots(browser, shots).finally(() => browser.close());
  // The worker loads its model once per process: warm it outside the measurement.
  await recognise(pictures[0]!, Date.now() + 60_000);
  const times: number[] = [];
  let exact = 0;
  for (const [i, shot] of shots.entries()) {
    const started = performance.now();
    const reading = await readScreenshot(pictures[i]!);
    times.push(performance.now() - started);
    if (reading.amountRupees === shot.amount && reading.utr === shot.utr) exact += 1;
    else console.log(`   missed: ${shot.layout} ${shot.theme} ${shot.amount} ${shot.utr} -> ${reading.amountRupees} ${reading.utr}`);
  }
  await closeEngine();
  const { median, p95 } = stats(times);
  const share = (exact / shots.length) * 100;
  const command = 'npx tsx bench/ocr.ts';
  return [
    { figure: `OCR of a 1080x2400 payment screenshot, p95 (${shots.length} pictures)`, goal: '<= 2.5 s', value: `${(p95 / 1000).toFixed(2)} s (median ${(median / 1000).toFixed(2)} s)`, pass: p95 <= 2500, command },
    { figure: 'Screenshots with amount and UTR read exactly', goal: '>= 95%', value: `${share.toFixed(1)}% (${exact}/${shots.length})`, pass: share >= 95, command },
  ];
}

runIfMain(import.meta.url, () => run());
