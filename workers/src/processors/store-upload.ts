import { storeSpooledUpload } from 'backend/commands/store-spooled-upload';
import { PermanentError, type JobContext, type Processor } from '../runtime/processor.ts';

/*
 * store-upload (upload.received): moves a screenshot's bytes from the API's spool into PostgreSQL as soon
 * as it arrives, on a queue of its own. The compression waits behind other images at peak; if the move
 * waited with it, nearly every registration (sent 10-60 s after its upload) would find its screenshot
 * still spooled and move 1-5 MB inside its own request. The compress job still moves what this job has
 * not (storeSpooledUpload is idempotent), and a registration still moves what neither has.
 */
async function run(ctx: JobContext) {
  const fileId = ctx.data.payload.fileId;
  if (typeof fileId !== 'string') throw PermanentError.of('notAnImage');
  const outcome = await storeSpooledUpload(ctx.em, fileId);
  if (outcome === 'lost') throw PermanentError.of('screenshotNotFound');
  return { stored: outcome === 'in-database' };
}

export const storeUpload: Processor = { handler: 'store-upload', run };
