import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { receiveUpload } from 'backend/commands/receive-upload';
import { CatalogueStore } from 'backend/catalogue/store';
import { registerStudent } from 'backend/commands/register-student';
import { DomainEvent, JobRun, ScreenshotReading } from 'backend/entities/index';
import { ocrPayer } from 'backend/lib/ocr-payer';
import { jobIdFor } from 'backend/queues/fan-out';
import { studentListRow } from 'backend/queries/student-list';
import {
  REDIS_URL,
  api,
  openCleanOrm,
  startTestApp,
  truncateAll,
  uniquePrefix,
  waitFor,
  type TestApp,
} from 'backend/test/support';
import { launchChromium } from '../../../e2e/support/browser.ts';
import { renderShots } from '../../test/screenshots/render.ts';
import { OcrBudget, type OcrLimits } from '../ocr/budget.ts';
import { closeEngine } from '../ocr/engine.ts';
import { startWorkerSet } from '../runtime/workers.ts';
import { screenshotReaders, UNATTACHED_DEADLINE_MS } from './read-screenshot.ts';

/**
 * The outside review's L4, as it was done: anonymous uploads (POST /api/uploads, 20 per 15 minutes per
 * address) all fed the one OCR slot at full priority, and a picture of glyph-like noise held it for the
 * whole 30 s deadline each time, so two addresses kept OCR permanently behind and real screenshots
 * waited hours for the reading that pre-fills the UTR.
 */

let orm: MikroORM;
let screenshot: Buffer;
let slow: Buffer;
let redis: Redis;
// Not useTestApp: each test starts the app and the OCR workers together (start() below) on a fresh Redis
// prefix with the budgets and deadlines it tests, and stops both after it.
let app: TestApp | undefined;
let close: (() => Promise<void>) | undefined;
beforeAll(async () => {
  orm = await openCleanOrm();
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  const browser = await launchChromium();
  [screenshot] = (await renderShots(browser, [
    {
      layout: 'gpay',
      theme: 'light',
      payer: 'Priya Raman',
      amount: 499,
      utr: '412345678901',
      paidAt: new Date('2026-11-23T05:12:00Z'),
      note: 'TN-7K3Q9P Internship',
      payee: 'Tamil Nadu Edu Tech',
      payeeUpiId: 'tnedutech@okaxis',
      status: 'success',
    },
  ]).finally(() => browser.close())) as [Buffer];
  // A phone screen's size of grey noise: within every upload limit, and over a minute of tesseract's time.
  slow = await sharp(randomBytes(1440 * 2400), { raw: { width: 1440, height: 2400, channels: 1 } })
    .png()
    .toBuffer();
});
afterEach(async () => {
  await close?.();
  close = undefined;
  await app?.close();
  app = undefined;
});
afterAll(async () => {
  await closeEngine();
  redis.disconnect();
  await orm.close();
});

/** The API (behind one proxy, so a test can speak from several addresses) and the OCR workers, with these budgets. */
async function start(limits: OcrLimits, deadlines = { unattached: UNATTACHED_DEADLINE_MS, attached: 30_000 }) {
  await truncateAll();
  const prefix = uniquePrefix();
  const set = await startWorkerSet({
    orm,
    databaseUrl: process.env.DATABASE_URL!,
    redisUrl: REDIS_URL,
    prefix,
    processors: screenshotReaders({ deadlines, limits }),
    sweepMs: 200,
  });
  close = () => set.close();
  app = await startTestApp(orm, { REDIS_PREFIX: prefix, TRUST_PROXY_HOPS: '1' });
  return { set, prefix };
}

async function uploadFrom(address: string, data: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'payment.png');
  const res = await api(app!.url, '/api/uploads', {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': address },
  });
  expect(res.status).toBe(202);
  return res.body.uploadId as string;
}

const upload = async (data: Buffer, payer: string) =>
  (await receiveUpload(orm.em.fork(), { data, contentType: 'image/png', payer })).uploadId;
const readingOf = (uploadId: string, timeoutMs: number) =>
  waitFor(() => orm.em.fork().findOne(ScreenshotReading, { uploadId }), timeoutMs, 200);
const runTime = (run: JobRun) => run.updatedAt.getTime() - run.startedAt!.getTime();
const resultState = (run: JobRun) => (run.result as { state?: string } | null)?.state;
/** The job's run once it has completed (its reading is stored a moment before). */
const completedRun = (id: string) =>
  waitFor(() => orm.em.fork().findOne(JobRun, { id, state: 'completed' }), 30_000, 100);

let registrations = 0;
const register = (uploadId: string) =>
  registerStudent(
    orm.em.fork(),
    {
      name: 'Lakshmi',
      email: `lakshmi-${++registrations}@example.in`,
      college: 'SASTRA',
      phone: `94444${String(10000 + registrations)}`,
      startDate: '2026-06-01',
      endDate: '2026-06-30',
      department: 'EEE',
      course: 'Python Programming',
      password: 'Thanjavur-2026',
      uploadId,
    },
    new CatalogueStore(orm),
  );

