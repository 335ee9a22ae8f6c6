/**
 * The API's shapes the screens name, as the server declares them (shared/src/api, docs/API.md): this
 * file only gathers them, it defines none.
 */
export type { AdminUser, SessionUser, StudentUser } from 'shared/api/accounts';
export type { CertificateCheck, FileCheck } from 'shared/api/verify';
export type { ReferralState, ReferrerConfirmed, ReferrerDashboard } from 'shared/api/referrers';
export type { SiteConfig } from 'shared/api/site';
export type { TotpEnrolment } from 'shared/api/two-factor';
