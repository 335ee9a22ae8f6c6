/**
 * Every route of the app in one list: method, path (as registered, and with sample params), who may
 * call it, and a valid sample body. The security tests (authorization matrix, hostile JSON) walk
 * this list; backend/src/security/route-table.test.ts proves it names every route the routers
 * register, so a new route cannot be forgotten.
 */
import { policyOfRoute } from '../../src/middlewares/policy.ts';
import type { Audience } from '../../src/policies/policy.ts';
import type { Action } from '../../src/policies/table.ts';

/**
 * Who may call a route: the audiences of backend/src/policies/policy.ts (public, pending, session,
 * student, staff, operators, editors, admin); the policy a route names must be for the access its row gives.
 */
export type Access = Audience;

/** An entry id nobody has: the catalogue routes answer 404 to whoever may ask. */
const SAMPLE_ENTRY = '00000000-0000-4000-8000-000000000001';
/** A blog post as an editor writes one. */
const samplePost = {
  slug: 'route-table-post',
  title: { en: 'Route table', ta: '' },
  summary: { en: 'A post the route table sends.', ta: '' },
  body: { en: 'Hello.', ta: '' },
  category: { en: 'Tests', ta: '' },
  date: '2026-12-01',
};

export interface RouteEntry {
  method: 'GET' | 'POST' | 'PUT';
  /** The path exactly as the router registers it (`:param` included). */
  path: string;
  /** The path with sample params (and query) filled in. */
  sample: string;
  /**
   * public: anyone; pending: a session halfway through an admin's sign-in (password right, second step
   * to come), nobody else; session: any logged-in user; student: interns only; admin: admins only
   * (fully signed in: password and second step); staff: every staff account (admins, operators,
   * editors); operators: admins and operators; editors: admins and editors (an operator is refused
   * every 'admin' and 'editors' route: security/operator-matrix.test.ts; an editor every 'admin' and
   * 'operators' route: security/editor-matrix.test.ts).
   */
  access: Access;
  /** The body is JSON (the hostile-JSON test feeds it garbage); a sample valid body. */
  json?: Record<string, unknown>;
  /** The body is a multipart form (uploads). */
  multipart?: true;
}

const today = '2026-06-01';
const later = '2026-07-15';

export const SAMPLE_REGISTRATION = {
  name: 'Route Table',
  email: 'route.table@example.in',
  college: 'PSG College of Technology',
  phone: '98765 43210',
  startDate: today,
  endDate: later,
  department: 'Information Technology',
  course: 'Full Stack Development',
  password: 'Chennai#2026',
  confirmPassword: 'Chennai#2026',
  uploadId: '00000000-0000-4000-8000-000000000000',
  consent: true,
};
export const SAMPLE_EXTRA_COURSE = {
  course: 'Python Programming',
  startDate: today,
  endDate: later,
  college: 'PSG College of Technology',
  transaction: 'TXN123456',
  email: 'route.table@example.in',
};

