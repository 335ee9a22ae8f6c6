/** Shapes of the API's answers (docs/API.md). */

export interface SiteConfig {
  companyName: string;
  upiId: string;
  upiName: string;
  email: string;
  phone: string;
  address: string;
  certificatePrefix: string;
  resourceLinks: Record<string, string>;
  blockDevtools: boolean;
}

export interface Health {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  redis: 'up' | 'down';
}

export interface MessageAnswer {
  success?: boolean;
  message: string;
}

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface ReferrerInput {
  name: string;
  phone: string;
  upiId: string;
  email: string;
  source?: 'home' | 'dashboard';
}
/** POST /api/referrers/confirm: the referrer is active; the code is theirs to share. */
export interface ReferrerConfirmed extends MessageAnswer {
  code: string;
  name: string;
  upiId: string;
}

export type ReferralState = 'pending' | 'validated' | 'paid';
export interface ReferrerDashboard {
  code: string;
  name: string;
  count: number;
  total: number;
  upiId: string;
  referrals: { name: string; state: ReferralState; enrolledOn: string }[];
}

export interface UploadAccepted {
  uploadId: string;
  jobId: string;
}
export interface UploadStatus {
  uploadId: string;
  state: 'queued' | 'active' | 'completed' | 'failed';
  progress: number;
  message?: string;
  previewUrl?: string;
  width?: number;
  height?: number;
  size?: number;
}

export interface RegistrationInput {
  name: string;
  email: string;
  college: string;
  phone: string;
  startDate: string;
  endDate: string;
  department: string;
  course: string;
  referralCode?: string;
  utr?: string;
  password: string;
  confirmPassword: string;
  uploadId: string;
}

export interface StudentUser {
  role: 'student';
  id: number;
  internId: string;
  name: string;
  email: string;
  college: string;
  phone: string;
  department: string;
  course: string;
  startDate: string;
  endDate: string;
  durationDays: number;
  validated: boolean;
  testMark: number | null;
}
export interface AdminUser {
  role: 'admin';
  id: number;
  name: string;
  email: string;
}
export type SessionUser = StudentUser | AdminUser;

/**
 * POST /api/login and the second step. An intern gets `user` at once (the specification's record,
 * which its own client stores); an admin gets `next` (the authenticator's code, or its set-up) and
 * `user` only after it.
 */
export interface LoginAnswer {
  success: boolean;
  message?: string;
  /** An intern's: the specification's record (our screens read GET /api/me); an admin's after the code: ours. */
  user?: SessionUser | { role: SessionUser['role']; id: number };
  next?: 'totp' | 'totp-enrolment';
  /** After signing in with a recovery code: how many are left. */
  recoveryCodesLeft?: number;
}

/** The secret of a new authenticator, shown during its set-up only. */
export interface TotpEnrolment {
  secret: string;
  otpauthUri: string;
  account: string;
  issuer: string;
}

export interface TotpEnrolled {
  success: boolean;
  message: string;
  user: SessionUser;
  /** Shown once: the server keeps only their hashes. */
  recoveryCodes: string[];
}

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface CertificateCheck {
  valid: true;
  kind: string;
  holder: string;
  course: string;
  startDate: string;
  endDate: string;
  certificateNumber: string;
  issuedOn: string;
}
