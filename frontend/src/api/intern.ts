/** The intern area's calls (docs/API.md, Student), typed by the server's own declarations (shared/src/api). */
import type { ResourceKind } from 'shared/api/catalogue';
import type { CorrectionRequestInput, CorrectionRequestList } from 'shared/api/corrections';
import type { DocumentList } from 'shared/api/documents';
import type { EmailConfirmationAnswer } from 'shared/api/email-confirmation';
import type { MessageAnswer } from 'shared/api/envelope';
import type { ExtraCourseAdded, ExtraCourseInput, ExtraCourseList } from 'shared/api/extra-courses';
import type { JobList, JobRun } from 'shared/api/jobs';
import type { ErasureRequestInput, MyErasureRequest } from 'shared/api/privacy';
import type { MyReferrer, ReferrerInput } from 'shared/api/referrers';
import type { AttemptReview, FinishedAttempt, SavedAnswer, TestAttemptView } from 'shared/api/tests';
import { api, fetchBlob } from './client.ts';
import { shownLanguage, type Consent } from './endpoints.ts';

export type { DocumentKind, DocumentView } from 'shared/api/documents';
export { documentDownloadUrl } from 'shared/api/links';
export type { ExtraCourse, ExtraCourseInput } from 'shared/api/extra-courses';
export type { JobRun } from 'shared/api/jobs';
export type { MyReferrer } from 'shared/api/referrers';
export type { AttemptReview, FinishedAttempt, ReviewedQuestion, TestAttemptView } from 'shared/api/tests';

const enc = encodeURIComponent;

export const jobDone = (j: JobRun) => j.state === 'completed' || j.state === 'failed';

// A test taken on the server (docs/OFFLINE.md): start or resume ('Retake Test' asks for a fresh one), save each answer, finish.
export const startAttempt = (n: number, fresh: boolean) =>
  api.post<TestAttemptView>(`/api/tests/${n}/attempts/start`, fresh ? { fresh: true } : {});
export const saveAnswer = (attemptId: number, question: number, choice: number) =>
  api.put<SavedAnswer>(`/api/tests/attempts/${attemptId}/answers/${question}`, { choice });
export const finishAttempt = (attemptId: number) =>
  api.post<FinishedAttempt>(`/api/tests/attempts/${attemptId}/finish`);
/** A finished attempt's review, as far as its test's review setting allows (the server leaves out the rest). */
export const getAttemptReview = (attemptId: number, signal?: AbortSignal) =>
  api.get<AttemptReview>(`/api/tests/attempts/${attemptId}/review`, { signal });
export const getDocuments = (signal?: AbortSignal) => api.get<DocumentList>('/api/documents', { signal });
export const getJobs = (ids: string[], signal?: AbortSignal) =>
  api.get<JobList>(`/api/jobs?ids=${ids.map(enc).join(',')}`, { signal });
export const getExtraCourses = (signal?: AbortSignal) => api.get<ExtraCourseList>('/api/extra-courses', { signal });
export const addExtraCourse = (input: ExtraCourseInput) => api.post<ExtraCourseAdded>('/api/extra-courses', input);
export const getMyReferrer = (signal?: AbortSignal) => api.get<MyReferrer>('/api/me/referrer', { signal });
/** GET /api/resources: the resource links of the intern's course (a missing one is not published yet). */
export interface ResourceLinks {
  links: Partial<Record<ResourceKind, string>>;
}
export const getResources = (signal?: AbortSignal) => api.get<ResourceLinks>('/api/resources', { signal });
// Linking a membership to the account: ask (the member's mail confirms it; the same answer for any address), or remove it.
export const requestMembershipLink = (email: string) =>
  api.post<MessageAnswer>('/api/me/referrer/link-requests', { email });
export const removeMembershipLink = () => api.post<MessageAnswer>('/api/me/referrer/unlink');
export const joinReferralFromDashboard = (input: Omit<ReferrerInput, 'source'> & Consent) =>
  api.post<MessageAnswer>('/api/referrers', { ...input, source: 'dashboard', language: shownLanguage() });

// An intern's correction requests.
export type { CorrectionRequestInput } from 'shared/api/corrections';
export const getCorrectionRequests = (signal?: AbortSignal) =>
  api.get<CorrectionRequestList>('/api/correction-requests', { signal });
export const requestCorrection = (input: CorrectionRequestInput) =>
  api.post<MessageAnswer>('/api/correction-requests', input);

// An intern's personal data (docs/PRIVACY.md): everything held about them as a ZIP, and the request to erase it.
export type { ErasureRequestView, MyErasureRequest } from 'shared/api/privacy';
export const downloadMyData = (signal?: AbortSignal) => fetchBlob('/api/me/data-export', signal);
export const getMyErasureRequest = (signal?: AbortSignal) =>
  api.get<MyErasureRequest>('/api/me/erasure-request', { signal });
export const requestErasure = (input: ErasureRequestInput) => api.post<MessageAnswer>('/api/me/erasure-request', input);

/** 'Send the link again': a new link that proves the intern's e-mail, mailed to the account's own address. */
export const resendEmailProof = () => api.post<EmailConfirmationAnswer>('/api/me/email-confirmation/resend');
