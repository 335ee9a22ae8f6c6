/** Every call the public site makes, typed. Screens import these, never `fetch`. */
import { api, upload, type UploadOptions } from './client.ts';
import type {
  CertificateCheck,
  ContactInput,
  Health,
  LoginAnswer,
  MessageAnswer,
  PasswordChangeInput,
  ReferrerConfirmed,
  ReferrerDashboard,
  ReferrerInput,
  RegistrationInput,
  SessionUser,
  SiteConfig,
  TotpEnrolled,
  TotpEnrolment,
  UploadAccepted,
  UploadStatus,
} from './types.ts';

const enc = encodeURIComponent;

export const health = (signal?: AbortSignal) => api.get<Health>('/api/health', { signal });
export const siteConfig = () => api.get<SiteConfig>('/api/site-config');
export const sendContact = (input: ContactInput) => api.post<MessageAnswer>('/api/contact', input);
export const joinReferral = (input: ReferrerInput) => api.post<MessageAnswer>('/api/referrers', input);
export const confirmReferrer = (token: string) => api.post<ReferrerConfirmed>('/api/referrers/confirm', { token });
export const verifyReferrer = (input: { email: string; phone: string }) => api.post<ReferrerDashboard>('/api/referrers/verify', input);
export const uploadScreenshot = (file: File, opts: Omit<UploadOptions, 'field'>) =>
  upload<UploadAccepted>('/api/uploads', file, { ...opts, field: 'file' });
export const uploadStatus = (uploadId: string, signal?: AbortSignal) => api.get<UploadStatus>(`/api/uploads/${enc(uploadId)}`, { signal });
export const register = (input: RegistrationInput) => api.post<MessageAnswer>('/api/registrations', input);
export const login = (input: { email: string; password: string }) => api.post<LoginAnswer>('/api/login', input);
/** The admin's second step: the authenticator's 6 digits or a recovery code. */
export const loginCode = (code: string) => api.post<LoginAnswer>('/api/login/code', { code });
export const beginTotpEnrolment = () => api.post<TotpEnrolment>('/api/login/totp-enrolment');
export const confirmTotpEnrolment = (code: string) => api.post<TotpEnrolled>('/api/login/totp-enrolment/confirm', { code });
export const changePassword = (input: PasswordChangeInput) => api.post<MessageAnswer & { sessionsEnded: number }>('/api/account/password', input);
export const logout = () => api.post<void>('/api/logout');
export const me = () => api.get<{ user: SessionUser }>('/api/me');
export const checkCertificate = (token: string) => api.get<CertificateCheck>(`/api/verify/${enc(token)}`);
