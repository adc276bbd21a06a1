import { Navigate, type RouteObject } from 'react-router-dom';
// The yup-free entry: the routes are part of the shell's start-up.
import { wizardDocuments } from '@legacy-planner/contracts/wizardDocuments';
import { ProtectedRoute } from '../auth/ProtectedRoute';
import { ProtectedLayout } from '../layout/ProtectedLayout';
import { AppPage } from '../layout/AppPage';
import { AccessFrame } from '../layout/AccessFrame';
import { NotFoundPage } from '../pages/NotFoundPage';
import { AdminArea } from '../auth/AdminArea';
import { publicAddresses } from '@legacy-planner/shared-ui/navigation';
import { PublicPageLoad } from './PublicPageLoad';
import { RemotePage } from './RemotePage';

const accessPages = [
  { path: '/access', module: 'AccessPage', label: 'Request access', title: 'Request access' },
  { path: '/access/view', module: 'AccessViewPage', label: 'Shared plan', title: 'Shared plan' },
  // A legacy message's emailed link (issue 27): the recipient has no account.
  {
    path: '/message',
    module: 'MessagePage',
    label: 'A message for you',
    title: 'A message for you',
  },
  // A trusted contact's answer to "Is … OK?" when check-ins are missed (no account): contracts'
  // CONTACT_ANSWER_PATH, the address the API's emails link to.
  {
    path: '/is-ok',
    module: 'ContactAnswerPage',
    label: 'Are they OK?',
    title: 'Are they OK?',
  },
] as const;

// The pages of the emailed links and of the forgotten password, exposed by mfe-account.
const passwordPages = [
  {
    path: '/forgot-password',
    module: 'ForgotPasswordPage',
    label: 'Forgot password',
    title: 'Forgot password',
  },
  {
    path: '/reset-password',
    module: 'ResetPasswordPage',
    label: 'Choose a new password',
    title: 'Choose a new password',
  },
  {
    path: '/verify-email',
    module: 'VerifyEmailPage',
    label: 'Verify your email',
    title: 'Verify your email',
  },
  { path: '/check-in', module: 'CheckInPage', label: 'Check-in', title: 'Check-in' },
] as const;

// The six wizard routes, each a page exposed by mfe-wizards, with the browser tab's title.
const wizardRoutes = [
  {
    path: wizardDocuments['will'].route,
    module: 'WillWizard',
    label: 'Will wizard',
    title: wizardDocuments['will'].pageTitle,
  },
  {
    path: wizardDocuments['health-directive'].route,
    module: 'HealthDirectiveWizard',
    label: 'Health directive wizard',
    title: wizardDocuments['health-directive'].pageTitle,
  },
  {
    path: wizardDocuments['power-of-attorney'].route,
    module: 'PowerOfAttorneyWizard',
    label: 'Power of attorney wizard',
    title: wizardDocuments['power-of-attorney'].pageTitle,
  },
  {
    path: wizardDocuments['digital-assets'].route,
    module: 'DigitalAssetsWizard',
    label: 'Digital assets wizard',
    title: wizardDocuments['digital-assets'].pageTitle,
  },
  {
    path: wizardDocuments['hipaa-authorization'].route,
    module: 'HipaaAuthorizationWizard',
    label: 'HIPAA authorization wizard',
    title: wizardDocuments['hipaa-authorization'].pageTitle,
  },
  {
    path: wizardDocuments['final-wishes'].route,
    module: 'FinalWishesPage',
    label: 'Final wishes',
    title: wizardDocuments['final-wishes'].pageTitle,
  },
] as const;

/** The route table of spec section 2. */
export const routes: RouteObject[] = [
  // The landing page, sign-in and sign-up are the public pages, a build of their own.
  ...publicAddresses.map((path) => ({ path, element: <PublicPageLoad /> })),
  // The public access pages of a trusted person (no account), exposed by mfe-access: neither
  // the start-up nor /app carries them.
  ...[
    ...accessPages.map((page) => ({ ...page, remote: 'mfe_access' })),
    // The emailed links' pages and the forgotten password's, public too.
    ...passwordPages.map((page) => ({ ...page, remote: 'mfe_account' })),
  ].map(({ path, remote, module, label, title }) => ({
    path,
    element: (
      <RemotePage
        key={path}
        remote={remote}
        module={module}
        label={label}
        title={title}
        frame={AccessFrame}
      />
    ),
  })),
  {
    element: <ProtectedRoute />,
    children: [
      {
        element: <ProtectedLayout />,
        children: [
          // Not downloaded lazily: a lazy route makes the router's first render show its loading
          // screen, and /app's first screen would then paint three times (loading screen, layout,
          // tab) instead of once.
          { path: '/app', element: <AppPage /> },
          { path: '/home', element: <Navigate to="/app" replace /> },
          { path: '/admin', element: <AdminArea /> },
          {
            path: '/account',
            element: (
              <RemotePage
                remote="mfe_account"
                module="AccountPage"
                label="Account"
                title="Account"
              />
            ),
          },
          ...wizardRoutes.map(({ path, module, label, title }) => ({
            path,
            element: (
              <RemotePage
                key={path}
                remote="mfe_wizards"
                module={module}
                label={label}
                title={title}
              />
            ),
          })),
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];
