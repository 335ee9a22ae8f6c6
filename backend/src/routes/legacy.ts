import type Router from '@koa/router';
import type { MessageAnswer } from 'shared/api/envelope';
import { legacyStudentIdBody, legacyStudentsBody } from 'shared/api/legacy';
import { legacyRegistrationSchema } from 'shared/api/registrations';
import { clearStudentReferral } from '../commands/clear-student-referral.ts';
import { registerWithScreenshot } from '../commands/register-with-screenshot.ts';
import { validateStudent } from '../commands/validate-student.ts';
import { badRequest } from '../errors.ts';
import { clientKey } from '../lib/client-key.ts';
import { ocrPayer } from '../lib/ocr-payer.ts';
import { currentUser } from '../middlewares/auth.ts';
import { rateLimit } from '../middlewares/rate-limit.ts';
import { uploadBudget } from '../middlewares/upload-budget.ts';
import { multipartForm, receivedFile, sniffImage } from '../middlewares/upload.ts';
import { validate } from '../middlewares/validate.ts';
import { adminScreenshotUrl, presentLegacyReferrer, presentLegacyStudent } from '../presenters/legacy.ts';
import { creditedStudentIds } from '../queries/referrals.ts';
import { activeReferrers } from '../queries/referrers.ts';
import { allStudents } from '../queries/students.ts';
import { REGISTRATION_LIMIT } from './registrations/registrations.ts';
import { createRouter, type RouterDeps } from './router.ts';
import { messages } from 'shared/messages';
import { policy } from '../middlewares/policy.ts';

/**
 * The specification's endpoint paths (section 7), each mapped onto the same commands and the same
 * security rules as our own routes: an admin path needs an admin session; the access code the old
 * client sends is ignored. POST /api/contact is the same route as ours; POST /api/login is ours too,
 * and its `user` is the specification's record (routes/accounts). legacy-contract.test.ts drives
 * every one of them the way the specification's client does.
 *
 * One entry per path, each a few lines: add new ones to the list in legacyRouter().
 */
type Entry = (router: Router, deps: RouterDeps) => void;

/** POST /api/insertuser: multipart form with `image` and the spec's field names; upload + registration in one. */
const insertUser: Entry = (router, { em, redis, config: cfg, catalogue }) => {
  const limit = rateLimit(redis, cfg.REDIS_PREFIX, { name: 'registrations', ...REGISTRATION_LIMIT });
  // The screenshot it stores counts against the same hourly byte budget as POST /api/uploads.
  const bytes = uploadBudget(redis, cfg.REDIS_PREFIX);
  const form = validate({ body: legacyRegistrationSchema });
  router.post(
    '/api/insertuser',
    policy('public'),
    limit,
    bytes.before,
    multipartForm('image'),
    bytes.after,
    form,
    async (ctx) => {
      const { confirmPassword: _confirm, ...fields } = form.of(ctx).body;
      const file = receivedFile(ctx);
      if (!file) throw badRequest('screenshotMissing', { field: 'image' });
      const contentType = await sniffImage(file.buffer);
      const screenshot = { data: file.buffer, contentType, payer: ocrPayer(clientKey(ctx)) };
      await registerWithScreenshot(em(), fields, screenshot, catalogue);
      ctx.status = 201;
      ctx.body = { success: true, message: messages.registrationSuccessful } satisfies MessageAnswer;
    },
  );
};

/**
 * POST /api/students {code}: the admin student list, all of it, in the spec's field names. The
 * specification's referral dashboard counted validated students by their `refer`, so `refer` holds
 * only a code that counts (queries/referrals.ts), never one of an unconfirmed referrer or the
 * student's own.
 */
const students: Entry = (router, { em }) => {
  router.post('/api/students', policy('students.list'), validate({ body: legacyStudentsBody }), async (ctx) => {
    const list = await allStudents(em());
    const credited = await creditedStudentIds(em());
    ctx.body = {
      success: true,
      students: list.map((s) =>
        presentLegacyStudent(s, adminScreenshotUrl(s.id), { creditedReferral: credited.has(s.id) }),
      ),
    };
  });
};

/** POST /api/validate {id}. */
const validateEntry: Entry = (router, { em }) => {
  const student = validate({ body: legacyStudentIdBody });
  router.post('/api/validate', policy('students.validate'), student, async (ctx) => {
    const { jobs } = await validateStudent(em(), { studentId: student.of(ctx).body.id, adminId: currentUser(ctx).id });
    ctx.body = { success: true, message: messages.studentValidated, jobs };
  });
};

/** POST /api/emptyrefer {id}. */
const emptyRefer: Entry = (router, { em }) => {
  const student = validate({ body: legacyStudentIdBody });
  router.post('/api/emptyrefer', policy('referrals.clear'), student, async (ctx) => {
    await clearStudentReferral(em(), { studentId: student.of(ctx).body.id, adminId: currentUser(ctx).id });
    ctx.body = { success: true, message: messages.referCodeCleared };
  });
};

/** GET /api/getrefer: every active referrer record (admin); the specification's record has no place for an unconfirmed one. */
const getRefer: Entry = (router, { em }) => {
  router.get('/api/getrefer', policy('referrals.list'), async (ctx) => {
    ctx.body = (await activeReferrers(em())).map(presentLegacyReferrer);
  });
};

export function legacyRouter(deps: RouterDeps) {
  const router = createRouter();
  for (const entry of [insertUser, students, validateEntry, emptyRefer, getRefer]) entry(router, deps);
  return router;
}
