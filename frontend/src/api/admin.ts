import type { PayoutResults } from 'shared/api/admin-payouts';
import type { RejectPaymentBody } from 'shared/api/payments';
/** The admin panels' calls (docs/API.md, Admin), typed by the server's own declarations (shared/src/api). */
import type { AuditPage } from 'shared/api/admin-audit';
import type { AdminOverview, OverviewPeriod } from 'shared/api/admin-overview';
import type { AccountChanged, InviteInput, StaffAccounts } from 'shared/api/admin-accounts';
import type { AdminJobList, DeliveryHealth, MailList } from 'shared/api/admin-operations';
import type { PayoutLedger, PayoutRunStarted } from 'shared/api/admin-payouts';
import type { Reconciliation, StatementValidated } from 'shared/api/statements';
import type { AdminSecurity, OtherSessionsEnded, RecoveryCodesRenewed, SessionEnded } from 'shared/api/admin-security';
import type { StudentRecord } from 'shared/api/admin-student-record';
import type { TestExtraTimeAnswer } from 'shared/api/test-extra-time';
import type { AdminReferrerList, StudentPage } from 'shared/api/admin-students';
import type {
  AdminDocumentList,
  CorrectionRequestList,
  CorrectionResult,
  StudentCorrectionInput,
} from 'shared/api/corrections';
import type { JobsAnswer, MessageAnswer } from 'shared/api/envelope';
import type { AdminExtraCourseList } from 'shared/api/extra-courses';
import type { JobState } from 'shared/api/jobs';
import type { PasswordResetSent } from 'shared/api/password-reset';
import type { AdminErasureRequestList, ErasureDecision, ErasureScopeView } from 'shared/api/privacy';
import { api, upload, type UploadOptions } from './client.ts';

export type { AuditEntry, AuditPage } from 'shared/api/admin-audit';
export type { AdminSession } from 'shared/api/admin-security';
export type { AdminReferrer, AdminStudent, StudentPage } from 'shared/api/admin-students';
export type { StudentRecord } from 'shared/api/admin-student-record';
export type { AdminExtraCourse } from 'shared/api/extra-courses';
export type { Payout } from 'shared/api/admin-payouts';

const enc = encodeURIComponent;

export type StudentFilter = 'all' | 'pending' | 'validated' | 'rejected';

function studentsQuery(p: { page: number; pageSize: number; q: string; status: StudentFilter }): string {
  const params = new URLSearchParams({ page: String(p.page), pageSize: String(p.pageSize) });
  if (p.q.trim()) params.set('q', p.q.trim());
  if (p.status !== 'all') params.set('status', p.status);
  return `/api/admin/students?${params}`;
}

/** The list's current filter (status, search) as a CSV download: every matching student, not one page. */
export function studentsCsvUrl(p: { q: string; status: StudentFilter }): string {
  const params = new URLSearchParams();
  if (p.q.trim()) params.set('q', p.q.trim());
  if (p.status !== 'all') params.set('status', p.status);
  return `/api/admin/students.csv${params.size ? `?${params}` : ''}`;
}

export const listStudents = (p: Parameters<typeof studentsQuery>[0], signal?: AbortSignal) =>
  api.get<StudentPage>(studentsQuery(p), { signal });
export const getStudentRecord = (id: number, signal?: AbortSignal) =>
  api.get<StudentRecord>(`/api/admin/students/${id}`, { signal });
export const validateStudent = (id: number) => api.post<JobsAnswer>(`/api/admin/students/${id}/validate`);
export const clearReferral = (id: number) => api.post<MessageAnswer>(`/api/admin/students/${id}/clear-referral`);
export const rejectStudentPayment = (id: number, body: RejectPaymentBody) =>
  api.post<MessageAnswer>(`/api/admin/students/${id}/reject`, body);
export const rejectExtraCoursePayment = (id: number, body: RejectPaymentBody) =>
  api.post<MessageAnswer>(`/api/admin/extra-courses/${id}/reject`, body);
/** Mails the intern a link to set a new password. */
export const sendPasswordResetLink = (id: number) =>
  api.post<PasswordResetSent>(`/api/admin/students/${id}/password-reset`);
/** Extra time on the intern's timed tests, in per cent of each limit (0: none). */
export const setTestExtraTime = (id: number, percent: number) =>
  api.post<TestExtraTimeAnswer>(`/api/admin/students/${id}/test-extra-time`, { percent });
export const listReferrers = (signal?: AbortSignal) => api.get<AdminReferrerList>('/api/admin/referrals', { signal });
export const listAdminExtraCourses = (signal?: AbortSignal) =>
  api.get<AdminExtraCourseList>('/api/admin/extra-courses', { signal });
export const validateExtraCourse = (id: number) => api.post<JobsAnswer>(`/api/admin/extra-courses/${id}/validate`);
export const listPayouts = (period: string | undefined, signal?: AbortSignal) =>
  api.get<PayoutLedger>(`/api/admin/payouts${period ? `?period=${enc(period)}` : ''}`, { signal });
export const payoutsCsvUrl = (period: string) => `/api/admin/payouts.csv?period=${enc(period)}`;
export const runPayout = (period?: string) =>
  api.post<PayoutRunStarted>('/api/admin/payouts/run', period ? { period } : {});