export const routeTable: RouteEntry[] = [
  // Public
  { method: 'GET', path: '/api/health', sample: '/api/health', access: 'public' },
  { method: 'GET', path: '/api/site-config', sample: '/api/site-config', access: 'public' },
  {
    method: 'POST',
    path: '/api/contact',
    sample: '/api/contact',
    access: 'public',
    json: {
      name: 'Route Table',
      email: 'route.table@example.in',
      subject: 'Hello',
      message: 'A question about the internship.',
      consent: true,
    },
  },
  { method: 'POST', path: '/api/uploads', sample: '/api/uploads', access: 'public', multipart: true },
  {
    method: 'GET',
    path: '/api/uploads/:uploadId',
    sample: '/api/uploads/00000000-0000-4000-8000-000000000000',
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/uploads/:uploadId/preview',
    sample: '/api/uploads/00000000-0000-4000-8000-000000000000/preview',
    access: 'public',
  },
  {
    method: 'POST',
    path: '/api/registrations',
    sample: '/api/registrations',
    access: 'public',
    json: SAMPLE_REGISTRATION,
  },
  {
    method: 'POST',
    path: '/api/payment-references',
    sample: '/api/payment-references',
    access: 'public',
    json: { kind: 'registration' },
  },
  {
    method: 'POST',
    path: '/api/login',
    sample: '/api/login',
    access: 'public',
    json: { email: 'route.table@example.in', password: 'Chennai#2026' },
  },
  { method: 'POST', path: '/api/logout', sample: '/api/logout', access: 'public' },
  {
    method: 'POST',
    path: '/api/referrers',
    sample: '/api/referrers',
    access: 'public',
    json: {
      name: 'Route Table',
      phone: '9876543210',
      upiId: 'route@okaxis',
      email: 'route.ref@example.in',
      consent: true,
    },
  },
  {
    method: 'POST',
    path: '/api/referrers/verify',
    sample: '/api/referrers/verify',
    access: 'public',
    json: { email: 'route.ref@example.in', phone: '9876543210' },
  },
  {
    method: 'POST',
    path: '/api/referrers/confirm',
    sample: '/api/referrers/confirm',
    access: 'public',
    json: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  },
  {
    method: 'POST',
    path: '/api/referrer-links/confirm',
    sample: '/api/referrer-links/confirm',
    access: 'public',
    json: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  },
  {
    method: 'POST',
    path: '/api/referrer-links/removal',
    sample: '/api/referrer-links/removal',
    access: 'public',
    json: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  },
  {
    method: 'GET',
    path: '/api/verify/:token',
    sample: '/api/verify/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    access: 'public',
  },
  {
    method: 'GET',
    path: '/api/verify/:token/credential',
    sample: '/api/verify/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/credential',
    access: 'public',
  },
  { method: 'POST', path: '/api/verify/file', sample: '/api/verify/file', access: 'public', multipart: true },
  { method: 'GET', path: '/.well-known/jwks.json', sample: '/.well-known/jwks.json', access: 'public' },
  {
    method: 'GET',
    path: '/.well-known/jwks/:thumbprint',
    sample: '/.well-known/jwks/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    access: 'public',
  },
  { method: 'GET', path: '/api/credentials/status/:list', sample: '/api/credentials/status/1', access: 'public' },
  {
    method: 'GET',
    path: '/api/catalogue/images/:fileId/:variant',
    sample: '/api/catalogue/images/00000000-0000-4000-8000-000000000000/phone.webp',
    access: 'public',
  },
  {
    method: 'POST',
    path: '/api/insertrefer',
    sample: '/api/insertrefer',
    access: 'public',
    json: {
      name: 'Route Table',
      phoneno: '9876543211',
      upiid: 'route2@okaxis',
      email: 'route.ref2@example.in',
      refer: '',
      consent: true,
    },
  },
  { method: 'POST', path: '/api/insertuser', sample: '/api/insertuser', access: 'public', multipart: true },
  {
    method: 'POST',
    path: '/api/updatetestmark',
    sample: '/api/updatetestmark',
    access: 'public',
    json: { userid: 1, testmark: 100 },
  },
  // Halfway through an admin's sign-in
  { method: 'POST', path: '/api/login/code', sample: '/api/login/code', access: 'pending', json: { code: '123456' } },
  { method: 'POST', path: '/api/login/totp-enrolment', sample: '/api/login/totp-enrolment', access: 'pending' },
  {
    method: 'POST',
    path: '/api/login/totp-enrolment/confirm',
    sample: '/api/login/totp-enrolment/confirm',
    access: 'pending',
    json: { code: '123456' },
  },
  // Any session
  { method: 'GET', path: '/api/me', sample: '/api/me', access: 'session' },
  {
    method: 'POST',
    path: '/api/account/password',
    sample: '/api/account/password',
    access: 'session',
    // A wrong current password: walking the table must not change anyone's password.
    json: {
      currentPassword: 'not-the-current-password',
      newPassword: 'Route table walk 2026',
      confirmPassword: 'Route table walk 2026',
    },
  },
  { method: 'GET', path: '/api/jobs/:id', sample: '/api/jobs/e999999-compress-screenshot', access: 'session' },
  { method: 'GET', path: '/api/jobs', sample: '/api/jobs?ids=e999999-compress-screenshot', access: 'session' },
  // Interns (own records only)
  { method: 'GET', path: '/api/me/referrer', sample: '/api/me/referrer', access: 'student' },
  // Linking a refer-and-earn membership to the intern account: the intern asks, the member's mailed link decides.
  {
    method: 'POST',
    path: '/api/me/referrer/link-requests',
    sample: '/api/me/referrer/link-requests',
    access: 'student',
    json: { email: 'route.ref@example.in' },
  },
  { method: 'POST', path: '/api/me/referrer/unlink', sample: '/api/me/referrer/unlink', access: 'student' },
  { method: 'GET', path: '/api/me/screenshot', sample: '/api/me/screenshot', access: 'student' },
  {
    method: 'POST',
    path: '/api/tests/:n/attempts/start',
    sample: '/api/tests/3/attempts/start',
    access: 'student',
    json: { fresh: false },
  },
  {
    method: 'PUT',
    path: '/api/tests/attempts/:id/answers/:q',
    sample: '/api/tests/attempts/1/answers/1',
    access: 'student',
    json: { choice: 0 },
  },
  { method: 'POST', path: '/api/tests/attempts/:id/finish', sample: '/api/tests/attempts/1/finish', access: 'student' },
  { method: 'GET', path: '/api/documents', sample: '/api/documents', access: 'student' },
  {
    method: 'GET',
    path: '/api/documents/:kind/download',
    sample: '/api/documents/offer-letter/download',
    access: 'student',
  },
  {
    method: 'GET',
    path: '/api/documents/:kind/credential',
    sample: '/api/documents/completion-certificate/credential',
    access: 'student',
  },
  {
    method: 'POST',
    path: '/api/extra-courses',
    sample: '/api/extra-courses',
    access: 'student',
    json: SAMPLE_EXTRA_COURSE,
  },
  { method: 'GET', path: '/api/extra-courses', sample: '/api/extra-courses', access: 'student' },
  {
    method: 'POST',
    path: '/api/addcourse',
    sample: '/api/addcourse',
    access: 'student',
    json: {
      ids: 1,
      course: 'Python Programming',
      startdate: today,
      enddate: later,
      college: 'PSG',
      transaction: 'TXN123456',
      email: 'route.table@example.in',
    },
  },
  { method: 'POST', path: '/api/viewcourse', sample: '/api/viewcourse', access: 'student', json: { id: 1 } },
  { method: 'GET', path: '/api/correction-requests', sample: '/api/correction-requests', access: 'student' },
  {
    method: 'POST',
    path: '/api/correction-requests',
    sample: '/api/correction-requests',
    access: 'student',
    json: { field: 'name', correctValue: 'Route Table' },
  },
  // Admins
  {
    method: 'GET',
    path: '/api/admin/students',
    sample: '/api/admin/students?page=1&pageSize=20&q=a&status=pending',
    access: 'admin',
  },
  {
    method: 'GET',
    path: '/api/admin/students/:id/screenshot',
    sample: '/api/admin/students/999999/screenshot',
    access: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/students/:id/validate',
    sample: '/api/admin/students/999999/validate',
    access: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/students/:id/clear-referral',
    sample: '/api/admin/students/999999/clear-referral',
    access: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/students/:id/test-extra-time',
    sample: '/api/admin/students/999999/test-extra-time',
    access: 'admin',
  },
  { method: 'GET', path: '/api/admin/referrals', sample: '/api/admin/referrals', access: 'admin' },
  { method: 'GET', path: '/api/admin/extra-courses', sample: '/api/admin/extra-courses', access: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/extra-courses/:id/validate',
    sample: '/api/admin/extra-courses/999999/validate',
    access: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/students/:id/reject',
    sample: '/api/admin/students/999999/reject',
    access: 'admin',
    json: { reason: 'not-received' },
  },
  {
    method: 'POST',
    path: '/api/admin/extra-courses/:id/reject',
    sample: '/api/admin/extra-courses/999999/reject',
    access: 'admin',
    json: { reason: 'other', note: 'Paid to another account' },
  },
  {
    method: 'POST',
    path: '/api/me/payment',
    sample: '/api/me/payment',
    access: 'student',
    json: { uploadId: '00000000-0000-4000-8000-000000000000', utr: '412345678901' },
  },
  {
    method: 'POST',
    path: '/api/extra-courses/:id/payment',
    sample: '/api/extra-courses/999999/payment',
    access: 'student',
    json: { transaction: '412345678901' },
  },
  { method: 'GET', path: '/api/admin/payouts', sample: '/api/admin/payouts?period=2026-05', access: 'operators' },
  { method: 'GET', path: '/api/admin/payouts.csv', sample: '/api/admin/payouts.csv?period=2026-05', access: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/payouts/run',
    sample: '/api/admin/payouts/run',
    access: 'admin',
    json: { period: '2026-05' },
  },
  { method: 'POST', path: '/api/admin/statements', sample: '/api/admin/statements', access: 'admin' },
  { method: 'GET', path: '/api/admin/statements/:id', sample: '/api/admin/statements/999999', access: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/statements/:id/validate',
    sample: '/api/admin/statements/999999/validate',
    access: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/payouts/results',
    sample: '/api/admin/payouts/results',
    access: 'admin',
    multipart: true,
  },
  {
    method: 'POST',
    path: '/api/admin/payouts/:id/paid',
    sample: '/api/admin/payouts/999999/paid',
    access: 'admin',
    json: { utr: 'UTR1234567' },
  },
  { method: 'GET', path: '/api/admin/delivery', sample: '/api/admin/delivery', access: 'operators' },
  { method: 'GET', path: '/api/admin/jobs', sample: '/api/admin/jobs?state=failed', access: 'operators' },
  {
    method: 'POST',
    path: '/api/admin/jobs/:id/retry',
    sample: '/api/admin/jobs/e999999-compress-screenshot/retry',
    access: 'operators',
  },
  { method: 'GET', path: '/api/admin/mail', sample: '/api/admin/mail?status=failed', access: 'operators' },
  { method: 'GET', path: '/api/admin/overview', sample: '/api/admin/overview?days=7', access: 'operators' },
  // The catalogue: admins and editors
  {
    method: 'POST',
    path: '/api/admin/questions/import',
    sample: '/api/admin/questions/import',
    access: 'editors',
    multipart: true,
  },
  {
    method: 'GET',
    path: '/api/admin/questions/export',
    sample: '/api/admin/questions/export?language=en',
    access: 'editors',
  },
  {
    method: 'POST',
    path: '/api/admin/catalogue/images',
    sample: '/api/admin/catalogue/images',
    access: 'editors',
    multipart: true,
  },
  { method: 'GET', path: '/api/admin/security', sample: '/api/admin/security', access: 'staff' },
  { method: 'POST', path: '/api/admin/sessions/end-others', sample: '/api/admin/sessions/end-others', access: 'staff' },
  {
    method: 'POST',
    path: '/api/admin/sessions/:handle/end',
    sample: '/api/admin/sessions/00000000-0000-4000-8000-000000000000/end',
    access: 'staff',
  },
  {
    method: 'POST',
    path: '/api/admin/recovery-codes',
    sample: '/api/admin/recovery-codes',
    access: 'staff',
    json: { code: '123456' },
  },
  { method: 'POST', path: '/api/admin/mail/:id/resend', sample: '/api/admin/mail/999999/resend', access: 'operators' },
  { method: 'POST', path: '/api/students', sample: '/api/students', access: 'admin', json: { code: 'ignored' } },
  { method: 'POST', path: '/api/validate', sample: '/api/validate', access: 'admin', json: { id: 999999 } },
  { method: 'POST', path: '/api/emptyrefer', sample: '/api/emptyrefer', access: 'admin', json: { id: 999999 } },
  { method: 'GET', path: '/api/getrefer', sample: '/api/getrefer', access: 'admin' },
  { method: 'GET', path: '/api/extracourse', sample: '/api/extracourse', access: 'admin' },
  {
    method: 'POST',
    path: '/api/extracourse/validate',
    sample: '/api/extracourse/validate',
    access: 'admin',
    json: { id: 999999 },
  },
  {
    method: 'POST',
    path: '/api/admin/students/:id/correction',
    sample: '/api/admin/students/999999/correction',
    access: 'admin',
    json: { name: 'Route Table', reason: 'Spelling' },
  },
  {
    method: 'GET',
    path: '/api/admin/students/:id/documents',
    sample: '/api/admin/students/999999/documents',
    access: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/documents/:id/revoke',
    sample: '/api/admin/documents/999999/revoke',
    access: 'admin',
    json: { reason: 'Issued by mistake' },
  },
  {
    method: 'POST',
    path: '/api/admin/documents/:id/reinstate',
    sample: '/api/admin/documents/999999/reinstate',
    access: 'admin',
  },
  { method: 'GET', path: '/api/admin/correction-requests', sample: '/api/admin/correction-requests', access: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/correction-requests/:id/resolve',
    sample: '/api/admin/correction-requests/999999/resolve',
    access: 'admin',
  },
  { method: 'GET', path: '/api/me/erasure-request', sample: '/api/me/erasure-request', access: 'student' },
  {
    method: 'POST',
    path: '/api/me/erasure-request',
    sample: '/api/me/erasure-request',
    access: 'student',
    json: { reason: 'Route table' },
  },
  { method: 'GET', path: '/api/admin/erasure-requests', sample: '/api/admin/erasure-requests', access: 'admin' },
  {
    method: 'GET',
    path: '/api/admin/erasure-requests/:id/scope',
    sample: '/api/admin/erasure-requests/999999/scope',
    access: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/erasure-requests/:id/approve',
    sample: '/api/admin/erasure-requests/999999/approve',
    access: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/erasure-requests/:id/refuse',
    sample: '/api/admin/erasure-requests/999999/refuse',
    access: 'admin',
    json: { reason: 'Route table' },
  },
  // Admins' sessions, and also Prometheus's bearer token (METRICS_TOKEN) or, when configured, a loopback
  // scraper: the matrix proves the session side; routes/metrics/metrics.test.ts the token and loopback.
  { method: 'GET', path: '/metrics', sample: '/metrics', access: 'operators' },
  // Staff accounts (admins only), and the invitation link's page (public: the token is the proof)
  { method: 'GET', path: '/api/admin/accounts', sample: '/api/admin/accounts', access: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/accounts/invite',
    sample: '/api/admin/accounts/invite',
    access: 'admin',
    json: { email: 'route.invite@example.in', name: 'Route Table', role: 'operator' },
  },
  {
    method: 'POST',
    path: '/api/admin/accounts/:id/disable',
    sample: '/api/admin/accounts/999999/disable',
    access: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/accounts/:id/enable',
    sample: '/api/admin/accounts/999999/enable',
    access: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin-invites/accept',
    sample: '/api/admin-invites/accept',
    access: 'public',
    json: {
      token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      newPassword: 'Route table walk 2026',
      confirmPassword: 'Route table walk 2026',
    },
  },
  // Forgot password: anyone asks for a link and uses one; an admin sends one to an intern.
  {
    method: 'POST',
    path: '/api/password-reset',
    sample: '/api/password-reset',
    access: 'public',
    json: { email: 'route.table@example.in' },
  },
  {
    method: 'POST',
    path: '/api/password-reset/confirm',
    sample: '/api/password-reset/confirm',
    access: 'public',
    // A token nobody was given: walking the table must not change anyone's password.
    json: {
      token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      newPassword: 'Route table walk 2026',
      confirmPassword: 'Route table walk 2026',
    },
  },
  {
    method: 'POST',
    path: '/api/admin/students/:id/password-reset',
    sample: '/api/admin/students/999999/password-reset',
    access: 'admin',
  },
  { method: 'GET', path: '/api/admin/students/:id', sample: '/api/admin/students/999999', access: 'admin' },
  {
    method: 'GET',
    path: '/api/admin/students/:id/documents/:kind/download',
    sample: '/api/admin/students/999999/documents/offer-letter/download',
    access: 'admin',
  },
  {
    method: 'GET',
    path: '/api/admin/students.csv',
    sample: '/api/admin/students.csv?status=pending&q=a',
    access: 'admin',
  },
  {
    method: 'GET',
    path: '/api/admin/audit',
    sample: '/api/admin/audit?action=student.validated&from=2026-01-01',
    access: 'admin',
  },
  // The personal-data export (docs/PRIVACY.md): an intern's own ZIP; a referrer asks for a mailed link, whose token answers theirs once.
  { method: 'GET', path: '/api/me/data-export', sample: '/api/me/data-export', access: 'student' },
  {
    method: 'POST',
    path: '/api/referrers/data-export-requests',
    sample: '/api/referrers/data-export-requests',
    access: 'public',
    json: { email: 'route.ref@example.in' },
  },
  // A token nobody was given: walking the table exports nobody's data.
  {
    method: 'POST',
    path: '/api/referrers/data-export',
    sample: '/api/referrers/data-export',
    access: 'public',
    json: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  },
  {
    method: 'POST',
    path: '/api/referrers/erasure',
    sample: '/api/referrers/erasure',
    access: 'public',
    json: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  },
  // The intern's e-mail proof: the mailed link's token, spent only in its own intern's session
  // (a proof counts only for the account that asked for it); the address owner's "This wasn't me" (public: that token is their say; one nobody was
  // given does nothing); and the signed-in intern's 'Send the link again'.
  {
    method: 'POST',
    path: '/api/email-confirmation',
    sample: '/api/email-confirmation',
    access: 'student',
    json: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  },
  {
    method: 'POST',
    path: '/api/email-confirmation/not-me',
    sample: '/api/email-confirmation/not-me',
    access: 'public',
    json: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
  },
  {
    method: 'POST',
    path: '/api/me/email-confirmation/resend',
    sample: '/api/me/email-confirmation/resend',
    access: 'student',
  },
  // The intern's language (docs/I18N.md): English, the default, so walking the table changes no one's.
  { method: 'PUT', path: '/api/me/language', sample: '/api/me/language', access: 'student', json: { language: 'en' } },
  // The catalogue (docs/CATALOGUE.md): published for everyone; a course's links for its validated interns;
  // drafts, previews and publishes for admins and editors.
  { method: 'GET', path: '/api/catalogue', sample: '/api/catalogue', access: 'public' },
  { method: 'GET', path: '/api/catalogue/posts/:slug', sample: '/api/catalogue/posts/ui-ux-basics', access: 'public' },
  { method: 'GET', path: '/api/resources', sample: '/api/resources', access: 'student' },
  { method: 'GET', path: '/api/admin/catalogue', sample: '/api/admin/catalogue', access: 'editors' },
  { method: 'GET', path: '/api/admin/catalogue/preview', sample: '/api/admin/catalogue/preview', access: 'editors' },
  {
    method: 'GET',
    path: '/api/admin/catalogue/preview/posts/:slug',
    sample: '/api/admin/catalogue/preview/posts/ui-ux-basics',
    access: 'editors',
  },
  {
    method: 'GET',
    path: '/api/admin/catalogue/:id',
    sample: `/api/admin/catalogue/${SAMPLE_ENTRY}`,
    access: 'editors',
  },
  {
    method: 'POST',
    path: '/api/admin/catalogue',
    sample: '/api/admin/catalogue',
    access: 'editors',
    json: { kind: 'post', content: samplePost },
  },
  {
    method: 'PUT',
    path: '/api/admin/catalogue/:id/draft',
    sample: `/api/admin/catalogue/${SAMPLE_ENTRY}/draft`,
    access: 'editors',
    json: { kind: 'post', content: samplePost },
  },
  {
    method: 'POST',
    path: '/api/admin/catalogue/:id/publish',
    sample: `/api/admin/catalogue/${SAMPLE_ENTRY}/publish`,
    access: 'editors',
  },
  {
    method: 'POST',
    path: '/api/admin/catalogue/:id/restore',
    sample: `/api/admin/catalogue/${SAMPLE_ENTRY}/restore`,
    access: 'editors',
    json: { version: 1 },
  },
];

