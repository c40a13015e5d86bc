import { lazy, useEffect } from 'react';
import { BrowserRouter, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { paths, redirects } from '@shared/routes';
import NotFoundPage from '@client/features/errors/not-found-page';
import HomePage from '@client/features/home/pages/home-page';
import { Layout } from './layout/layout';

// Declarative routing keeps the data-router machinery out of the first load; each screen but
// Home is its own chunk (the server preloads it with the page, see shared/routes.ts routeHints).
const AboutPage = lazy(() => import('@client/features/about/pages/about-page'));
const CommunityPage = lazy(() => import('@client/features/community/pages/community-page'));
const LoginPage = lazy(() => import('@client/features/auth/pages/login-page'));
const PrivacyPolicyPage = lazy(() => import('@client/features/legal/pages/privacy-policy-page'));
const TermsPage = lazy(() => import('@client/features/legal/pages/terms-page'));
const BadgeDemoPage = lazy(() => import('@client/features/badges/pages/badge-demo-page'));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.community, element: <CommunityPage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
      { path: paths.terms, element: <TermsPage /> },
      { path: paths.badgeDemo, element: <BadgeDemoPage /> },
      ...Object.entries(redirects).map(([from, to]) => ({ path: from, element: <Navigate to={to} replace /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** A new screen starts at the top, unless the link points at an anchor on it. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <AppRoutes />
    </BrowserRouter>
  );
}
