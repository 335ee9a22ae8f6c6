import { StoredFile } from 'backend/entities/index';
import { closeEngine } from '../ocr/engine.ts';
import { READING_DEADLINE_MS, readScreenshot } from '../ocr/read.ts';
import type { JobContext, Processor } from '../runtime/processor.ts';

/**
 * What the payment screenshot says (issue 16, item 2): OCR of the upload as received, never the
 * compressed copy (which loses digits), stored in screenshot_readings under the upload's id. A picture
 * OCR cannot read is a result ('unreadable'), not a failure: the enrolment stays pending and the admin
 * sees 'could not read the screenshot'; so is a reading past its deadline (issue 25, item 3). Idempotent:
 * a second run rewrites the same row.
 */
async function run(ctx: JobContext, deadlineMs: number) {
  const uploadId = ctx.data.payload.fileId;
  if (typeof uploadId !== 'string') return { state: 'unreadable' };
  const raw = await ctx.em.findOne(StoredFile, { id: uploadId, purpose: 'screenshot-raw' }, { populate: ['data'] });
  // Purged (an abandoned upload) before its turn came: nothing to read, nothing to keep.
  if (!raw) return { state: 'gone' };
  await ctx.progress(10);
  const reading = await readScreenshot(Buffer.from(raw.data as Uint8Array), deadlineMs);
  await ctx.progress(90);
  await ctx.em.getConnection().execute(
    `insert into screenshot_readings (upload_id, state, amount_rupees, utr, payee, status, paid_at, reference, confidence, read_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, now())
     on conflict (upload_id) do update set state = excluded.state, amount_rupees = excluded.amount_rupees, utr = excluded.utr,
       payee = excluded.payee, status = excluded.status, paid_at = excluded.paid_at, reference = excluded.reference,
       confidence = excluded.confidence, read_at = excluded.read_at`,
    [uploadId, reading.state, reading.amountRupees, reading.utr, reading.payee, reading.status, reading.paidAt, reading.reference, reading.confidence],
  );
  // The job's result is what the registration form may pre-fill: the UTR and the amount, no more.
  return { state: reading.state, utr: reading.utr, amountRupees: reading.amountRupees };
}

/**
 * The processor with its reading deadline (tests give a short one). A graceful stop aborts a reading
 * under way (`abort`) instead of waiting for it: the job fails this attempt and the next process reads it.
 */
export function readScreenshotWithin(deadlineMs: number): Processor {
  return { handler: 'read-screenshot', run: (ctx) => run(ctx, deadlineMs), abort: closeEngine };
}

export const readScreenshotProcessor = readScreenshotWithin(READING_DEADLINE_MS);
