import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths, redirects } from '@shared/routes';
import HomePage from '@client/features/home/pages/home-page';
import NotFoundPage from '@client/features/errors/not-found-page';
import { Layout } from './layout/layout';

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.about, ...page(() => import('@client/features/about/pages/about-page')) },
      { path: paths.community, ...page(() => import('@client/features/community/pages/community-page')) },
      { path: paths.login, ...page(() => import('@client/features/auth/pages/login-page')) },
      { path: paths.privacyPolicy, ...page(() => import('@client/features/legal/pages/privacy-policy-page')) },
      { path: paths.terms, ...page(() => import('@client/features/legal/pages/terms-page')) },
      { path: paths.badgeDemo, ...page(() => import('@client/features/badges/pages/badge-demo-page')) },
      ...Object.entries(redirects).map(([from, to]) => ({ path: from, element: <Navigate to={to} replace /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
