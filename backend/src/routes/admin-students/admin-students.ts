import { createRouter } from '../router.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { clearStudentReferral } from '../../commands/clear-student-referral.ts';
import { STUDENT_NOT_FOUND, validateStudent } from '../../commands/validate-student.ts';
import type { Config } from '../../config.ts';
import { Student } from '../../entities/index.ts';
import { notFound } from '../../errors.ts';
import { sendImage } from '../../lib/send-image.ts';
import { auth, currentUser } from '../../middlewares/auth.ts';
import { input, validate } from '../../middlewares/validate.ts';
import { presentAdminStudent } from '../../presenters/admin-student.ts';
import { referrerCounts } from '../../queries/referrals.ts';
import { listStudents } from '../../queries/student-list.ts';
import { studentScreenshot } from '../../queries/students.ts';
import { studentListQuery, studentParams } from './schema.ts';
import { messages } from 'shared/messages';

export interface AdminStudentsDeps {
  em: () => EntityManager;
  config: Config;
}


/** The admin student list and refer count table, and the two admin commands on a student. */
export function adminStudentsRouter({ em, config: cfg }: AdminStudentsDeps) {
  // Each route carries its own admin check: a router.use() guard would see only one spelling of the path.
  const router = createRouter({ prefix: '/api/admin' });
  const admin = auth({ role: 'admin' });

  router.get('/students', admin, validate(studentListQuery, 'query'), async (ctx) => {
    const query = input(ctx, studentListQuery);
    const { students, total, more } = await listStudents(em(), query);
    ctx.body = {
      students: students.map((s) => presentAdminStudent(s, cfg.CERTIFICATE_PREFIX)),
      total,
      more,
      page: query.page,
      pageSize: query.pageSize,
    };
  });

  router.get('/students/:id/screenshot', admin, validate(studentParams, 'params'), async (ctx) => {
    const { id } = input(ctx, studentParams);
    const student = await em().findOne(Student, { id });
    if (!student) throw notFound(STUDENT_NOT_FOUND);
    const file = await studentScreenshot(em(), student);
    if (!file) throw notFound('This student has no payment screenshot.');
    sendImage(ctx, file);
  });

  router.post('/students/:id/validate', admin, validate(studentParams, 'params'), async (ctx) => {
    const { id } = input(ctx, studentParams);
    const { jobs } = await validateStudent(em(), id, currentUser(ctx).id);
    ctx.body = { success: true, message: messages.studentValidated, jobs };
  });

  router.post('/students/:id/clear-referral', admin, validate(studentParams, 'params'), async (ctx) => {
    const { id } = input(ctx, studentParams);
    await clearStudentReferral(em(), id, currentUser(ctx).id);
    ctx.body = { success: true, message: messages.referCodeCleared };
  });

  router.get('/referrals', admin, async (ctx) => {
    ctx.body = { referrers: await referrerCounts(em()) };
  });

  return router;
}
