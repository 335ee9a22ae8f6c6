import { studentExportQuery, studentListQuery, studentParams, type StudentPage } from 'shared/api/admin-students';
import { todayInIndia } from 'shared/dates';
import { testExtraTimeSchema, type TestExtraTimeAnswer } from 'shared/api/test-extra-time';
import { clearStudentReferral } from '../../commands/clear-student-referral.ts';
import { setTestExtraTime } from '../../commands/set-test-extra-time.ts';
import { STUDENT_NOT_FOUND, validateStudent } from '../../commands/validate-student.ts';
import { notFound } from '../../errors.ts';
import { sendCsv } from '../../lib/csv.ts';
import { sendImage } from '../../lib/send-file.ts';
import { currentUser } from '../../middlewares/auth.ts';
import { validate } from '../../middlewares/validate.ts';
import { presentAdminStudent } from '../../presenters/admin-student.ts';
import { STUDENT_CSV_HEADER, studentCsvRow } from '../../presenters/student-csv.ts';
import { referrerCounts } from '../../queries/referrals.ts';
import { exportStudents } from '../../queries/student-export.ts';
import { listStudents } from '../../queries/student-list.ts';
import { findStudent, studentScreenshot } from '../../queries/students.ts';
import { createRouter, type RouterDeps } from '../router.ts';
import { messages } from 'shared/messages';
import { policy } from '../../middlewares/policy.ts';
import { said } from '../../presenters/said.ts';

/** The admin student list and refer count table, and the staff's commands on a student. */
export function adminStudentsRouter({ em, config: cfg }: RouterDeps) {
  // Each route carries its own admin check: a router.use() guard would see only one spelling of the path.
  const router = createRouter({ prefix: '/api/admin' });

  const list = validate({ query: studentListQuery });
  router.get('/students', policy('students.list'), list, async (ctx) => {
    const query = list.of(ctx).query;
    const { students, total, more } = await listStudents(em(), query);
    ctx.body = {
      students: students.map((s) => presentAdminStudent(s, cfg)),
      total,
      more,
      page: query.page,
      pageSize: query.pageSize,
    } satisfies StudentPage;
  });

  // The list's current filter as a CSV file, streamed (lib/csv.ts: formula-safe, UTF-8 with BOM).
  const exported = validate({ query: studentExportQuery });
  router.get('/students.csv', policy('students.export'), exported, async (ctx) => {
    const filter = exported.of(ctx).query;
    async function* rows() {
      for await (const batch of exportStudents(em(), filter))
        yield batch.map((s) => studentCsvRow(s, cfg.CERTIFICATE_PREFIX));
    }
    await sendCsv(
      ctx,
      `students${filter.status ? `-${filter.status}` : ''}-${todayInIndia()}.csv`,
      STUDENT_CSV_HEADER,
      rows(),
    );
  });

  const student = validate({ params: studentParams });
  router.get('/students/:id/screenshot', policy('students.read'), student, async (ctx) => {
    const found = await findStudent(em(), student.of(ctx).params.id);
    if (!found) throw notFound(STUDENT_NOT_FOUND);
    const file = await studentScreenshot(em(), found);
    if (!file) throw notFound('This student has no payment screenshot.');
    sendImage(ctx, file);
  });

  router.post('/students/:id/validate', policy('students.validate'), student, async (ctx) => {
    const { jobs } = await validateStudent(em(), {
      studentId: student.of(ctx).params.id,
      adminId: currentUser(ctx).id,
    });
    ctx.body = { success: true, message: messages.studentValidated, jobs };
  });

  router.post('/students/:id/clear-referral', policy('referrals.clear'), student, async (ctx) => {
    await clearStudentReferral(em(), { studentId: student.of(ctx).params.id, adminId: currentUser(ctx).id });
    ctx.body = { success: true, message: messages.referCodeCleared };
  });

  // Extra time on timed tests (WCAG 2.2.1): the staff who look after interns, operators too.
  const extraTime = validate({ params: studentParams, body: testExtraTimeSchema });
  router.post('/students/:id/test-extra-time', policy('tests.extra-time'), extraTime, async (ctx) => {
    const { params, body } = extraTime.of(ctx);
    const { percent, attemptsMoved } = await setTestExtraTime(em(), {
      studentId: params.id,
      adminId: currentUser(ctx).id,
      percent: body.percent,
    });
    ctx.body = { ...said('testExtraTimeSet'), percent, attemptsMoved } satisfies TestExtraTimeAnswer;
  });

  router.get('/referrals', policy('referrals.list'), async (ctx) => {
    ctx.body = { referrers: await referrerCounts(em()) };
  });

  return router;
}
