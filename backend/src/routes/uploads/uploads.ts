import { createRouter } from '../router.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import type { Context } from 'koa';
import { receiveUpload } from '../../commands/receive-upload.ts';
import type { Config } from '../../config.ts';
import { DomainEvent, JobRun, StoredFile, Student } from '../../entities/index.ts';
import { badRequest, notFound, unauthorized } from '../../errors.ts';
import { sendImage } from '../../lib/send-image.ts';
import { auth, currentUser } from '../../middlewares/auth.ts';
import { rateLimit } from '../../middlewares/rate-limit.ts';
import { sessionUser } from '../../middlewares/session.ts';
import { uploadBudget } from '../../middlewares/upload-budget.ts';
import { multipartForm, receivedFile, sniffImage } from '../../middlewares/upload.ts';
import { input, validate } from '../../middlewares/validate.ts';
import { presentUploadStatus } from '../../presenters/upload.ts';
import { studentScreenshot } from '../../queries/students.ts';
import { jobIdFor } from '../../queues/fan-out.ts';
import { uploadParams } from './schema.ts';
import { messages } from 'shared/messages';

export interface UploadsDeps {
  em: () => EntityManager;
  redis: Redis;
  config: Config;
}

/** Uploads per address: a person may pick a file a few times; each may be 10 MB. */
export const UPLOAD_LIMIT = { points: 20, durationSec: 15 * 60 };
const UNKNOWN = 'Unknown upload.';

/**
 * An upload id is an unguessable capability while the form is being filled in. Once a registration
 * uses it, only that student or an admin may still read it.
 */
async function findUpload(em: EntityManager, ctx: Context, uploadId: string) {
  const upload = await em.findOne(StoredFile, { id: uploadId, purpose: 'screenshot-raw' }, { fields: ['id'] });
  if (!upload) throw notFound(UNKNOWN);
  const owner = await em.findOne(Student, { upload: uploadId }, { fields: ['id'] });
  if (owner) {
    const user = sessionUser(ctx);
    if (!user || !(user.kind === 'admin' || user.id === owner.id)) throw notFound(UNKNOWN);
  }
  return upload;
}

/**
 * POST /api/uploads, GET /api/uploads/:uploadId, GET /api/uploads/:uploadId/preview: the payment
 * screenshot while the form is filled in; GET /api/me/screenshot: the logged-in intern's own.
 */
export function uploadsRouter({ em, redis, config: cfg }: UploadsDeps) {
  const router = createRouter();
  const limit = rateLimit(redis, cfg.REDIS_PREFIX, { name: 'uploads', ...UPLOAD_LIMIT });
  const bytes = uploadBudget(redis, cfg.REDIS_PREFIX);

  router.post('/api/uploads', limit, bytes.before, multipartForm('file'), bytes.after, async (ctx) => {
    const file = receivedFile(ctx);
    if (!file) throw badRequest(messages.notAnImage);
    const contentType = await sniffImage(file.buffer);
    const { uploadId, jobId } = await receiveUpload(em(), { data: file.buffer, contentType });
    ctx.status = 202;
    ctx.body = { uploadId, jobId };
  });

  router.get('/api/uploads/:uploadId', validate(uploadParams, 'params'), async (ctx) => {
    const { uploadId } = input(ctx, uploadParams);
    await findUpload(em(), ctx, uploadId);
    const event = await em().findOne(DomainEvent, { type: 'upload.received', subjectType: 'file', subjectId: uploadId }, { fields: ['id'] });
    const run = event ? await em().findOne(JobRun, { id: jobIdFor(event.id, 'compress-screenshot') }) : null;
    ctx.body = presentUploadStatus(uploadId, run);
  });

  router.get('/api/uploads/:uploadId/preview', validate(uploadParams, 'params'), async (ctx) => {
    const { uploadId } = input(ctx, uploadParams);
    await findUpload(em(), ctx, uploadId);
    const compressed = await em().findOne(StoredFile, { source: uploadId, purpose: 'screenshot' }, { fields: ['contentType', 'data'] });
    if (!compressed) throw notFound('The screenshot is not compressed yet.');
    sendImage(ctx, compressed);
  });

  // The `image` of the login's user (the specification's record): the session names the intern, so
  // no id in the URL can reach anyone else's screenshot.
  router.get('/api/me/screenshot', auth({ role: 'student' }), async (ctx) => {
    const student = await em().findOne(Student, currentUser(ctx).id);
    if (!student) throw unauthorized();
    const file = await studentScreenshot(em(), student);
    if (!file) throw notFound('You have no payment screenshot.');
    sendImage(ctx, file);
  });

  return router;
}
