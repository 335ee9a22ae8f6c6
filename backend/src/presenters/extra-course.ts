import type { AdminExtraCourse, ExtraCourse as ExtraCourseView } from 'shared/api/extra-courses';
import type { LegacyExtraCourse } from 'shared/api/legacy';
import type { ExtraCourse } from '../entities/index.ts';
import { presentRejection } from './rejection.ts';

/** An intern's own extra course (GET /api/extra-courses). */
export function presentExtraCourse(c: ExtraCourse): ExtraCourseView {
  return {
    id: c.id,
    course: c.course,
    startDate: c.startDate,
    endDate: c.endDate,
    college: c.college,
    transaction: c.transaction,
    email: c.email,
    validated: c.validated,
    rejection: presentRejection(c),
  };
}

/** A row of the admin's /ev panel (GET /api/admin/extra-courses). */
export function presentExtraCourseForAdmin(c: ExtraCourse): AdminExtraCourse {
  return {
    ...presentExtraCourse(c),
    studentId: c.student.id,
    validatedAt: c.validatedAt?.toISOString() ?? null,
    paymentReference: c.paymentReference ?? null,
  };
}

/** The specification's field names, for its own paths (/api/viewcourse, /api/extracourse). */
export function presentLegacyExtraCourse(c: ExtraCourse): LegacyExtraCourse {
  return {
    id: c.id,
    ids: c.student.id,
    course: c.course,
    startdate: c.startDate,
    enddate: c.endDate,
    college: c.college,
    transaction: c.transaction,
    email: c.email,
    validate: c.validated,
  };
}