describe('OCR budgets per uploader and in all', () => {
  it("charges an address the OCR seconds its uploads use: past its budget its slow uploads are skipped, each one read stops at 8 s, and another address's screenshot is read within a minute", async () => {
    // 10 s: one reading of noise (8 s) stays within it, the second passes it, the other three are skipped.
    const limits = { perAddressSec: 10, totalSec: 3600 };
    await start(limits);
    const started = Date.now();
    const slowIds: string[] = [];
    for (let i = 0; i < 5; i++) slowIds.push(await uploadFrom('198.51.100.7', slow));
    const genuineId = await uploadFrom('203.0.113.20', screenshot);

    // Before: 5 x 30 s of noise ahead of it. Now: one address's 10 s (and one reading past it).
    const reading = await readingOf(genuineId, 90_000);
    expect(reading).toMatchObject({ state: 'read', amountRupees: 499, utr: '412345678901' });
    expect(Date.now() - started).toBeLessThan(60_000);

    const runs = await waitFor(async () => {
      const done = await orm.em.fork().find(JobRun, { handler: 'read-screenshot', state: 'completed' });
      return done.length === 6 ? done : undefined;
    }, 30_000);
    const noise = runs.filter((run) => resultState(run) !== 'read');
    const read = noise.filter((run) => resultState(run) === 'unreadable');
    const skipped = noise.filter((run) => resultState(run) === 'skipped');
    expect(read.length + skipped.length).toBe(5);
    expect(read.length).toBeGreaterThanOrEqual(1);
    expect(skipped.length).toBeGreaterThanOrEqual(2);
    // An upload no registration took has the short deadline: no reading holds the slot for 30 s.
    for (const run of read) expect(runTime(run)).toBeLessThan(UNATTACHED_DEADLINE_MS + 4000);
    // All the address's readings together: its budget and at most one reading past it.
    expect(read.reduce((sum, run) => sum + runTime(run), 0)).toBeLessThan(
      (limits.perAddressSec + UNATTACHED_DEADLINE_MS / 1000 + 4) * 1000,
    );
    // A skipped upload stores nothing: its form is not pre-filled and the person types the UTR.
    const stored = await orm.em.fork().find(ScreenshotReading, { uploadId: { $in: slowIds } });
    expect(stored).toHaveLength(read.length);
  }, 150_000);

  it("reads a registration's screenshot before the anonymous uploads queued ahead of it", async () => {
    await start({ perAddressSec: 3600, totalSec: 36_000 });
    const slowIds: string[] = [];
    for (let i = 0; i < 4; i++) slowIds.push(await upload(slow, `visitor-${i}`));
    await waitFor(() => orm.em.fork().findOne(JobRun, { handler: 'read-screenshot', state: 'active' }), 30_000, 100);
    const uploadId = await upload(screenshot, 'intern');
    const student = await register(uploadId);

    const reading = await readingOf(uploadId, 60_000);
    expect(reading).toMatchObject({ state: 'read', utr: '412345678901' });
    // Only the noise already under way when the registration came was read before it.
    expect(await orm.em.fork().count(ScreenshotReading, { uploadId: { $in: slowIds } })).toBeLessThanOrEqual(1);
    const event = await orm.em
      .fork()
      .findOneOrFail(DomainEvent, { type: 'student.registered', subjectId: String(student.id) });
    expect(await completedRun(jobIdFor(event.id, 'read-registered-screenshot'))).toMatchObject({
      result: { state: 'read' },
    });
  }, 120_000);

  it("over budget, a registration's screenshot waits (the admin's list shows it not yet read) and is read once the budget frees up", async () => {
    const limits = { perAddressSec: 10, totalSec: 36_000 };
    const { set, prefix } = await start(limits);
    const address = '198.51.100.9';
    const payer = ocrPayer(address);
    await new OcrBudget(redis, prefix, limits).charge(payer, 12_000); // the address's hour is spent
    const uploadId = await uploadFrom(address, screenshot);
    const skipped = await waitFor(
      () => orm.em.fork().findOne(JobRun, { handler: 'read-screenshot', state: 'completed' }),
      30_000,
      100,
    );
    expect(skipped.result).toMatchObject({ state: 'skipped', budget: 'address' });
    const student = await register(uploadId);

    const event = await orm.em
      .fork()
      .findOneOrFail(DomainEvent, { type: 'student.registered', subjectId: String(student.id) });
    const jobId = jobIdFor(event.id, 'read-registered-screenshot');
    const job = await waitFor(
      async () => {
        const found = await set.queues.ocr.getJob(jobId);
        return (await found?.isDelayed()) ? found : undefined;
      },
      30_000,
      100,
    );
    // Delayed to the end of the address's hour, not failed; nothing read, so the admin sees "Reading the screenshot…".
    expect(job.delay).toBeGreaterThan(60_000);
    expect(await orm.em.fork().findOneOrFail(JobRun, { id: jobId })).toMatchObject({ state: 'queued' });
    expect((await studentListRow(orm.em.fork(), student.id))?.reading).toBeNull();

    // The hour passes (or Redis forgets the counter, which only lets more OCR run).
    await redis.del(`${prefix}:ocr-budget:address:${payer}`);
    await job.promote();
    expect(await readingOf(uploadId, 60_000)).toMatchObject({ state: 'read', utr: '412345678901' });
    expect((await studentListRow(orm.em.fork(), student.id))?.reading).toMatchObject({
      state: 'read',
      utr: '412345678901',
    });
    expect(await completedRun(jobId)).toMatchObject({ result: { state: 'read' } });
  }, 120_000);
});
