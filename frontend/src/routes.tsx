import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layouts/RootLayout.tsx';
import { PublicLayout } from './layouts/PublicLayout.tsx';
import { RouteError } from './pages/RouteError.tsx';
import { PageLoading } from './components/PageLoading.tsx';
import NotFoundPage from './pages/NotFoundPage.tsx';

/**
 * Route-level code splitting: each screen is its own chunk, fetched when its route is first
 * visited (the router keeps the current page on screen meanwhile).
 */
export function page(load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

/** Public pages (specification section 2): anyone may open them. */
export const publicRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./pages/HomePage.tsx')) },
  { path: 'home', lazy: page(() => import('./pages/HomePage.tsx')) },
  { path: 'internship', lazy: page(() => import('./pages/InternshipPage.tsx')) },
  { path: 'blog', lazy: page(() => import('./pages/BlogPage.tsx')) },
  { path: 'about', lazy: page(() => import('./pages/AboutPage.tsx')) },
  { path: 'courses', lazy: page(() => import('./pages/CoursesPage.tsx')) },
  { path: 'course-inner', lazy: page(() => import('./pages/CourseInnerPage.tsx')) },
  { path: 'contact', lazy: page(() => import('./pages/ContactPage.tsx')) },
  { path: 'login', lazy: page(() => import('./pages/LoginPage.tsx')) },
  { path: 'registration', lazy: page(() => import('./pages/RegistrationPage.tsx')) },
  { path: 'referal', lazy: page(() => import('./pages/ReferralDashboardPage.tsx')) },
  // The spelling of the specification is the route; the correct spelling leads there too.
  { path: 'referral', element: <Navigate to="/referal" replace /> },
  { path: 'verify/:token', lazy: page(() => import('./pages/VerifyCertificatePage.tsx')) },
];

/**
 * Guarded intern screens (/dashboard, /letter, /extracourse, /certificate, /certificatetest,
 * /extranotify, /extraalert, /test1-3): add them here. The block below wraps them in
 * <RequireSession role="student"> (components/RequireSession.tsx), which asks GET /api/me and sends
 * anyone without a session to /login (replace).
 */
export const studentRoutes: RouteObject[] = [];

/** Admin screens (/ab, /ev, ...): same, with role="admin". */
export const adminRoutes: RouteObject[] = [];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading shell />,
    children: [
      {
        element: <PublicLayout />,
        errorElement: <RouteError />,
        children: [
          ...publicRoutes,
          ...(studentRoutes.length
            ? [{ lazy: async () => ({ Component: (await import('./components/RequireSession.tsx')).RequireStudent }), children: studentRoutes }]
            : []),
          ...(adminRoutes.length
            ? [{ lazy: async () => ({ Component: (await import('./components/RequireSession.tsx')).RequireAdmin }), children: adminRoutes }]
            : []),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
