import type { AdminStudent } from 'shared/api/admin-students';
import type { StudentRecord } from 'shared/api/admin-student-record';
import type { DocumentView } from 'shared/api/documents';
import type { StudentRecordData } from '../queries/student-record.ts';
import { presentExtraCourseForAdmin } from './extra-course.ts';
import { presentAdminJobRun } from './job-run.ts';
import { presentMailLog } from './mail-log.ts';

/** An event's actor as an admin reads it: the admin's e-mail rather than their id. */
function actorName(actor: string, admins: Map<number, string>): string {
  const id = /^admin:(\d+)$/.exec(actor)?.[1];
  if (!id) return actor.replace(/:\d+$/, '');
  return admins.get(Number(id)) ?? `admin #${id}`;
}

export function presentStudentRecord(student: AdminStudent, documents: DocumentView[], data: StudentRecordData): StudentRecord {
  const { referral, admins } = data;
  return {
    student,
    validatedBy: data.validatedBy ? actorName(data.validatedBy, admins) : null,
    referral: { codeUsed: referral.code_used, referrerName: referral.referrer_name, ownCode: referral.own_code, referralsCredited: referral.credited },
    documents,
    mails: data.mails.map(presentMailLog),
    jobs: data.jobs.map(presentAdminJobRun),
    extraCourses: data.extraCourses.map(presentExtraCourseForAdmin),
    tests: data.tests.map((t) => ({ testNo: t.testNo, score: t.score, total: t.total, submittedAt: t.createdAt.toISOString() })),
    timeline: data.events.map((e) => ({ id: e.id, type: e.type, actor: actorName(e.actor, admins), at: new Date(e.created_at).toISOString() })),
  };
}
