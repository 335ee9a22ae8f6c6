import type Router from '@koa/router';
import { createRouter } from './router.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { clearStudentReferral } from '../commands/clear-student-referral.ts';
import { receiveUpload } from '../commands/receive-upload.ts';
import { registerStudent } from '../commands/register-student.ts';
import { validateStudent } from '../commands/validate-student.ts';
import type { Config } from '../config.ts';
import { Referrer, Student } from '../entities/index.ts';
import { badRequest } from '../errors.ts';
import { auth, currentUser } from '../middlewares/auth.ts';
import { rateLimit } from '../middlewares/rate-limit.ts';
import { uploadBudget } from '../middlewares/upload-budget.ts';
import { multipartForm, receivedFile, sniffImage } from '../middlewares/upload.ts';
import { input, validate } from '../middlewares/validate.ts';
import { adminScreenshotUrl, presentLegacyReferrer, presentLegacyStudent } from '../presenters/legacy.ts';
import { creditedStudentIds } from '../queries/referrals.ts';
import { studentId } from './admin-students/schema.ts';
import { REGISTRATION_LIMIT } from './registrations/registrations.ts';
import { legacyRegistrationSchema } from './registrations/schema.ts';
import { messages } from 'shared/messages';

export interface LegacyDeps {
  em: () => EntityManager;
  redis: Redis;
  config: Config;
}

/**
 * The specification's endpoint paths (section 7), each mapped onto the same commands and the same
 * security rules as our own routes: an admin path needs an admin session; the access code the old
 * client sends is ignored. POST /api/contact is the same route as ours; POST /api/login is ours too,
 * and its `user` is the specification's record (routes/accounts). legacy-contract.test.ts drives
 * every one of them the way the specification's client does.
 *
 * One entry per path, each a few lines: add new ones to the list in legacyRouter().
 */
type Entry = (router: Router, deps: LegacyDeps) => void;

const idBody = z.object({ id: studentId }, { error: 'No student has this id.' });
/** POST /api/students {code}: the code is ignored, but the body must still be an object (or absent). */
const studentsBody = z.object({ code: z.unknown().optional() }, { error: 'The request is not valid.' });

/** POST /api/insertuser: multipart form with `image` and the spec's field names; upload + registration in one. */
const insertUser: Entry = (router, { em, redis, config: cfg }) => {
  const limit = rateLimit(redis, cfg.REDIS_PREFIX, { name: 'registrations', ...REGISTRATION_LIMIT });
  // The screenshot it stores counts against the same hourly byte budget as POST /api/uploads.
  const bytes = uploadBudget(redis, cfg.REDIS_PREFIX);
  router.post('/api/insertuser', limit, bytes.before, multipartForm('image'), bytes.after, validate(legacyRegistrationSchema), async (ctx) => {
    const { confirmPassword: _confirm, ...form } = input(ctx, legacyRegistrationSchema);
    const file = receivedFile(ctx);
    if (!file) throw badRequest(messages.screenshotMissing, { field: 'image' });
    const contentType = await sniffImage(file.buffer);
    // One transaction: a refused registration leaves no orphan upload behind.
    await em().transactional(async (tx) => {
      const { uploadId } = await receiveUpload(tx, { data: file.buffer, contentType });
      await registerStudent(tx, { ...form, uploadId });
    });
    ctx.status = 201;
    ctx.body = { success: true, message: messages.registrationSuccessful };
  });
};

/**
 * POST /api/students {code}: the admin student list, all of it, in the spec's field names. The
 * specification's referral dashboard counted validated students by their `refer`, so `refer` holds
 * only a code that counts (queries/referrals.ts), never one of an unconfirmed referrer or the
 * student's own.
 */
const students: Entry = (router, { em }) => {
  router.post('/api/students', auth({ role: 'admin' }), validate(studentsBody), async (ctx) => {
    const list = await em().find(Student, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const credited = await creditedStudentIds(em());
    ctx.body = {
      success: true,
      students: list.map((s) => presentLegacyStudent(s, adminScreenshotUrl(s.id), { creditedReferral: credited.has(s.id) })),
    };
  });
};

/** POST /api/validate {id}. */
const validateEntry: Entry = (router, { em }) => {
  router.post('/api/validate', auth({ role: 'admin' }), validate(idBody), async (ctx) => {
    const { jobs } = await validateStudent(em(), input(ctx, idBody).id, currentUser(ctx).id);
    ctx.body = { success: true, message: messages.studentValidated, jobs };
  });
};

/** POST /api/emptyrefer {id}. */
const emptyRefer: Entry = (router, { em }) => {
  router.post('/api/emptyrefer', auth({ role: 'admin' }), validate(idBody), async (ctx) => {
    await clearStudentReferral(em(), input(ctx, idBody).id, currentUser(ctx).id);
    ctx.body = { success: true, message: messages.referCodeCleared };
  });
};

/** GET /api/getrefer: every active referrer record (admin); the specification's record has no place for an unconfirmed one. */
const getRefer: Entry = (router, { em }) => {
  router.get('/api/getrefer', auth({ role: 'admin' }), async (ctx) => {
    const referrers = await em().find(Referrer, { confirmedAt: { $ne: null } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    ctx.body = referrers.map(presentLegacyReferrer);
  });
};

export function legacyRouter(deps: LegacyDeps) {
  const router = createRouter();
  for (const entry of [insertUser, students, validateEntry, emptyRefer, getRefer]) entry(router, deps);
  return router;
}
