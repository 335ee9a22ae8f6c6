import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import { uploadParams, type UploadAccepted } from 'shared/api/uploads';
import { receiveSpooledUpload } from '../../commands/receive-upload.ts';
import { badRequest, notFound, unauthorized } from '../../errors.ts';
import { clientKey } from '../../lib/client-key.ts';
import { ocrPayer } from '../../lib/ocr-payer.ts';
import { sendImage } from '../../lib/send-file.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { actorOf, policy } from '../../middlewares/policy.ts';
import { rateLimit } from '../../middlewares/rate-limit.ts';
import { uploadBudget } from '../../middlewares/upload-budget.ts';
import { sniffImageFile, spooledFile, spooledForm } from '../../middlewares/upload.ts';
import { validate } from '../../middlewares/validate.ts';
import { authorize } from '../../policies/authorize.ts';
import { presentUploadStatus } from '../../presenters/upload.ts';
import { findStudent, studentScreenshot } from '../../queries/students.ts';
import { compressedUpload, compressionRun, findUpload, uploadReading } from '../../queries/uploads.ts';
import { createRouter, type RouterDeps } from '../router.ts';

/** Uploads per address: a person may pick a file a few times; each may be 10 MB. */
export const UPLOAD_LIMIT = { points: 20, durationSec: 15 * 60 };

/** An upload this request may read: someone else's (or none) answers exactly like an unknown id. */
async function readableUpload(em: EntityManager, ctx: Context, uploadId: string) {
  const upload = await findUpload(em, uploadId);
  if (!upload) throw notFound('unknownUpload');
  authorize(actorOf(ctx), 'uploads.read', upload);
}

/**
 * POST /api/uploads, GET /api/uploads/:uploadId, GET /api/uploads/:uploadId/preview: the payment
 * screenshot while the form is filled in; GET /api/me/screenshot: the logged-in intern's own.
 */
export function uploadsRouter({ em, redis, config: cfg }: RouterDeps) {
  const router = createRouter();
  const limit = rateLimit(redis, cfg.REDIS_PREFIX, { name: 'uploads', ...UPLOAD_LIMIT });
  const bytes = uploadBudget(redis, cfg.REDIS_PREFIX);

  // The file is streamed to the spool and hashed on the way; the request stores a small row, the jobs
  // move the bytes into PostgreSQL (commands/store-spooled-upload.ts).
  router.post(
    '/api/uploads',
    policy('public'),
    limit,
    bytes.before,
    spooledForm('file', cfg.UPLOAD_SPOOL_DIR),
    bytes.after,
    async (ctx) => {
      const file = spooledFile(ctx);
      if (!file) throw badRequest('notAnImage');
      const contentType = await sniffImageFile(file.path);
      const { uploadId, jobId } = await receiveSpooledUpload(em(), {
        file,
        contentType,
        payer: ocrPayer(clientKey(ctx)),
      });
      ctx.status = 202;
      ctx.body = { uploadId, jobId } satisfies UploadAccepted;
    },
  );

  const upload = validate({ params: uploadParams });
  router.get('/api/uploads/:uploadId', policy('uploads.read'), upload, async (ctx) => {
    const { uploadId } = upload.of(ctx).params;
    await readableUpload(em(), ctx, uploadId);
    ctx.body = presentUploadStatus(uploadId, await compressionRun(em(), uploadId), await uploadReading(em(), uploadId));
  });

  router.get('/api/uploads/:uploadId/preview', policy('uploads.read'), upload, async (ctx) => {
    const { uploadId } = upload.of(ctx).params;
    await readableUpload(em(), ctx, uploadId);
    const compressed = await compressedUpload(em(), uploadId);
    if (!compressed) throw notFound('screenshotNotCompressed');
    sendImage(ctx, compressed);
  });

  // The `image` of the login's user (the specification's record): the session names the intern, so
  // no id in the URL can reach anyone else's screenshot.
  router.get('/api/me/screenshot', policy('enrolment.read'), async (ctx) => {
    const student = await findStudent(em(), currentUser(ctx).id);
    if (!student) throw unauthorized();
    const file = await studentScreenshot(em(), student);
    if (!file) throw notFound('noScreenshot');
    sendImage(ctx, file);
  });

  return router;
}
