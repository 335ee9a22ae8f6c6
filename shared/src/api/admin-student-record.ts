import type { AdminJob, MailRow } from './admin-operations.ts';
import type { AdminStudent } from './admin-students.ts';
import type { DocumentView } from './documents.ts';
import type { AdminExtraCourse } from './extra-courses.ts';

/** A submitted test: its number, marks and when. */
export interface TestAttempt {
  testNo: number;
  score: number;
  total: number;
  submittedAt: string;
}

/** One thing that happened to the student, from the events table (newest first). */
export interface TimelineEntry {
  id: string;
  type: string;
  /** What happened, in words (shared/audit.ts). */
  label: string;
  /** 'system', 'student', or the admin's e-mail (an admin since removed: 'admin #id'). */
  actor: string;
  at: string;
}

/** GET /api/admin/students/:id: one student's whole story. */
export interface StudentRecord {
  student: AdminStudent;
  /** Who validated the enrolment (null while pending or when not recorded). */
  validatedBy: string | null;
  /** The referral code given at registration and whose it is; the student's own code if they refer others. */
  referral: { codeUsed: string | null; referrerName: string | null; ownCode: string | null; referralsCredited: number };
  /** The privacy notice version the student agreed to at registration, and when (null: registered before the notice). */
  consentVersion: string | null;
  consentAt: string | null;
  /** When the student proved their e-mail with its mailed link; null: unproven, nothing is linked by it. */
  emailVerifiedAt: string | null;
  /**
   * When the owner of the student's address said the registration is not theirs ("This wasn't me");
   * null: nobody did. Set, the address cannot be proven and nothing is mailed to it: correct the e-mail.
   */
  emailDisownedAt: string | null;
  /** Extra time on timed tests, in per cent of each limit (0: none); staff with 'tests.extra-time' change it. */
  testExtraTimePercent: number;
  documents: DocumentView[];
  mails: MailRow[];
  jobs: AdminJob[];
  extraCourses: AdminExtraCourse[];
  tests: TestAttempt[];
  timeline: TimelineEntry[];
}
