/**
 * `npx tsx bench/documents.ts`: certificate PDFs (pdfmake, vector) against the original product's
 * rasterised approach (a 1400x1000 canvas at scale 2 as a quality-1.0 JPEG in a PDF), both in the
 * same run, and screenshot compression (p95) for a 12-megapixel photo and a phone screenshot.
 */
import './quiet.ts';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { compressImage } from '../workers/src/processors/compress-screenshot.ts';
import { renderPdf } from '../workers/src/documents/pdf.ts';
import { completionCertificateDefinition, type Company, type Holder } from '../workers/src/documents/templates.ts';
import { i18nFor } from '../workers/src/i18n/catalogue.ts';
import { type BenchRow, runIfMain } from './support.ts';

const company: Company = {
  name: 'Tamil Nadu Tech Academy',
  address: 'Thillai Nagar, Tiruchirappalli, Tamil Nadu 620018, India',
  email: 'hr@example.in',
  phone: '+91 90000 00000',
};
const holder: Holder = {
  name: 'Karthik Raja',
  college: 'Bishop Heber College',
  course: 'Full Stack Development',
  startDate: '2026-06-01',
  endDate: '2026-07-15',
  durationDays: 44,
};
const facts = {
  certificateNumber: 'TNTAIN1042',
  issuedOn: '2026-07-16',
  verifyUrl: 'https://example.in/verify/' + randomBytes(24).toString('base64url'),
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function timed<T>(fn: () => Promise<T>, runs: number, warmup = 2): Promise<{ times: number[]; last: T }> {
  let last!: T;
  for (let i = 0; i < warmup; i++) last = await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    last = await fn();
    times.push(performance.now() - t0);
  }
  return { times, last };
}

