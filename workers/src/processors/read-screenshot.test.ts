import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { receiveUpload } from 'backend/commands/receive-upload';
import { JobRun, ScreenshotReading } from 'backend/entities/index';
import { presentUploadStatus } from 'backend/presenters/upload';
import { compressionRun, uploadReading } from 'backend/queries/uploads';
import { REDIS_URL, openCleanOrm, truncateAll, uniquePrefix, waitFor } from 'backend/test/support';
import { launchChromium } from '../../../e2e/support/browser.ts';
import { renderShots } from '../../test/screenshots/render.ts';
import type { PaymentShot } from '../../test/screenshots/layouts.ts';
import { closeEngine } from '../ocr/engine.ts';
import { startWorkerSet } from '../runtime/workers.ts';
import { compressScreenshot } from './compress-screenshot.ts';
import { readScreenshotProcessor } from './read-screenshot.ts';

let orm: MikroORM;
let close: (() => Promise<void>) | undefined;
beforeAll(async () => {
  orm = await openCleanOrm();
});
beforeEach(async () => {
  await close?.();
  await truncateAll();
  const set = await startWorkerSet({
    orm,
    databaseUrl: process.env.DATABASE_URL!,
    redisUrl: REDIS_URL,
    prefix: uniquePrefix(),
    processors: [compressScreenshot, readScreenshotProcessor],
    sweepMs: 200,
  });
  close = () => set.close();
});
afterAll(async () => {
  await close?.();
  await closeEngine();
  await orm.close();
});

const at = (iso: string) => new Date(iso);
const base = { payee: 'Tamil Nadu Edu Tech', payeeUpiId: 'tnedutech@okaxis', status: 'success' } as const;
/** One screen per app, light and dark, each with its own payer, amount, UTR, time and reference. */
const shots: PaymentShot[] = [
  {
    ...base,
    layout: 'gpay',
    theme: 'light',
    payer: 'Priya Raman',
    amount: 499,
    utr: '412345678901',
    paidAt: at('2026-11-23T05:12:00Z'),
    note: 'TN-7K3Q9P Internship',
  },
  {
    ...base,
    layout: 'phonepe',
    theme: 'dark',
    payer: 'Karthik S',
    amount: 499,
    utr: '523456789012',
    paidAt: at('2026-11-22T14:40:00Z'),
    note: 'TN-HX4MY2 Internship',
  },
  {
    ...base,
    layout: 'paytm',
    theme: 'light',
    payer: 'Divya Lakshmi',
    amount: 200,
    utr: '634567890123',
    paidAt: at('2026-11-21T09:05:00Z'),
    note: 'TN-Q8WERT Extra course',
  },
  {
    ...base,
    layout: 'bhim',
    theme: 'dark',
    payer: 'Arun Kumar',
    amount: 350,
    utr: '745678901234',
    paidAt: at('2026-11-20T18:30:00Z'),
    note: 'TN-PL6A5C Internship',
  },
  {
    ...base,
    layout: 'bank',
    theme: 'light',
    payer: 'Meena Sundaram',
    amount: 499,
    utr: '856789012345',
    paidAt: at('2026-11-19T03:59:00Z'),
    note: 'TN-MN2CV7 Internship',
    status: 'failed',
  },
];

async function uploadAndRead(data: Buffer) {
  const { uploadId } = await receiveUpload(orm.em.fork(), { data, contentType: 'image/png' });
  const reading = await waitFor(() => orm.em.fork().findOne(ScreenshotReading, { uploadId }), 60_000);
  return { uploadId, reading: reading! };
}

describe('read-screenshot (OCR of the upload as received)', () => {
  it('reads amount, UTR, payee, status, time and payment reference on each app’s success screen, light and dark', async () => {
    const browser = await launchChromium();
    const pictures = await renderShots(browser, shots).finally(() => browser.close());
    for (const [i, shot] of shots.entries()) {
      const { reading } = await uploadAndRead(pictures[i]!);
      expect({
        layout: shot.layout,
        amount: reading.amountRupees,
        utr: reading.utr,
        status: reading.status,
        payee: reading.payee,
      }).toEqual({
        layout: shot.layout,
        amount: shot.amount,
        utr: shot.utr,
        status: shot.status,
        payee: 'tnedutech@okaxis',
      });
      expect(reading.paidAt?.toISOString(), shot.layout).toBe(shot.paidAt.toISOString());
      expect(reading.reference, shot.layout).toBe(shot.note.slice(0, 9));
      expect(reading.state).toBe('read');
      expect(reading.confidence).toBeGreaterThan(0.5);
    }
    // The registration form is offered the UTR read on the first screenshot, as the upload status says it.
    const { uploadId } = await uploadAndRead(pictures[0]!);
    const em = orm.em.fork();
    await waitFor(async () => ((await compressionRun(em, uploadId))?.state === 'completed' ? true : undefined), 30_000);
    expect(
      presentUploadStatus(uploadId, await compressionRun(em, uploadId), await uploadReading(em, uploadId)).reading,
    ).toEqual({ state: 'read', utr: '412345678901' });
  });

  it("stores 'unreadable' for a picture with no payment on it, and for a file that is not a picture, without failing the job", async () => {
    const noise = await sharp(randomBytes(360 * 800 * 3), { raw: { width: 360, height: 800, channels: 3 } })
      .png()
      .toBuffer();
    const { reading } = await uploadAndRead(noise);
    expect(reading).toMatchObject({ state: 'unreadable', amountRupees: null, utr: null });
    const { reading: notPicture } = await uploadAndRead(Buffer.from('%PDF-1.4 not a picture'));
    expect(notPicture.state).toBe('unreadable');
    const runs = await orm.em.fork().find(JobRun, { handler: 'read-screenshot' });
    expect(runs.map((r) => r.state)).toEqual(['completed', 'completed']);
  });
});
