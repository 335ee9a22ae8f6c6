import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import type { CorrectableField, FieldChange } from 'shared/api/corrections';
import { correctableFields, NOTHING_TO_CORRECT } from 'shared/api/corrections';
import { toIsoDate } from 'shared/dates';
import type { CatalogueStore } from '../catalogue/store.ts';
import { Admin, IssuedDocument, Student } from '../entities/index.ts';
import { conflict, notFound, validationError } from '../errors.ts';
import { recordEvent } from '../events/record-event.ts';
import { jobIdsForEvent } from '../queues/fan-out.ts';
import { voidOneTimeLinks } from './one-time-links.ts';
import { STUDENT_NOT_FOUND } from './validate-student.ts';

/** The details printed on the documents: changing one of them re-issues what was issued. */
const printedFields: CorrectableField[] = ['name', 'college', 'course', 'startDate', 'endDate'];

export type StudentCorrection = Partial<Record<CorrectableField, string>> & { reason: string };

const emailTaken = () => conflict('emailTaken', { field: 'email' });

function currentValue(student: Student, field: CorrectableField): string {
  if (field === 'startDate' || field === 'endDate') return toIsoDate(student[field]);
  return student[field];
}

/**
 * An admin corrects a student's details, with a reason: one transaction that changes the fields
 * that differ, records student.corrected (before and after of those fields only) and, when a printed
 * detail changed and documents were already issued, student.documents-reissue-requested (ids only),
 * whose jobs re-issue each issued document as a new version and mail it. The e-mail stays unique
 * (among students and admins: it is the login); the end date never comes before the start date. A new
 * e-mail is unproven (nothing may be linked by it until its owner proves it): email_verified_at is
 * cleared, the links mailed to the old address are voided (they proved, or disowned, that one, not
 * this), a block set by the old address's owner ("This wasn't me") is cleared, and
 * student.email-proof-requested mails a link to the new address.
 * A new course is any course the published catalogue knows (a retired one too; `catalogue.course`), named as
 * the catalogue spells it, and the record points at it (`course_id`); any other is 400 `courseNotListed`.
 * Nothing that differs: a 400 and nothing written.
 */
export async function correctStudent(
  em: EntityManager,
  { studentId, adminId }: { studentId: number; adminId: number },
  input: StudentCorrection,
  catalogue?: Pick<CatalogueStore, 'course'>,
) {
  let course: { id: string; name: string } | undefined;
  if (input.course !== undefined) {
    const row = await catalogue?.course({ name: input.course });
    if (!row) throw validationError('courseNotListed', 'course');
    course = { id: row.id, name: row.content.name.en };
    input = { ...input, course: course.name };
  }
  try {
    return await em.transactional(async (tx) => {
      const student = await tx.findOne(Student, { id: studentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!student) throw notFound(STUDENT_NOT_FOUND);

      const changes: Partial<Record<CorrectableField, FieldChange>> = {};
      for (const field of correctableFields) {
        const after = input[field];
        if (after === undefined) continue;
        const before = currentValue(student, field);
        if (before !== after) changes[field] = { before, after };
      }
      const changed = Object.keys(changes) as CorrectableField[];
      if (changed.length === 0) throw validationError(NOTHING_TO_CORRECT);

      const startDate = changes.startDate?.after ?? currentValue(student, 'startDate');
      const endDate = changes.endDate?.after ?? currentValue(student, 'endDate');
      if (endDate < startDate) throw validationError('endBeforeStart', changes.endDate ? 'endDate' : 'startDate');

      if (changes.email) {
        const email = changes.email.after;
        if ((await tx.count(Student, { email, id: { $ne: student.id } })) > 0 || (await tx.count(Admin, { email })) > 0)
          throw emailTaken();
      }

      for (const field of changed) {
        const after = changes[field]!.after;
        if (field === 'startDate' || field === 'endDate') student[field] = after;
        else student[field] = after;
      }
      if (changes.course && course) student.courseId = course.id;

      const actor = `admin:${adminId}` as const;
      const subject = { type: 'student', id: student.id };
      const corrected = recordEvent(
        tx,
        'student.corrected',
        subject,
        { studentId: student.id, reason: input.reason, changes: changes as Record<string, FieldChange> },
        actor,
      );
      await tx.flush();

      let jobs: string[] = [];
      if (changes.email) {
        student.emailVerifiedAt = null;
        // The old address owner's "This wasn't me" was about that address: the new one starts clear.
        student.emailDisownedAt = null;
        await voidOneTimeLinks(tx, { purpose: 'email-proof', subject: student.id });
        await voidOneTimeLinks(tx, { purpose: 'email-disown', subject: student.id });
        const proof = recordEvent(tx, 'student.email-proof-requested', subject, { studentId: student.id }, actor);
        await tx.flush();
        jobs = jobIdsForEvent(proof.id, 'student.email-proof-requested');
      }
      const printedChanged = changed.some((f) => printedFields.includes(f));
      if (printedChanged && (await tx.count(IssuedDocument, { student: student.id, file: { $ne: null } })) > 0) {
        const reissue = recordEvent(
          tx,
          'student.documents-reissue-requested',
          subject,
          { studentId: student.id, correctedByEvent: corrected.id },
          actor,
        );
        await tx.flush();
        jobs = [...jobs, ...jobIdsForEvent(reissue.id, 'student.documents-reissue-requested')];
      }
      return { changed, jobs };
    });
  } catch (err) {
    // Two admins giving two students the same e-mail at once: the unique index decides.
    if (err instanceof UniqueConstraintViolationException) throw emailTaken();
    throw err;
  }
}