/** The same certificate drawn as an SVG at 2800x2000 (the original's 1400x1000 canvas at scale 2). */
function certificateSvg(): string {
  const t = (x: number, y: number, size: number, text: string, weight = 'normal', fill = '#1f2937') =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans, Arial" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${text}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="2800" height="2000">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fdfbf5"/><stop offset="1" stop-color="#f1e7cf"/></linearGradient></defs>
  <rect width="2800" height="2000" fill="url(#g)"/>
  <rect x="60" y="60" width="2680" height="1880" fill="none" stroke="#0f5e9c" stroke-width="14"/>
  <rect x="95" y="95" width="2610" height="1810" fill="none" stroke="#b7892f" stroke-width="4"/>
  ${t(1400, 300, 56, company.name, 'bold', '#0f5e9c')}
  ${t(1400, 460, 100, 'CERTIFICATE OF INTERNSHIP', 'bold', '#b7892f')}
  ${t(1400, 620, 46, 'This is to certify that')}
  ${t(1400, 780, 110, holder.name, 'bold')}
  ${t(1400, 900, 46, `of ${holder.college}`)}
  ${t(1400, 1000, 46, `has successfully completed the internship in ${holder.course}`)}
  ${t(1400, 1080, 46, 'from 01/06/2026 to 15/07/2026, a duration of 44 days.')}
  ${t(600, 1600, 38, `Certificate No: ${facts.certificateNumber}`)}
  ${t(600, 1670, 38, 'Issued on: 16/07/2026')}
  <rect x="1250" y="1450" width="300" height="300" fill="#fff" stroke="#000" stroke-width="6"/>
  <line x1="1950" y1="1600" x2="2450" y2="1600" stroke="#1f2937" stroke-width="4"/>
  ${t(2200, 1660, 38, 'Authorised Signatory', 'bold')}
</svg>`;
}

async function rasterisedPdf(): Promise<Buffer> {
  const jpeg = await sharp(Buffer.from(certificateSvg())).jpeg({ quality: 100, chromaSubsampling: '4:4:4' }).toBuffer();
  return renderPdf({
    pageSize: { width: 1400, height: 1000 },
    pageMargins: 0,
    content: [{ image: `data:image/jpeg;base64,${jpeg.toString('base64')}`, width: 1400, height: 1000 }],
  });
}

/** A photo-like 12 MP JPEG: smooth shapes with sensor-like grain, as a phone camera sends. */
export async function photo12mp(): Promise<Buffer> {
  const low = await sharp(randomBytes(160 * 120 * 3), { raw: { width: 160, height: 120, channels: 3 } })
    .resize(4000, 3000, { kernel: 'cubic' })
    .blur(8)
    .raw()
    .toBuffer();
  const grain = randomBytes(low.length);
  for (let i = 0; i < low.length; i++) low[i] = Math.max(0, Math.min(255, low[i]! + ((grain[i]! % 17) - 8)));
  return sharp(low, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A 1080x2400 phone screenshot of a UPI payment screen (flat colours, text), as PNG. */
async function phoneScreenshot(): Promise<Buffer> {
  const rows = Array.from(
    { length: 14 },
    (_, i) =>
      `<rect x="60" y="${700 + i * 110}" width="960" height="80" rx="16" fill="${i % 2 ? '#eef2ff' : '#f8fafc'}"/><text x="90" y="${752 + i * 110}" font-size="38" font-family="DejaVu Sans" fill="#111">Transaction detail ${i + 1}: ₹499.00 UPI Ref 4123${i}5678901</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="2400"><rect width="1080" height="2400" fill="#ffffff"/><rect width="1080" height="120" fill="#1a73e8"/><circle cx="540" cy="400" r="140" fill="#34a853"/><text x="540" y="620" font-size="64" text-anchor="middle" font-family="DejaVu Sans" fill="#111">Payment successful</text>${rows}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const COMMAND = 'npx tsx bench/documents.ts';

export async function run(): Promise<BenchRow[]> {
  const vector = await timed(
    () => renderPdf(completionCertificateDefinition(i18nFor('en'), company, holder, facts)),
    20,
  );
  const raster = await timed(rasterisedPdf, 5, 1);
  const photo = await photo12mp();
  const screenshot = await phoneScreenshot();
  const photoRuns = await timed(() => compressImage(photo), 15, 1);
  const shotRuns = await timed(() => compressImage(screenshot), 15, 1);

  const vectorMs = median(vector.times);
  const ratio = raster.last.length / vector.last.length;
  const photoP95 = p95(photoRuns.times);
  const shotP95 = p95(shotRuns.times);
  const out = (r: typeof photoRuns.last) =>
    `${kb(r.data.length)} ${r.width}x${r.height} q${r.quality}, ${r.steps} encodes`;
  return [
    {
      figure: 'Certificate PDF, pdfmake vector (warm, 20 renders)',
      goal: 'median <= 100 ms, <= 60 KB',
      value: `median ${vectorMs.toFixed(0)} ms, p95 ${p95(vector.times).toFixed(0)} ms, ${kb(vector.last.length)}`,
      pass: vectorMs <= 100 && vector.last.length <= 60 * 1024,
      command: COMMAND,
    },
    {
      figure: 'Certificate PDF size, rasterised 2800x2000 JPEG q1.0 (the original approach) / vector',
      goal: '>= 5x',
      value: `${ratio.toFixed(1)}x (${kb(raster.last.length)} / ${kb(vector.last.length)}; raster median ${median(raster.times).toFixed(0)} ms)`,
      pass: ratio >= 5,
      command: COMMAND,
    },
    {
      figure: `Screenshot compression, 12 MP photo JPEG (${kb(photo.length)}), 15 runs`,
      goal: 'p95 <= 1 s',
      value: `median ${median(photoRuns.times).toFixed(0)} ms, p95 ${photoP95.toFixed(0)} ms -> ${out(photoRuns.last)}`,
      pass: photoP95 <= 1000,
      command: COMMAND,
    },
    {
      figure: `Screenshot compression, 1080x2400 phone PNG (${kb(screenshot.length)}), 15 runs`,
      goal: 'p95 <= 150 ms',
      value: `median ${median(shotRuns.times).toFixed(0)} ms, p95 ${shotP95.toFixed(0)} ms -> ${out(shotRuns.last)}`,
      pass: shotP95 <= 150,
      command: COMMAND,
    },
  ];
}

runIfMain(import.meta.url, run, () =>
  console.log(`\nNode ${process.version}; sharp concurrency ${sharp.concurrency()}`),
);
