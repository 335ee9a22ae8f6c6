import type { ResubmitExtraCoursePaymentBody, ResubmitPaymentBody } from 'shared/api/payments';
/** Every call the public site makes, typed by the server's own declarations (shared/src/api). */
import type { LanguageAnswer, LoginAnswer, MeAnswer } from 'shared/api/accounts';
import type { ContactInput } from 'shared/api/contact';
import type { EmailConfirmationAnswer } from 'shared/api/email-confirmation';
import type { MessageAnswer } from 'shared/api/envelope';
import type { PasswordChanged, PasswordChangeInput } from 'shared/api/password';
import type { PasswordResetAnswer, PasswordResetConfirmInput } from 'shared/api/password-reset';
import type { ReferrerConfirmed, ReferrerDashboard, ReferrerInput } from 'shared/api/referrers';
import type { consentFields } from 'shared/api/privacy';
import type { RegistrationInput } from 'shared/api/registrations';
import type { PublicCatalogue, PublicPost } from 'shared/api/catalogue';
import type { Health, SiteConfig } from 'shared/api/site';
import type { TotpEnrolled, TotpEnrolment } from 'shared/api/two-factor';
import type { UploadAccepted, UploadStatus } from 'shared/api/uploads';
import type { CertificateCheck, FileCheck } from 'shared/api/verify';
import type { z } from 'zod';
import { api, postForBlob, upload, type UploadOptions } from './client.ts';
import type { AcceptInviteInput, InviteAccepted } from 'shared/api/admin-accounts';
import type { PaymentReferenceIssued } from 'shared/api/payment-references';
import type { PaymentKind } from 'shared/payments';
import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, type Locale } from 'shared/locales';

const enc = encodeURIComponent;

/**
 * What a form that collects personal data adds to its body (shared/api/privacy `consentFields`): the
 * ticked box and the notice version the page showed (components/ConsentField.tsx).
 */
export type Consent = z.output<z.ZodObject<typeof consentFields>>;

/** The language the page is shown in: a new record keeps it, so its mails are written in it (docs/I18N.md). */
export const shownLanguage = (): Locale => (isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE);

export const health = (signal?: AbortSignal) => api.get<Health>('/api/health', { signal });
export const siteConfig = () => api.get<SiteConfig>('/api/site-config');
/**
 * The published catalogue. `version` is the one the page holds: the server answers 304 when it is still
 * current (the ETag is the version), and the caller keeps what it has.
 */
export const getCatalogue = (version: string | undefined, signal?: AbortSignal) =>
  api.get<PublicCatalogue>('/api/catalogue', {
    signal,
    ...(version ? { headers: { 'if-none-match': `"${version}"` } } : {}),
  });
export const getPost = (slug: string, signal?: AbortSignal) =>
  api.get<PublicPost>(`/api/catalogue/posts/${enc(slug)}`, { signal });
export const sendContact = (input: ContactInput & Consent) => api.post<MessageAnswer>('/api/contact', input);
export const joinReferral = (input: ReferrerInput & Consent) =>
  api.post<MessageAnswer>('/api/referrers', { ...input, language: shownLanguage() });
export const confirmReferrer = (token: string) => api.post<ReferrerConfirmed>('/api/referrers/confirm', { token });
// The member's mailed links: link their membership to the intern account the mail named, or remove that link.
export const confirmMembershipLink = (token: string) =>
  api.post<MessageAnswer>('/api/referrer-links/confirm', { token });
export const removeMembershipLinkByToken = (token: string) =>
  api.post<MessageAnswer>('/api/referrer-links/removal', { token });
export const verifyReferrer = (input: { email: string; phone: string }) =>
  api.post<ReferrerDashboard>('/api/referrers/verify', input);
// A referrer's personal data (docs/PRIVACY.md): ask for the mailed link (the same answer for any e-mail); the link's token downloads the ZIP once.
export const requestReferrerData = (email: string) =>
  api.post<MessageAnswer>('/api/referrers/data-export-requests', { email });
export const downloadReferrerData = (token: string, signal?: AbortSignal) =>
  postForBlob('/api/referrers/data-export', { token }, signal);
/** The same link erases the member's refer-and-earn data instead (refused while a payout is owed). */
export const eraseReferrerData = (token: string) => api.post<MessageAnswer>('/api/referrers/erasure', { token });
export const uploadScreenshot = (file: File, opts: Omit<UploadOptions, 'field'>) =>
  upload<UploadAccepted>('/api/uploads', file, { ...opts, field: 'file' });
export const uploadStatus = (uploadId: string, signal?: AbortSignal) =>
  api.get<UploadStatus>(`/api/uploads/${enc(uploadId)}`, { signal });
export const register = (input: RegistrationInput & Consent) =>
  api.post<MessageAnswer>('/api/registrations', { ...input, language: shownLanguage() });
export const resubmitPayment = (input: ResubmitPaymentBody) => api.post<MessageAnswer>('/api/me/payment', input);
export const resubmitExtraCoursePayment = (id: number, input: ResubmitExtraCoursePaymentBody) =>
  api.post<MessageAnswer>(`/api/extra-courses/${enc(String(id))}/payment`, input);
export const login = (input: { email: string; password: string }) => api.post<LoginAnswer>('/api/login', input);
/** The admin's second step: the authenticator's 6 digits or a recovery code. */
export const loginCode = (code: string) => api.post<LoginAnswer>('/api/login/code', { code });
export const beginTotpEnrolment = () => api.post<TotpEnrolment>('/api/login/totp-enrolment');
export const confirmTotpEnrolment = (code: string) =>
  api.post<TotpEnrolled>('/api/login/totp-enrolment/confirm', { code });
export const changePassword = (input: PasswordChangeInput) => api.post<PasswordChanged>('/api/account/password', input);
export const logout = () => api.post<void>('/api/logout');
export const me = () => api.get<MeAnswer>('/api/me');
/** The signed-in intern's language, kept on the account (their mails and documents follow it). */
export const saveLanguage = (language: Locale) => api.put<LanguageAnswer>('/api/me/language', { language });
export const checkCertificate = (token: string) => api.get<CertificateCheck>(`/api/verify/${enc(token)}`);
/** The verifier on /verify (docs/CREDENTIALS.md): a credential file, a PDF, or pasted text sent as a file. */
export const checkFile = (file: Blob) => upload<FileCheck>('/api/verify/file', file);
/** 'Forgot password?': the answer is the same whether or not an intern account has the e-mail. */
export const requestPasswordReset = (email: string) => api.post<PasswordResetAnswer>('/api/password-reset', { email });
/** The mailed link sets the new password (the token from the link's fragment). */
export const confirmPasswordReset = (input: PasswordResetConfirmInput) =>
  api.post<PasswordResetAnswer>('/api/password-reset/confirm', input);
/** The link that proves an intern's e-mail: the token from the link's fragment; signed in or not. */
export const confirmEmail = (token: string) => api.post<EmailConfirmationAnswer>('/api/email-confirmation', { token });
export const disownEmail = (token: string) =>
  api.post<EmailConfirmationAnswer>('/api/email-confirmation/not-me', { token });
export const acceptInvite = (input: AcceptInviteInput) => api.post<InviteAccepted>('/api/admin-invites/accept', input);
export const issuePaymentReference = (kind: PaymentKind) =>
  api.post<PaymentReferenceIssued>('/api/payment-references', { kind });
