/** The intern area's calls (docs/API.md, Student) and the shapes of their answers. */
import { api } from './client.ts';
import type { MessageAnswer, ReferrerInput } from './types.ts';

const enc = encodeURIComponent;

export type JobState = 'waiting' | 'queued' | 'active' | 'retrying' | 'completed' | 'failed';
export interface JobRun {
  id: string;
  handler: string;
  state: JobState;
  attempts: number;
  progress: number | null;
  result: unknown;
  error: string | null;
}
export const jobDone = (j: JobRun) => j.state === 'completed' || j.state === 'failed';

export type DocumentKind = 'offer-letter' | 'completion-certificate' | 'test-certificate' | 'extra-offer-letter' | 'extra-certificate';
export type DocumentStatus = 'not-available' | 'pending' | 'ready' | 'failed';
export interface DocumentView {
  kind: DocumentKind;
  extraCourseId: number | null;
  status: DocumentStatus;
  availableOn?: string;
  certificateNumber?: string;
  issuedOn?: string;
  jobId?: string;
  downloadUrl?: string;
}

export interface QuizQuestion {
  n: number;
  question: string;
  options: string[];
}
export interface Quiz {
  testNo: number;
  title: string;
  level: string;
  total: number;
  questions: QuizQuestion[];
}
export interface QuizResult {
  score: number;
  total: number;
  recorded: boolean;
}

export interface ExtraCourseInput {
  course: string;
  startDate: string;
  endDate: string;
  college: string;
  transaction: string;
  email: string;
}
export interface ExtraCourse extends ExtraCourseInput {
  id: number;
  validated: boolean;
}

export interface MyReferrer {
  code: string;
  count: number;
  total: number;
  upiId: string;
}

export const getQuiz = (n: number, signal?: AbortSignal) => api.get<Quiz>(`/api/tests/${n}`, { signal });
export const submitQuiz = (n: number, answers: number[]) => api.post<QuizResult>(`/api/tests/${n}/attempts`, { answers });
export const getDocuments = (signal?: AbortSignal) => api.get<{ documents: DocumentView[] }>('/api/documents', { signal });
export const getJobs = (ids: string[], signal?: AbortSignal) => api.get<{ jobs: JobRun[] }>(`/api/jobs?ids=${ids.map(enc).join(',')}`, { signal });
export const getExtraCourses = (signal?: AbortSignal) => api.get<{ extraCourses: ExtraCourse[] }>('/api/extra-courses', { signal });
export const addExtraCourse = (input: ExtraCourseInput) => api.post<MessageAnswer & { extraCourse: ExtraCourse }>('/api/extra-courses', input);
export const getMyReferrer = (signal?: AbortSignal) => api.get<MyReferrer>('/api/me/referrer', { signal });
export const joinReferralFromDashboard = (input: Omit<ReferrerInput, 'source'>) => api.post<MessageAnswer>('/api/referrers', { ...input, source: 'dashboard' });

export function documentDownloadUrl(kind: DocumentKind, extraCourseId?: number | null): string {
  return `/api/documents/${kind}/download${extraCourseId == null ? '' : `?extraCourseId=${extraCourseId}`}`;
}
