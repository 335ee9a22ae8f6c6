import type { ComponentType } from 'react';
import { Navigate, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { RootLayout } from './layouts/RootLayout.tsx';
import { PublicLayout } from './layouts/PublicLayout.tsx';
import { RouteError } from './pages/RouteError.tsx';
import { PageLoading } from './components/PageLoading.tsx';
import NotFoundPage from './pages/NotFoundPage.tsx';
import { THEMED } from './stores/theme.ts';
import { screensIn, type ScreenArea, type ScreenPath } from './screen-roles.ts';

/**
 * Route-level code splitting: each screen is its own chunk, fetched when its route is first
 * visited (the router keeps the current page on screen meanwhile).
 */
export function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

const quiz =
  (testNo: number): RouteObject['lazy'] =>
  async () => {
    const { QuizPage } = await import('./pages/intern/quiz/QuizPage.tsx');
    return { element: <QuizPage testNo={testNo} /> };
  };
const documentPage =
  (kind: 'offer-letter' | 'completion-certificate' | 'test-certificate'): RouteObject['lazy'] =>
  async () => {
    const { DocumentPage } = await import('./pages/intern/document/DocumentPage.tsx');
    return { element: <DocumentPage kind={kind} /> };
  };

/**
 * What each screen shows. Its area and the ability it needs are SCREENS (screen-roles.ts): the
 * record's type asks for exactly the paths of that table, so a screen cannot be added without them.
 */
const screens: Record<ScreenPath, Omit<NonIndexRouteObject, 'path'>> = {
  // Public pages (specification section 2): anyone may open them.
  home: { lazy: page(() => import('./pages/HomePage.tsx')) },
  internship: { lazy: page(() => import('./pages/InternshipPage.tsx')) },
  blog: { lazy: page(() => import('./pages/BlogPage.tsx')) },
  // A post's own page (the catalogue's; GET /api/catalogue/posts/:slug).
  'blog/:slug': { lazy: page(() => import('./pages/BlogPostPage.tsx')) },
  about: { lazy: page(() => import('./pages/AboutPage.tsx')) },
  courses: { lazy: page(() => import('./pages/CoursesPage.tsx')) },
  'course-inner': { lazy: page(() => import('./pages/CourseInnerPage.tsx')) },
  contact: { lazy: page(() => import('./pages/contact/ContactPage.tsx')) },
  login: { lazy: page(() => import('./pages/login/LoginPage.tsx')) },
  // An admin's first sign-in: right after the password (the server allows nothing else until it is done).
  'login/authenticator': { lazy: page(() => import('./pages/TotpEnrolmentPage.tsx')) },
  registration: { lazy: page(() => import('./pages/registration/RegistrationPage.tsx')) },
  referal: { lazy: page(() => import('./pages/ReferralDashboardPage.tsx')) },
  // The page of the link a refer-and-earn join mails (#token=... in the fragment).
  'referal/confirm': { lazy: page(() => import('./pages/ReferralConfirmPage.tsx')) },
  // A member's mailed links about an intern account: link the membership to it, or remove the link.
  'referal/link': { lazy: page(() => import('./pages/membership-link/MembershipLinkPage.tsx')) },
  'referal/unlink': { lazy: page(() => import('./pages/membership-link/MembershipUnlinkPage.tsx')) },
  // The spelling of the specification is the route; the correct spelling leads there too.
  referral: { element: <Navigate to="/referal" replace /> },
  // The verifier (docs/CREDENTIALS.md): a credential or a PDF a visitor brings, checked without signing in.
  verify: { lazy: page(() => import('./pages/VerifierPage.tsx')) },
  'verify/:token': { lazy: page(() => import('./pages/VerifyCertificatePage.tsx')) },
  // Forgot password: ask for a link; the mailed link's page (#token=... in the fragment).
  'forgot-password': { lazy: page(() => import('./pages/password-reset/ForgotPasswordPage.tsx')) },
  'reset-password': { lazy: page(() => import('./pages/password-reset/ResetPasswordPage.tsx')) },
  // The page of the link that proves an intern's e-mail (#token=... in the fragment): inside the intern's own session.
  'confirm-email': { lazy: page(() => import('./pages/ConfirmEmailPage.tsx')) },
  // The same mail's "This wasn't me" (#token=...): the address owner, no session.
  'not-me': { lazy: page(() => import('./pages/NotMePage.tsx')) },
  // The page of the link an invitation to the admin panel mails (#token=... in the fragment).
  invite: { lazy: page(() => import('./pages/InvitePage.tsx')) },
  // The privacy notice (DPDP Act), and the page of the link that mails a referrer their data (#token=...).
  privacy: { lazy: page(() => import('./pages/privacy/PrivacyPage.tsx')) },
  'refer/my-data': { lazy: page(() => import('./pages/privacy/ReferrerDataPage.tsx')) },

  // The intern's screens.
  dashboard: { lazy: page(() => import('./pages/intern/dashboard/DashboardPage.tsx')) },
  test1: { lazy: quiz(1) },
  test2: { lazy: quiz(2) },
  test3: { lazy: quiz(3) },
  letter: { lazy: documentPage('offer-letter') },
  certificate: { lazy: documentPage('completion-certificate') },
  certificatetest: { lazy: documentPage('test-certificate') },
  extracourse: { lazy: page(() => import('./pages/intern/extra-courses/ExtraCoursePage.tsx')) },
  extranotify: { lazy: page(() => import('./pages/intern/ExtraNotifyPage.tsx')) },
  extraalert: { lazy: page(() => import('./pages/intern/ExtraAlertPage.tsx')) },
  password: { lazy: page(() => import('./pages/account/ChangePasswordPage.tsx')) },

  // The staff's screens.
  // The first screen after signing in (docs/ADMIN-OVERVIEW.md): the charts; an operator's holds the mail part only.
  'admin/overview': { lazy: page(() => import('./pages/admin/overview/OverviewPage.tsx')) },
  ab: { lazy: page(() => import('./pages/admin/students/StudentListPage.tsx')) },
  ev: { lazy: page(() => import('./pages/admin/ExtraValidationPage.tsx')) },
  'admin/payouts': { lazy: page(() => import('./pages/admin/payouts/PayoutsPage.tsx')) },
  'admin/reconcile': { lazy: page(() => import('./pages/admin/reconcile/ReconcilePage.tsx')) },
  'admin/operations': { lazy: page(() => import('./pages/admin/operations/OperationsPage.tsx')) },
  'admin/security': { lazy: page(() => import('./pages/admin/security/SecurityPage.tsx')) },
  'admin/password': { lazy: page(() => import('./pages/account/ChangePasswordPage.tsx')) },
  'admin/students/:id': { lazy: page(() => import('./pages/admin/student-record/StudentRecordPage.tsx')) },
  'admin/audit': { lazy: page(() => import('./pages/admin/audit/AuditLogPage.tsx')) },
  'admin/accounts': { lazy: page(() => import('./pages/admin/accounts/AccountsPage.tsx')) },
  // The catalogue's editors (docs/CATALOGUE.md): the entries, and one course's or post's draft, versions and preview.
  'admin/catalogue': { lazy: page(() => import('./pages/admin/catalogue/CatalogueListPage.tsx')) },
  'admin/catalogue/:entryId': { lazy: page(() => import('./pages/admin/catalogue/CatalogueEditPage.tsx')) },
  // The question banks' editors (docs/QUESTION-BANKS.md): the questions, one question's editor, the tests' settings.
  'admin/questions': { lazy: page(() => import('./pages/admin/questions/QuestionListPage.tsx')) },
  'admin/questions/:questionId': { lazy: page(() => import('./pages/admin/questions/QuestionEditPage.tsx')) },
  'admin/tests': { lazy: page(() => import('./pages/admin/questions/TestSettingsPage.tsx')) },
  // How each question did in finished attempts (docs/QUESTION-BANKS.md): facility, discrimination, flags, CSV.
  'admin/questions/stats': { lazy: page(() => import('./pages/admin/question-stats/QuestionStatsPage.tsx')) },
  // A GIFT or Aiken file of questions imported whole after its preview; the banks exported to GIFT.
  'admin/questions/import': { lazy: page(() => import('./pages/admin/question-import/QuestionImportPage.tsx')) },
};

const routesIn = (area: ScreenArea): RouteObject[] => screensIn(area).map((path) => ({ path, ...screens[path] }));

/** Public pages: the home page at the root too. */
const publicRoutes: RouteObject[] = [{ index: true, lazy: screens.home.lazy }, ...routesIn('public')];

/**
 * Guarded intern screens. The block below wraps them in <RequireSession role="student">
 * (components/RequireSession.tsx), which asks GET /api/me and sends anyone without a session to
 * /login (replace), then in the intern bar (Add course, theme, Logout). Only they wear the dark
 * theme (handle THEMED, applied by RootLayout).
 */
const studentRoutes = routesIn('intern');

/**
 * Staff screens: same, with role="admin" (an intern is told the page is for admins only). Admins and
 * operators share the shell, which shows each the screens their abilities open (AdminShell.tsx).
 */
const adminRoutes = routesIn('staff');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading shell />,
    children: [
      {
        element: <PublicLayout />,
        errorElement: <RouteError />,
        children: [...publicRoutes, { path: '*', Component: NotFoundPage }],
      },
      {
        // The logged-in area: its own frame (no marketing navigation), guard first, then the area's bar.
        lazy: async () => ({ Component: (await import('./layouts/AppLayout.tsx')).AppLayout }),
        errorElement: <RouteError />,
        children: [
          {
            lazy: async () => ({ Component: (await import('./components/RequireSession.tsx')).RequireStudent }),
            // The intern area wears the light/dark theme of its bar's toggle.
            handle: THEMED,
            children: [
              {
                lazy: async () => ({ Component: (await import('./layouts/InternShell.tsx')).InternShell }),
                children: studentRoutes,
              },
            ],
          },
          {
            lazy: async () => ({ Component: (await import('./components/RequireSession.tsx')).RequireAdmin }),
            children: [
              {
                lazy: async () => ({ Component: (await import('./layouts/AdminShell.tsx')).AdminShell }),
                children: adminRoutes,
              },
            ],
          },
        ],
      },
    ],
  },
];
