import { config } from 'backend/config';
import { sql } from 'backend/db/sql';
import { rawUploadBytes } from 'backend/commands/store-spooled-upload';
import { log } from 'backend/log';
import { uploadOwnerId } from 'backend/queries/uploads';
import type { ScreenshotReading } from 'shared/payments';
import { OcrBudget, ocrLimits, type OcrLimits } from '../ocr/budget.ts';
import { closeEngine } from '../ocr/engine.ts';
import { READING_DEADLINE_MS, readScreenshot } from '../ocr/read.ts';
import { DeferredJob, type JobContext, type Processor } from '../runtime/processor.ts';

/**
 * The deadline of a reading of an upload no registration took yet. Anyone may send one (POST
 * /api/uploads) and its reading only pre-fills the form's UTR: a real screenshot takes 1-5 s, and a
 * picture made to keep tesseract busy stops here instead of at the 30 s a registration's screenshot gets.
 */
export const UNATTACHED_DEADLINE_MS = 8_000;

/** How long a reading may take: of an upload no registration took yet, and of one a registration refers to. */
export interface ReadingDeadlines {
  unattached: number;
  attached: number;
}

const deadlines = (): ReadingDeadlines => ({
  unattached: config().OCR_UNATTACHED_DEADLINE_MS ?? UNATTACHED_DEADLINE_MS,
  attached: READING_DEADLINE_MS,
});

/** The readers' settings: the deadlines, and the budgets (the configuration's unless given). */
interface ReaderOptions {
  deadlines: ReadingDeadlines;
  limits?: OcrLimits | undefined;
}

const existingReading = async (ctx: JobContext, uploadId: string) =>
  (
    await sql<{ state: ScreenshotReading['state'] }>(
      ctx.em,
      'select state from screenshot_readings where upload_id = $1::uuid',
      [uploadId],
    )
  )[0];

function budgetOf(ctx: JobContext, options: ReaderOptions): OcrBudget {
  if (!ctx.redis) throw new Error('OCR needs the worker set’s Redis for its budget');
  return new OcrBudget(ctx.redis.client, ctx.redis.prefix, options.limits ?? ocrLimits());
}

/**
 * OCR of the upload as received, never the compressed copy (which loses digits), within `deadlineMs`,
 * stored in screenshot_readings under the upload's id. A picture OCR cannot read, and a reading past its
 * deadline, is a result ('unreadable'), not a failure. The time the reading took is charged to the
 * uploading address's budget and to the total, also when the reading is aborted. Idempotent: a second
 * run rewrites the same row.
 */
async function read(
  ctx: JobContext,
  budget: OcrBudget,
  uploadId: string,
  payer: string | undefined,
  deadlineMs: number,
) {
  // From PostgreSQL, or from the API's spool if the compress job has not moved it yet (it moves, this only reads).
  const raw = await rawUploadBytes(ctx.em, uploadId);
  // Purged (an abandoned upload) before its turn came, or its spool file lost: nothing to read, nothing to keep.
  if (!raw) return undefined;
  await ctx.progress(10);
  const started = Date.now();
  let reading: ScreenshotReading;
  try {
    reading = await readScreenshot(raw, deadlineMs);
  } finally {
    await budget
      .charge(payer, Date.now() - started)
      .catch((err: unknown) =>
        log.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'could not charge an OCR reading to its budget',
        ),
      );
  }
  await ctx.progress(90);
  await ctx.em.getConnection().execute(
    `insert into screenshot_readings (upload_id, state, amount_rupees, utr, payee, status, paid_at, reference, confidence, read_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, now())
     on conflict (upload_id) do update set state = excluded.state, amount_rupees = excluded.amount_rupees, utr = excluded.utr,
       payee = excluded.payee, status = excluded.status, paid_at = excluded.paid_at, reference = excluded.reference,
       confidence = excluded.confidence, read_at = excluded.read_at`,
    [
      uploadId,
      reading.state,
      reading.amountRupees,
      reading.utr,
      reading.payee,
      reading.status,
      reading.paidAt,
      reading.reference,
      reading.confidence,
    ],
  );
  return reading;
}

/**
 * read-screenshot (upload.received): the reading that pre-fills the registration form's UTR, with the
 * short deadline and the lower priority (shared/fan-out.ts). Over the uploading address's budget or the
 * total, it is skipped: nothing is stored, the form is not pre-filled (the person types the UTR), and a
 * registration that takes the upload up later has it read then. An upload a registration took up before
 * this job's turn is left to that registration's reading.
 */
