/** The admin panels' calls (docs/API.md, Admin), typed by the server's own declarations (shared/src/api). */
import type { AccountChanged, InviteInput, StaffAccounts } from 'shared/api/admin-accounts';
import type { AdminJobList, DeliveryHealth, MailList } from 'shared/api/admin-operations';
import type { PayoutLedger, PayoutRunStarted } from 'shared/api/admin-payouts';
import type { AdminSecurity, OtherSessionsEnded, RecoveryCodesRenewed, SessionEnded } from 'shared/api/admin-security';
import type { AdminReferrerList, StudentPage } from 'shared/api/admin-students';
import type { JobsAnswer, MessageAnswer } from 'shared/api/envelope';
import type { AdminExtraCourseList } from 'shared/api/extra-courses';
import type { JobState } from 'shared/api/jobs';
import { api } from './client.ts';

export type { AdminSession } from 'shared/api/admin-security';
export type { AdminReferrer, AdminStudent, StudentPage } from 'shared/api/admin-students';
export type { AdminExtraCourse } from 'shared/api/extra-courses';
export type { Payout } from 'shared/api/admin-payouts';

const enc = encodeURIComponent;

export type StudentFilter = 'all' | 'pending' | 'validated';

export function studentsQuery(p: { page: number; pageSize: number; q: string; status: StudentFilter }): string {
  const params = new URLSearchParams({ page: String(p.page), pageSize: String(p.pageSize) });
  if (p.q.trim()) params.set('q', p.q.trim());
  if (p.status !== 'all') params.set('status', p.status);
  return `/api/admin/students?${params}`;
}

export const listStudents = (p: Parameters<typeof studentsQuery>[0], signal?: AbortSignal) => api.get<StudentPage>(studentsQuery(p), { signal });
export const validateStudent = (id: number) => api.post<JobsAnswer>(`/api/admin/students/${id}/validate`);
export const clearReferral = (id: number) => api.post<MessageAnswer>(`/api/admin/students/${id}/clear-referral`);
export const listReferrers = (signal?: AbortSignal) => api.get<AdminReferrerList>('/api/admin/referrals', { signal });
export const listAdminExtraCourses = (signal?: AbortSignal) => api.get<AdminExtraCourseList>('/api/admin/extra-courses', { signal });
export const validateExtraCourse = (id: number) => api.post<JobsAnswer>(`/api/admin/extra-courses/${id}/validate`);
export const listPayouts = (period: string | undefined, signal?: AbortSignal) =>
  api.get<PayoutLedger>(`/api/admin/payouts${period ? `?period=${enc(period)}` : ''}`, { signal });
export const payoutsCsvUrl = (period: string) => `/api/admin/payouts.csv?period=${enc(period)}`;
export const runPayout = (period?: string) => api.post<PayoutRunStarted>('/api/admin/payouts/run', period ? { period } : {});
export const markPayoutPaid = (id: number, utr: string) => api.post<JobsAnswer>(`/api/admin/payouts/${id}/paid`, { utr });
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
export const renewRecoveryCodes = (code: string) => api.post<RecoveryCodesRenewed>('/api/admin/recovery-codes', { code });

export type { StaffAccount } from 'shared/api/admin-accounts';
export const listAccounts = (signal?: AbortSignal) => api.get<StaffAccounts>('/api/admin/accounts', { signal });
export const inviteAccount = (input: InviteInput) => api.post<AccountChanged>('/api/admin/accounts/invite', input);
export const disableAccount = (id: number) => api.post<AccountChanged>(`/api/admin/accounts/${id}/disable`);
export const enableAccount = (id: number) => api.post<AccountChanged>(`/api/admin/accounts/${id}/enable`);
