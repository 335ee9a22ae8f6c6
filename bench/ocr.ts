/**
 * OCR of payment screenshots (docs/PAYMENTS.md): 40 generated success screens (Google Pay, PhonePe, Paytm,
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

/** `count` comes from the caller only: under `npm run bench` the program's arguments are benchmark names, not a count. */
export async function run(count = 40): Promise<BenchRow[]> {
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`The picture count must be a whole number of at least 1, not ${count}`);
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
    else
      console.log(
        `   missed: ${shot.layout} ${shot.theme} ${shot.amount} ${shot.utr} -> ${reading.amountRupees} ${reading.utr}`,
      );
  }
  await closeEngine();
  const { median, p95 } = stats(times);
  const share = (exact / shots.length) * 100;
  const command = 'npx tsx bench/ocr.ts';
  return [
    {
      figure: `OCR of a 1080x2400 payment screenshot, p95 (${shots.length} pictures)`,
      goal: '<= 2.5 s',
      value: `${(p95 / 1000).toFixed(2)} s (median ${(median / 1000).toFixed(2)} s)`,
      pass: p95 <= 2500,
      command,
    },
    {
      figure: 'Screenshots with amount and UTR read exactly',
      goal: '>= 95%',
      value: `${share.toFixed(1)}% (${exact}/${shots.length})`,
      pass: share >= 95,
      command,
    },
  ];
}

// The count on the command line is read only when this file is the program (`npx tsx bench/ocr.ts 10`).
runIfMain(import.meta.url, () => run(process.argv[2] === undefined ? undefined : Number(process.argv[2])));
