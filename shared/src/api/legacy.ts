import { z } from 'zod';
import { NO_SUCH_STUDENT, studentId } from './admin-students.ts';

/**
 * The specification's own paths (section 7) and records, in its field names: its client reads them
 * as they are, so these shapes never change.
 */

/** POST /api/validate, POST /api/emptyrefer: {id}. */
export const legacyStudentIdBody = z.object({ id: studentId }, { error: NO_SUCH_STUDENT });
/** POST /api/students {code}: the code is ignored, but the body must still be an object (or absent). */
export const legacyStudentsBody = z.object({ code: z.unknown().optional() }, { error: 'The request is not valid.' });

/** The specification's student record (section 3). `image` is a URL the caller may open, or null. */
export interface LegacyStudent {
  id: number;
  name: string;
  email: string;
  college: string;
  phoneno: string;
  startdate: string;
  enddate: string;
  department: string;
  course: string;
  refer: string;
  transaction: string;
  validate: boolean;
  testmark: number | null;
  image: string | null;
}
export interface LegacyReferrer {
  name: string;
  email: string;
  phoneno: string;
  refer: string;
  upiid: string;
}
export interface LegacyExtraCourse {
  id: number;
  ids: number;
  course: string;
  startdate: string;
  enddate: string;
  college: string;
  transaction: string;
  email: string;
  validate: boolean;
}
