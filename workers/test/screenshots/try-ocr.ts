import { launchChromium } from '../../../e2e/support/browser.ts';
import { closeEngine } from '../../src/ocr/engine.ts';
import { readScreenshot } from '../../src/ocr/read.ts';
import { renderShots } from './render.ts';
import { sampleShots } from './sample.ts';
const b = await launchChromium();
const shots = sampleShots(Number(process.argv[2] ?? 20));
const pics = await renderShots(b, shots);
await b.close();
let ok = 0;
for (const [i, s] of shots.entries()) {
  const t = Date.now();
  const r = await readScreenshot(pics[i]!);
  const good = r.amountRupees === s.amount && r.utr === s.utr;
  if (good) ok++;
  console.log(`${good ? 'ok ' : 'BAD'} ${Date.now() - t}ms ${s.layout} ${s.theme} want ${s.amount} ${s.utr} ${s.note.slice(0, 9)} got ${JSON.stringify(r)}`);
}
console.log(ok, '/', shots.length);
await closeEngine();