async function readUpload(ctx: JobContext, options: ReaderOptions) {
  const uploadId = ctx.data.payload.fileId;
  if (typeof uploadId !== 'string') return { state: 'unreadable' };
  const payer = typeof ctx.data.payload.payer === 'string' ? ctx.data.payload.payer : undefined;
  const done = await existingReading(ctx, uploadId);
  if (done) return { state: done.state };
  if ((await uploadOwnerId(ctx.em, uploadId)) !== null) return { state: 'left to the registration' };
  const budget = budgetOf(ctx, options);
  const check = await budget.check(payer);
  if (check.spent) {
    log.info({ uploadId, budget: check.spent }, 'OCR budget spent: the upload is not read');
    return { state: 'skipped', budget: check.spent };
  }
  const reading = await read(ctx, budget, uploadId, payer, options.deadlines.unattached);
  if (!reading) return { state: 'gone' };
  // The job's result is what the registration form may pre-fill: the UTR and the amount, no more.
  return { state: reading.state, utr: reading.utr, amountRupees: reading.amountRupees };
}

/**
 * The upload a registration event refers to: a resubmission names it, a registration's is the one the
 * student took up (students.upload_id).
 */
async function uploadOfEvent(ctx: JobContext): Promise<string | undefined> {
  const { payload } = ctx.data;
  if (typeof payload.uploadId === 'string') return payload.uploadId;
  if (typeof payload.studentId !== 'number') return undefined;
  const [row] = await sql<{ upload_id: string | null }>(ctx.em, 'select upload_id from students where id = $1', [
    payload.studentId,
  ]);
  return row?.upload_id ?? undefined;
}

/** The budget key the upload.received event recorded for the address that sent the upload (the event row, never a job, says who). */
async function payerOfUpload(ctx: JobContext, uploadId: string): Promise<string | undefined> {
  const [row] = await sql<{ payer: string | null }>(
    ctx.em,
    `select payload->>'payer' as payer from events where type = 'upload.received' and subject_type = 'file' and subject_id = $1 limit 1`,
    [uploadId],
  );
  return row?.payer ?? undefined;
}

/**
 * read-registered-screenshot (student.registered, student.payment-resubmitted): the screenshot an
 * admin will look at, read before the queued uploads (its priority), with the full deadline, unless
 * its upload was read already (an 'unreadable' reading of the upload is read again, once, in full). Over the uploading address's budget or the total, it waits (the job is
 * delayed until the budget frees up, within the hour): meanwhile the admin's list shows "Reading the
 * screenshot…" for it, as for any reading not yet made, and the registration itself is unaffected.
 */
async function readRegistered(ctx: JobContext, options: ReaderOptions) {
  const uploadId = await uploadOfEvent(ctx);
  if (!uploadId) return { state: 'gone' };
  // An 'unreadable' reading may be the unattached upload's short deadline cutting a real screenshot
  // short on a busy machine: the screenshot an admin will look at gets its one full-length reading.
  const done = await existingReading(ctx, uploadId);
  if (done && done.state !== 'unreadable') return { state: done.state };
  const payer = await payerOfUpload(ctx, uploadId);
  const budget = budgetOf(ctx, options);
  const check = await budget.check(payer);
  if (check.spent) {
    log.info(
      { uploadId, budget: check.spent, until: new Date(check.freeAt).toISOString() },
      'OCR budget spent: the reading waits',
    );
    throw new DeferredJob(check.freeAt);
  }
  const reading = await read(ctx, budget, uploadId, payer, options.deadlines.attached);
  return { state: reading?.state ?? 'gone' };
}

/**
 * The two OCR processors (tests give other deadlines and budgets). A graceful stop aborts a reading
 * under way (`abort`) instead of waiting for it: the job fails this attempt and the next process reads it.
 */
export function screenshotReaders(options: Partial<ReaderOptions> = {}): Processor[] {
  // Read when a job runs, not when the module loads: the configuration is read once the process knows what it is.
  const settings = (): ReaderOptions => ({ deadlines: options.deadlines ?? deadlines(), limits: options.limits });
  return [
    { handler: 'read-screenshot', run: (ctx) => readUpload(ctx, settings()), abort: closeEngine },
    { handler: 'read-registered-screenshot', run: (ctx) => readRegistered(ctx, settings()), abort: closeEngine },
  ];
}

/** The upload's reading alone, with its deadline (tests of the engine's deadline). */
export function readScreenshotWithin(deadlineMs: number): Processor {
  return screenshotReaders({ deadlines: { unattached: deadlineMs, attached: READING_DEADLINE_MS } })[0]!;
}

export const readScreenshotProcessor = screenshotReaders()[0]!;