export const markPayoutPaid = (id: number, utr: string) =>
  api.post<JobsAnswer>(`/api/admin/payouts/${id}/paid`, { utr });
/** The overview's figures for the last `days` days (docs/ADMIN-OVERVIEW.md): an operator gets the mail part only. */
export const getOverview = (days: OverviewPeriod, signal?: AbortSignal) =>
  api.get<AdminOverview>(`/api/admin/overview?days=${days}`, { signal });
export const getDeliveryHealth = (signal?: AbortSignal) => api.get<DeliveryHealth>('/api/admin/delivery', { signal });
export const listAdminJobs = (state: JobState | undefined, signal?: AbortSignal) =>
  api.get<AdminJobList>(`/api/admin/jobs${state ? `?state=${state}` : ''}`, { signal });
export const retryJob = (id: string) => api.post<MessageAnswer>(`/api/admin/jobs/${enc(id)}/retry`);
export const listMail = (status: 'failed' | 'sent' | undefined, signal?: AbortSignal) =>
  api.get<MailList>(`/api/admin/mail${status ? `?status=${status}` : ''}`, { signal });
export const resendMail = (id: number) => api.post<JobsAnswer>(`/api/admin/mail/${id}/resend`);

export const getSecurity = (signal?: AbortSignal) => api.get<AdminSecurity>('/api/admin/security', { signal });
export const endAdminSession = (id: string) => api.post<SessionEnded>(`/api/admin/sessions/${enc(id)}/end`);
export const endOtherSessions = () => api.post<OtherSessionsEnded>('/api/admin/sessions/end-others');
export const renewRecoveryCodes = (code: string) =>
  api.post<RecoveryCodesRenewed>('/api/admin/recovery-codes', { code });

/** The audit log's filters as the screen holds them ('' for none). */
export interface AuditFilter {
  actor: string;
  action: string;
  student: string;
  from: string;
  to: string;
}
export const listAudit = (filter: AuditFilter, before: number | null, signal?: AbortSignal) => {
  const params = new URLSearchParams(Object.entries(filter).filter(([, v]) => v !== ''));
  if (before !== null) params.set('before', String(before));
  return api.get<AuditPage>(`/api/admin/audit${params.size ? `?${params}` : ''}`, { signal });
};
// Corrections, re-issued documents and revocation.
export type { AdminDocument, StudentCorrectionInput } from 'shared/api/corrections';
export const correctStudent = (id: number, input: StudentCorrectionInput) =>
  api.post<CorrectionResult>(`/api/admin/students/${id}/correction`, input);
export const listStudentDocuments = (id: number, signal?: AbortSignal) =>
  api.get<AdminDocumentList>(`/api/admin/students/${id}/documents`, { signal });
export const revokeDocument = (id: number, reason: string) =>
  api.post<MessageAnswer>(`/api/admin/documents/${id}/revoke`, { reason });
export const reinstateDocument = (id: number) => api.post<MessageAnswer>(`/api/admin/documents/${id}/reinstate`);
export const listCorrectionRequests = (signal?: AbortSignal) =>
  api.get<CorrectionRequestList>('/api/admin/correction-requests', { signal });
export const resolveCorrectionRequest = (id: number) =>
  api.post<MessageAnswer>(`/api/admin/correction-requests/${id}/resolve`);
export type { StaffAccount } from 'shared/api/admin-accounts';
export const listAccounts = (signal?: AbortSignal) => api.get<StaffAccounts>('/api/admin/accounts', { signal });
export const inviteAccount = (input: InviteInput) => api.post<AccountChanged>('/api/admin/accounts/invite', input);
export const disableAccount = (id: number) => api.post<AccountChanged>(`/api/admin/accounts/${id}/disable`);
export const enableAccount = (id: number) => api.post<AccountChanged>(`/api/admin/accounts/${id}/enable`);

/** Bank statement reconciliation (docs/PAYMENTS.md). */
export const uploadStatement = (file: File, opts: Omit<UploadOptions, 'field'>) =>
  upload<Reconciliation>('/api/admin/statements', file, { ...opts, field: 'file' });
export const uploadPayoutResults = (file: File, opts: Omit<UploadOptions, 'field'>) =>
  upload<PayoutResults>('/api/admin/payouts/results', file, { ...opts, field: 'file' });
export const validateStatement = (id: number) => api.post<StatementValidated>(`/api/admin/statements/${id}/validate`);
export const getStatement = (id: number) => api.get<Reconciliation>(`/api/admin/statements/${id}`);

// Interns' erasure requests (docs/PRIVACY.md): approve erases the personal data for good; refuse mails the reason.
export type { AdminErasureRequest, ErasureScopeView } from 'shared/api/privacy';
export const listErasureRequests = (signal?: AbortSignal) =>
  api.get<AdminErasureRequestList>('/api/admin/erasure-requests', { signal });
// What approving will touch, made by the same code as the erasure (shown before the admin approves).
export const getErasureScope = (id: number, signal?: AbortSignal) =>
  api.get<ErasureScopeView>(`/api/admin/erasure-requests/${id}/scope`, { signal });
export const approveErasure = (id: number) => api.post<ErasureDecision>(`/api/admin/erasure-requests/${id}/approve`);
export const refuseErasure = (id: number, reason: string) =>
  api.post<ErasureDecision>(`/api/admin/erasure-requests/${id}/refuse`, { reason });
