import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { ArtistLayout } from './layout/ArtistLayout';
import { RequireArtist } from './layout/RequireArtist';
import { RootLayout } from './layout/RootLayout';
import type { ConsoleSection, RouteHandle } from './layout/route-handle';
import { CheckoutPage } from './pages/billing/CheckoutPage';
import { CheckoutCancelPage, CheckoutPaypalSuccessPage, CheckoutSuccessPage } from './pages/billing/CheckoutReturnPages';
import { PricingPage } from './pages/billing/PricingPage';
import { ComingSoonPage } from './pages/ComingSoonPage';
import { LoginPage } from './pages/login/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PageLoading } from './pages/public/PageLoading';
import { HomePage } from './pages/public/HomePage';
import { publicPageRoutes } from './pages/public/public-routes';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { SignupPage } from './pages/signup/SignupPage';

function page(path: string, titleKey: string, section?: ConsoleSection, element?: ReactNode): RouteObject {
  const handle: RouteHandle = { titleKey, section };
  return { path, handle, element: element ?? <ComingSoonPage titleKey={titleKey} /> };
}

/** Fetched when first matched: visitors of the public pages never download the console. */
function lazyPage(path: string, titleKey: string, section: ConsoleSection, load: () => Promise<ComponentType>): RouteObject {
  const handle: RouteHandle = { titleKey, section };
  return { path, handle, hydrateFallbackElement: <PageLoading />, lazy: async () => ({ Component: await load() }) };
}

const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  ...publicPageRoutes,
  page('pricing', 'pages.pricing', undefined, <PricingPage />),
  page('signup', 'pages.signup', undefined, <SignupPage />),
  page('register', 'pages.signup', undefined, <SignupPage />),
  page('login', 'pages.login', undefined, <LoginPage />),
  page('checkout', 'pages.checkout', undefined, <CheckoutPage />),
  page('checkout/success', 'pages.checkoutSuccess', undefined, <CheckoutSuccessPage />),
  page('checkout/paypal-success', 'pages.checkoutPaypalSuccess', undefined, <CheckoutPaypalSuccessPage />),
  page('checkout/cancel', 'pages.checkoutCancel', undefined, <CheckoutCancelPage />),
  // A blocked account's appeal (docs/fraud.md); its code loads only here.
  { path: 'appeal', handle: { titleKey: 'appeal.title' } satisfies RouteHandle, hydrateFallbackElement: <PageLoading />, lazy: async () => ({ Component: (await import('./pages/appeal/AppealPage')).AppealPage }) },
];

export const GUARDED_PATHS = [
  '/document-upload',
  '/artist/relea/new',
  '/account/myplan',
  '/account/log',
  '/account/notifications',
  '/account/transactions',
  '/account/profile',
  '/artist/support',
  '/artist/dashboard',
  '/artist/release',
  '/artist/release/:id',
  '/artist/release/:id/tracks',
  '/artist/release/:releaseId/tracks/:trackId',
  '/artist/releases',
  '/artist/releases/:id',
  '/artist/tracks/:id',
  '/artist/earnings',
  '/artist/releases/:id/splits',
] as const;

const guardedRoutes: RouteObject[] = [
  lazyPage('document-upload', 'pages.documentUpload', 'account', () => import('./pages/verification/DocumentUploadPage').then((m) => m.DocumentUploadPage)),
  lazyPage('artist/dashboard', 'pages.dashboard', 'overview', () => import('./pages/dashboard/DashboardPage').then((m) => m.DashboardPage)),
  lazyPage('artist/support', 'pages.support', 'support', () => import('./pages/support/SupportPage').then((m) => m.SupportPage)),
  lazyPage('artist/releases', 'pages.releases', 'catalog', () => import('./pages/releases/ReleasesPage').then((m) => m.ReleasesPage)),
  lazyPage('artist/releases/:id', 'pages.releaseDetail', 'catalog', () => import('./pages/releases/ReleaseDetailPage').then((m) => m.ReleaseDetailPage)),
  lazyPage('artist/release', 'pages.newRelease', 'catalog', () => import('./pages/release-wizard/ReleaseWizardPage').then((m) => m.NewReleasePage)),
  lazyPage('artist/release/:id', 'pages.editRelease', 'catalog', () => import('./pages/release-wizard/ReleaseWizardPage').then((m) => m.EditReleasePage)),
  lazyPage('artist/release/:id/tracks', 'pages.releaseTracks', 'catalog', () => import('./pages/releases/tracks/ReleaseTracksPage').then((m) => m.ReleaseTracksPage)),
  lazyPage('artist/release/:releaseId/tracks/:trackId', 'pages.trackEditor', 'catalog', () => import('./pages/releases/tracks/TrackEditorPage').then((m) => m.TrackEditorPage)),
  lazyPage('artist/relea/new', 'pages.newRelease', 'catalog', () => import('./pages/release-wizard/ReleaseWizardPage').then((m) => m.NewReleasePage)),
  lazyPage('artist/earnings', 'pages.earnings', 'earnings', () => import('./pages/earnings/EarningsPage').then((m) => m.EarningsPage)),
  lazyPage('artist/releases/:id/splits', 'pages.splits', 'catalog', () => import('./pages/earnings/SplitsPage').then((m) => m.SplitsPage)),
  lazyPage('artist/tracks/:id', 'pages.trackDetail', 'catalog', () => import('./pages/releases/TrackDetailPage').then((m) => m.TrackDetailPage)),
  lazyPage('account/profile', 'pages.profile', 'account', () => import('./pages/profile/ProfilePage').then((m) => m.ProfilePage)),
  lazyPage('account/myplan', 'pages.myPlan', 'billing', () => import('./pages/billing/MyPlanPage').then((m) => m.MyPlanPage)),
  lazyPage('account/log', 'pages.activityLog', 'activity', () => import('./pages/activity/AccountLogPage').then((m) => m.AccountLogPage)),
  lazyPage('account/notifications', 'pages.notifications', 'account', () => import('./pages/notifications/NotificationsPage').then((m) => m.NotificationsPage)),
  lazyPage('account/transactions', 'pages.transactions', 'billing', () => import('./pages/billing/TransactionsPage').then((m) => m.TransactionsPage)),
];

const unguardedConsoleRoutes: RouteObject[] = [
  lazyPage('artist/wallet', 'pages.wallet', 'wallet', () => import('./pages/wallet/WalletPage').then((m) => m.WalletPage)),
  lazyPage('artist/wallet/transactions', 'pages.walletTransactions', 'wallet', () => import('./pages/wallet/WalletTransactionsPage').then((m) => m.WalletTransactionsPage)),
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          ...publicRoutes,
          {
            element: <RequireArtist />,
            children: [{ element: <ArtistLayout />, children: guardedRoutes }],
          },
          { element: <ArtistLayout />, children: unguardedConsoleRoutes },
          { path: '*', element: <NotFoundPage />, handle: { titleKey: 'notFound.title' } satisfies RouteHandle },
        ],
      },
    ],
  },
];
