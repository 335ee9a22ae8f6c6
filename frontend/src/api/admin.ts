/** The admin panels' calls (docs/API.md, Admin) and the shapes of their answers. */
import { api } from './client.ts';
import type { JobRun, JobState } from './intern.ts';

const enc = encodeURIComponent;

export interface AdminStudent {
  id: number;
  internId: string;
  name: string;
  email: string;
  phone: string;
  college: string;
  department: string;
  course: string;
  startDate: string;
  endDate: string;
  referralCode: string | null;
  utr: string | null;
  validated: boolean;
  validatedAt: string | null;
  testMark: number | null;
  screenshotUrl: string | null;
  flags: { repeatedUtr: number[]; repeatedScreenshot: number[] };
  createdAt: string;
}
export interface StudentPage {
  students: AdminStudent[];
  /** Exact; null for a search until its last page is reached (a search is not counted). */
  total: number | null;
  /** A next page exists. */
  more: boolean;
  page: number;
  pageSize: number;
}
export type StudentFilter = 'all' | 'pending' | 'validated';

export interface AdminReferrer {
  id: number;
  name: string;
  email: string;
  phone: string;
  /** Null until the referrer confirms their e-mail. */
  code: string | null;
  upiId: string;
  /** False for a join whose e-mail was never confirmed: nothing counts for it. */
  confirmed: boolean;
  validatedReferrals: number;
  amount: number;
}

export interface AdminExtraCourse {
  id: number;
  studentId: number;
  course: string;
  startDate: string;
  endDate: string;
  college: string;
  email: string;
  transaction: string;
  validated: boolean;
}

export interface Payout {
  id: number;
  period: string;
  referrer: { name: string; code: string; upiId: string };
  referralCount: number;
  amount: number;
  status: 'pending' | 'paid';
  utr: string | null;
  paidAt: string | null;
}

export interface AdminJob extends JobRun {
  queue?: string;
  studentId?: number | null;
  createdAt?: string;
  updatedAt?: string;
}

export interface MailRow {
  id: number;
  template: string;
  recipient: string;
  subject: string;
  status: string;
  error: string | null;
  attempts: number;
  sentAt: string | null;
  outboxPath: string | null;
}

export function studentsQuery(p: { page: number; pageSize: number; q: string; status: StudentFilter }): string {
  const params = new URLSearchParams({ page: String(p.page), pageSize: String(p.pageSize) });
  if (p.q.trim()) params.set('q', p.q.trim());
  if (p.status !== 'all') params.set('status', p.status);
  return `/api/admin/students?${params}`;
}

export const listStudents = (p: Parameters<typeof studentsQuery>[0], signal?: AbortSignal) => api.get<StudentPage>(studentsQuery(p), { signal });
export const validateStudent = (id: number) => api.post<{ message: string; jobs: string[] }>(`/api/admin/students/${id}/validate`);
export const clearReferral = (id: number) => api.post<{ message: string }>(`/api/admin/students/${id}/clear-referral`);
export const listReferrers = (signal?: AbortSignal) => api.get<{ referrers: AdminReferrer[] }>('/api/admin/referrals', { signal });
export const listAdminExtraCourses = (signal?: AbortSignal) => api.get<{ data: AdminExtraCourse[] }>('/api/admin/extra-courses', { signal });
export const validateExtraCourse = (id: number) => api.post<{ message?: string; jobs?: string[] }>(`/api/admin/extra-courses/${id}/validate`);
export const listPayouts = (period: string | undefined, signal?: AbortSignal) =>
  api.get<{ period: string; periods: string[]; payouts: Payout[] }>(`/api/admin/payouts${period ? `?period=${enc(period)}` : ''}`, { signal });
export const payoutsCsvUrl = (period: string) => `/api/admin/payouts.csv?period=${enc(period)}`;
export const runPayout = (period?: string) => api.post<{ message?: string; jobId: string; jobs?: string[] }>('/api/admin/payouts/run', period ? { period } : {});
export const markPayoutPaid = (id: number, utr: string) => api.post<{ message: string; jobs: string[] }>(`/api/admin/payouts/${id}/paid`, { utr });
/** GET /api/admin/delivery (backend/src/queries/delivery-health.ts). */
export interface DeliveryHealth {
  repairedJobs: number;
  restoredSchedulers: number;
  lastRepairAt: string | null;
  oldestUndispatchedSeconds: number | null;
  oldestQueuedSeconds: number | null;
}
export const getDeliveryHealth = (signal?: AbortSignal) => api.get<DeliveryHealth>('/api/admin/delivery', { signal });
export const listAdminJobs = (state: JobState | undefined, signal?: AbortSignal) =>
  api.get<{ jobs: AdminJob[] }>(`/api/admin/jobs${state ? `?state=${state}` : ''}`, { signal });
export const retryJob = (id: string) => api.post<{ message: string }>(`/api/admin/jobs/${enc(id)}/retry`);
export const listMail = (status: 'failed' | 'sent' | undefined, signal?: AbortSignal) =>
  api.get<{ mails: MailRow[] }>(`/api/admin/mail${status ? `?status=${status}` : ''}`, { signal });
export const resendMail = (id: number) => api.post<{ message: string; jobs: string[] }>(`/api/admin/mail/${id}/resend`);

/** One of the admin's own sessions (GET /api/admin/security). `id` is a handle, not the session key. */
export interface AdminSession {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  device: string;
  ip: string | null;
  current: boolean;
  /** false: someone got past the password and has not given the code. */
  signedIn: boolean;
}
export interface AdminSecurity {
  twoFactor: { enabledAt: string | null; recoveryCodesLeft: number };
  sessions: AdminSession[];
}

export const getSecurity = (signal?: AbortSignal) => api.get<AdminSecurity>('/api/admin/security', { signal });
export const endAdminSession = (id: string) => api.post<{ message: string; current: boolean }>(`/api/admin/sessions/${enc(id)}/end`);
export const endOtherSessions = () => api.post<{ message: string; count: number }>('/api/admin/sessions/end-others');
export const renewRecoveryCodes = (code: string) => api.post<{ message: string; recoveryCodes: string[] }>('/api/admin/recovery-codes', { code });
