import { Navigate, type RouteObject } from 'react-router-dom';
import { ProtectedRoute } from '../auth/ProtectedRoute';
import { ProtectedLayout } from '../layout/ProtectedLayout';
import { LandingPage } from '../pages/LandingPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteArea } from '../remotes/RemoteArea';
import { AdminArea } from '../auth/AdminArea';

// The six wizard routes, each a page exposed by mfe-wizards.
const wizardRoutes = [
  { path: '/will-testament', module: 'WillWizard', label: 'Will wizard' },
  { path: '/health-directive', module: 'HealthDirectiveWizard', label: 'Health directive wizard' },
  {
    path: '/power-of-attorney',
    module: 'PowerOfAttorneyWizard',
    label: 'Power of attorney wizard',
  },
  { path: '/digital-assets', module: 'DigitalAssetsWizard', label: 'Digital assets wizard' },
  {
    path: '/hipaa-authorization',
    module: 'HipaaAuthorizationWizard',
    label: 'HIPAA authorization wizard',
  },
  { path: '/final-wishes', module: 'FinalWishesPage', label: 'Final wishes' },
] as const;

/** The route table of spec section 2. */
export const routes: RouteObject[] = [
  { path: '/', element: <LandingPage /> },
  // Pages other than the landing page are downloaded when first visited.
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('../pages/auth/AuthPage')).SignInPage }),
  },
  {
    path: '/signup',
    lazy: async () => ({ Component: (await import('../pages/auth/AuthPage')).SignUpPage }),
  },
  {
    element: <ProtectedRoute />,
    children: [
      {
        element: <ProtectedLayout />,
        children: [
          {
            path: '/app',
            lazy: async () => ({ Component: (await import('../layout/AppPage')).AppPage }),
          },
          { path: '/home', element: <Navigate to="/app" replace /> },
          { path: '/admin', element: <AdminArea /> },
          ...wizardRoutes.map(({ path, module, label }) => ({
            path,
            element: (
              <main>
                <RemoteArea key={path} remote="mfe_wizards" module={module} label={label} />
              </main>
            ),
          })),
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];
