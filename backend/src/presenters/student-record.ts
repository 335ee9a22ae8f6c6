import type { AdminStudent } from 'shared/api/admin-students';
import type { StudentRecord } from 'shared/api/admin-student-record';
import type { DocumentView } from 'shared/api/documents';
import { eventLabel } from 'shared/audit';
import type { StudentRecordData } from '../queries/student-record.ts';
import { presentExtraCourseForAdmin } from './extra-course.ts';
import { presentAdminJobRun } from './job-run.ts';
import { presentMailLog } from './mail-log.ts';

type EventRow = StudentRecordData['events'][number];

/** An event's actor as an admin reads it: the admin's e-mail rather than their id. */
function actorName(e: EventRow): string {
  if (e.admin_email) return e.admin_email;
  return e.actor.startsWith('admin:') ? `admin #${e.actor.slice(6)}` : e.actor.replace(/:\d+$/, '');
}

export function presentStudentRecord(
  student: AdminStudent,
  documents: DocumentView[],
  data: StudentRecordData,
): StudentRecord {
  const { referral } = data;
  // The newest validation (a student is validated once; an older one would be a restore's history).
  const validation = data.events.find((e) => e.type === 'student.validated');
  return {
    student,
    validatedBy: validation ? actorName(validation) : null,
    referral: {
      codeUsed: referral.code_used,
      referrerName: referral.referrer_name,
      ownCode: referral.own_code,
      referralsCredited: referral.credited,
    },
    consentVersion: data.consent.consent_version,
    consentAt: data.consent.consent_at ? new Date(data.consent.consent_at).toISOString() : null,
    emailVerifiedAt: data.consent.email_verified_at ? new Date(data.consent.email_verified_at).toISOString() : null,
    emailDisownedAt: data.consent.email_disowned_at ? new Date(data.consent.email_disowned_at).toISOString() : null,
    testExtraTimePercent: data.consent.test_extra_time_percent,
    documents,
    // The student record is an admins' page (its route is admin-only).
    mails: data.mails.map((m) => presentMailLog(m, 'admin')),
    jobs: data.jobs.map((j) => presentAdminJobRun(j, 'admin')),
    extraCourses: data.extraCourses.map(presentExtraCourseForAdmin),
    tests: data.tests.map((t) => ({
      testNo: t.testNo,
      score: t.score,
      total: t.total,
      submittedAt: t.createdAt.toISOString(),
    })),
    timeline: data.events.map((e) => ({
      id: e.id,
      type: e.type,
      label: eventLabel(e.type),
      actor: actorName(e),
      at: new Date(e.created_at).toISOString(),
    })),
  };
}