/** Bull Board: mounted by its own Koa adapter, not a @koa/router route; admins and operators. */
export const bullBoardRoutes: RouteEntry[] = [
  { method: 'GET', path: '/admin/queues', sample: '/admin/queues', access: 'operators' },
  { method: 'GET', path: '/admin/queues/api/queues', sample: '/admin/queues/api/queues', access: 'operators' },
];

type RouterLike = { stack: { methods: string[]; path: string | RegExp; stack?: unknown[] }[] };

/**
 * Every route the routers register (`METHOD path`) with the action its policy middleware names
 * (middlewares/policy.ts), undefined for a route that names none.
 */
export function routePolicies(routers: RouterLike[]): { route: string; action: Action | undefined }[] {
  const out = new Map<string, Action | undefined>();
  for (const router of routers) {
    for (const layer of router.stack) {
      for (const method of layer.methods)
        if (method !== 'HEAD') out.set(`${method} ${String(layer.path)}`, policyOfRoute(layer.stack ?? []));
    }
  }
  return [...out].map(([route, action]) => ({ route, action }));
}

/** `METHOD path` of every route the routers register (HEAD, implied by GET, left out). */
export function registeredRoutes(routers: { stack: { methods: string[]; path: string | RegExp }[] }[]): string[] {
  const out = new Set<string>();
  for (const router of routers) {
    for (const layer of router.stack) {
      for (const method of layer.methods) if (method !== 'HEAD') out.add(`${method} ${String(layer.path)}`);
    }
  }
  return [...out].sort();
}
