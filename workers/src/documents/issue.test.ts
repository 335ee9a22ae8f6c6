import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IssuedDocument } from 'backend/entities/index';
import { buildExtraCourse } from 'backend/test/feature-support';
import { buildStudent } from 'backend/test/factories';
import { openCleanOrm } from 'backend/test/support';
import { pdfText } from '../../test/smtp.ts';
import { issueDocument } from './issue.ts';

let orm: MikroORM;
beforeAll(async () => {
  orm = await openCleanOrm();
});
afterAll(() => orm.close());

describe('certificate numbers on issued documents', () => {
  it('prints the separated number on a new extra-course document', async () => {
    const em = orm.em.fork();
    const student = await buildStudent(em, { validated: true });
    const course = await buildExtraCourse(em, student, { validated: true });
    const issued = await issueDocument(orm.em.fork(), {
      studentId: student.id,
      kind: 'extra-offer-letter',
      extraCourseId: course.id,
    });
    expect(issued.certificateNumber).toBe(`TNTAIN${student.id}-${course.id}`);
  });

  it('keeps a number issued before the separator when the PDF is made again, so it still verifies', async () => {
    const em = orm.em.fork();
    const student = await buildStudent(em, { validated: true, name: 'Old Number Oviya' });
    const course = await buildExtraCourse(em, student, {
      validated: true,
      startDate: '2026-01-01',
      endDate: '2026-02-01',
    });
    const old = `TNTAIN${student.id}${course.id}`;
    // The row of a document issued under the old format, whose PDF is being made again (file not yet there).
    em.create(IssuedDocument, {
      student,
      extraCourse: course,
      kind: 'extra-certificate',
      certificateNumber: old,
      verificationToken: `tok-${student.id}-old`,
      issuedOn: '2026-06-01',
    });
    await em.flush();
    const issued = await issueDocument(orm.em.fork(), {
      studentId: student.id,
      kind: 'extra-certificate',
      extraCourseId: course.id,
    });
    expect(issued.certificateNumber).toBe(old);
    const row = await orm.em.fork().findOneOrFail(IssuedDocument, { id: issued.documentId });
    expect(row.certificateNumber).toBe(old);
    expect(row.verificationToken).toBe(`tok-${student.id}-old`);
    const [file] = await orm.em
      .getConnection()
      .execute<{ data: Buffer }[]>('select data from files where id = ?', [issued.fileId]);
    expect(await pdfText(file!.data)).toContain(old);
  });
});
