import type { RoleGroup } from '@soundpost/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { Redirect } from './layout/Redirect';
import { RequireArtist } from './layout/RequireArtist';
import { RootLayout } from './layout/RootLayout';
import type { ConsoleSection, RouteHandle } from './layout/route-handle';
import { NotFoundPage } from './pages/NotFoundPage';
import { PageLoading } from './pages/public/PageLoading';
import { HomePage } from './pages/public/HomePage';
import { publicPageRoutes } from './pages/public/public-routes';
import { RouteErrorPage } from './pages/RouteErrorPage';

/**
 * Fetched when first matched: only `/` and the shell are in the entry script (docs/benchmarks.md, "Public entry
 * JavaScript"), so visitors of the home page never download the sign-up, login, checkout or console code.
 */
function lazyPage(path: string, titleKey: string, section: ConsoleSection | undefined, load: () => Promise<ComponentType>, roles?: RoleGroup): RouteObject {
  const handle: RouteHandle = { titleKey, section, roles };
  return { path, handle, hydrateFallbackElement: <PageLoading />, lazy: async () => ({ Component: await load() }) };
}

const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  ...publicPageRoutes,
  lazyPage('pricing', 'pages.pricing', undefined, () => import('./pages/billing/PricingPage').then((m) => m.PricingPage)),
  lazyPage('signup', 'pages.signup', undefined, () => import('./pages/signup/SignupPage').then((m) => m.SignupPage)),
  lazyPage('register', 'pages.signup', undefined, () => import('./pages/signup/SignupPage').then((m) => m.SignupPage)),
  lazyPage('login', 'pages.login', undefined, () => import('./pages/login/LoginPage').then((m) => m.LoginPage)),
  lazyPage('checkout', 'pages.checkout', undefined, () => import('./pages/billing/CheckoutPage').then((m) => m.CheckoutPage)),
  lazyPage('checkout/success', 'pages.checkoutSuccess', undefined, () => import('./pages/billing/CheckoutReturnPages').then((m) => m.CheckoutSuccessPage)),
  lazyPage('checkout/paypal-success', 'pages.checkoutPaypalSuccess', undefined, () =>
    import('./pages/billing/CheckoutReturnPages').then((m) => m.CheckoutPaypalSuccessPage),
  ),
  // The invitation e-mail's link: reachable without a session, it offers log in or sign-up and comes back here.
  lazyPage('team/invitations/:id', 'team.invitation.pageTitle', undefined, () => import('./pages/team/InvitationPage').then((m) => m.InvitationPage)),
  lazyPage('checkout/cancel', 'pages.checkoutCancel', undefined, () => import('./pages/billing/CheckoutReturnPages').then((m) => m.CheckoutCancelPage)),
  // After closing an account (docs/privacy.md): signed out, a goodbye.
  lazyPage('goodbye', 'closing.goodbye.title', undefined, () => import('./pages/profile/GoodbyePage').then((m) => m.GoodbyePage)),
  // A blocked account's appeal (docs/fraud.md); its code loads only here.
  { path: 'appeal', handle: { titleKey: 'appeal.title' } satisfies RouteHandle, hydrateFallbackElement: <PageLoading />, lazy: async () => ({ Component: (await import('./pages/appeal/AppealPage')).AppealPage }) },
  // The streaming report's unsubscribe link: no session, the token is the proof (docs/statistics.md).
  {
    path: 'stats/unsubscribe/:token',
    handle: { titleKey: 'reportUnsubscribe.title' } satisfies RouteHandle,
    hydrateFallbackElement: <PageLoading />,
    lazy: async () => ({ Component: (await import('./pages/report-unsubscribe/ReportUnsubscribePage')).ReportUnsubscribePage }),
  },
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
  '/artist/stats',
  '/artist/links',
  '/artist/links/:id',
  '/artist/releases/:id/splits',
  '/artist/label-reports',
  '/artist/label-reports/:artistId/statement',
  '/artist/team',
  '/team',
] as const;

const guardedRoutes: RouteObject[] = [
  lazyPage('document-upload', 'pages.documentUpload', 'account', () => import('./pages/verification/DocumentUploadPage').then((m) => m.DocumentUploadPage), 'owner'),
  lazyPage('artist/dashboard', 'pages.dashboard', 'overview', () => import('./pages/dashboard/DashboardPage').then((m) => m.DashboardPage), 'read'),
  lazyPage('artist/support', 'pages.support', 'support', () => import('./pages/support/SupportPage').then((m) => m.SupportPage), 'read'),
  lazyPage('artist/releases', 'pages.releases', 'catalog', () => import('./pages/releases/ReleasesPage').then((m) => m.ReleasesPage), 'read'),
  lazyPage('artist/releases/:id', 'pages.releaseDetail', 'catalog', () => import('./pages/releases/ReleaseDetailPage').then((m) => m.ReleaseDetailPage), 'read'),
  lazyPage('artist/release', 'pages.newRelease', 'catalog', () => import('./pages/release-wizard/ReleaseWizardPage').then((m) => m.NewReleasePage), 'catalogue'),
  lazyPage('artist/release/:id', 'pages.editRelease', 'catalog', () => import('./pages/release-wizard/ReleaseWizardPage').then((m) => m.EditReleasePage), 'catalogue'),
  lazyPage('artist/release/:id/tracks', 'pages.releaseTracks', 'catalog', () => import('./pages/releases/tracks/ReleaseTracksPage').then((m) => m.ReleaseTracksPage), 'catalogue'),
  lazyPage('artist/release/:releaseId/tracks/:trackId', 'pages.trackEditor', 'catalog', () => import('./pages/releases/tracks/TrackEditorPage').then((m) => m.TrackEditorPage), 'catalogue'),
  lazyPage('artist/relea/new', 'pages.newRelease', 'catalog', () => import('./pages/release-wizard/ReleaseWizardPage').then((m) => m.NewReleasePage), 'catalogue'),
  lazyPage('artist/stats', 'stats.title', 'stats', () => import('./pages/stats/StatsPage').then((m) => m.StatsPage), 'read'),
  lazyPage('artist/links', 'links.title', 'links', () => import('./pages/links/LinksPage').then((m) => m.LinksPage), 'read'),
  lazyPage('artist/links/:id', 'links.detailTitle', 'links', () => import('./pages/links/LinkDetailPage').then((m) => m.LinkDetailPage), 'read'),
  lazyPage('artist/earnings', 'pages.earnings', 'earnings', () => import('./pages/earnings/EarningsPage').then((m) => m.EarningsPage), 'moneyRead'),
  lazyPage('artist/releases/:id/splits', 'pages.splits', 'catalog', () => import('./pages/earnings/SplitsPage').then((m) => m.SplitsPage), 'read'),
  lazyPage('artist/tracks/:id', 'pages.trackDetail', 'catalog', () => import('./pages/releases/TrackDetailPage').then((m) => m.TrackDetailPage), 'read'),
  lazyPage('artist/label-reports', 'labelReports.title', 'earnings', () => import('./pages/label-reports/LabelReportsPage').then((m) => m.LabelReportsPage), 'moneyRead'),
  lazyPage(
    'artist/label-reports/:artistId/statement',
    'labelReports.statementPageTitle',
    'earnings',
    () => import('./pages/label-reports/LabelStatementPage').then((m) => m.LabelStatementPage),
    'moneyRead',
  ),
  lazyPage('artist/team', 'team.title', 'team', () => import('./pages/team/TeamPage').then((m) => m.TeamPage), 'read'),
  { path: 'team', element: <Redirect to="/artist/team" /> },
  lazyPage('account/profile', 'pages.profile', 'account', () => import('./pages/profile/ProfilePage').then((m) => m.ProfilePage), 'read'),
  lazyPage('account/myplan', 'pages.myPlan', 'billing', () => import('./pages/billing/MyPlanPage').then((m) => m.MyPlanPage), 'moneyRead'),
  lazyPage('account/log', 'pages.activityLog', 'activity', () => import('./pages/activity/AccountLogPage').then((m) => m.AccountLogPage), 'read'),
  lazyPage('account/notifications', 'pages.notifications', 'account', () => import('./pages/notifications/NotificationsPage').then((m) => m.NotificationsPage), 'personal'),
  lazyPage('account/transactions', 'pages.transactions', 'billing', () => import('./pages/billing/TransactionsPage').then((m) => m.TransactionsPage), 'moneyRead'),
];

/** The console's layout (its navigation, the bell, the new-release button), fetched with the first console page. */
const artistLayout = (children: RouteObject[]): RouteObject => ({
  hydrateFallbackElement: <PageLoading />,
  lazy: async () => ({ Component: (await import('./layout/ArtistLayout')).ArtistLayout }),
  children,
});

const unguardedConsoleRoutes: RouteObject[] = [
  lazyPage('artist/wallet', 'pages.wallet', 'wallet', () => import('./pages/wallet/WalletPage').then((m) => m.WalletPage), 'moneyRead'),
  lazyPage('artist/wallet/transactions', 'pages.walletTransactions', 'wallet', () => import('./pages/wallet/WalletTransactionsPage').then((m) => m.WalletTransactionsPage), 'moneyRead'),
  lazyPage('artist/wallet/tax', 'tax.title', 'wallet', () => import('./pages/tax/TaxPage').then((m) => m.TaxPage), 'moneyRead'),
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
            children: [artistLayout(guardedRoutes)],
          },
          artistLayout(unguardedConsoleRoutes),
          { path: '*', element: <NotFoundPage />, handle: { titleKey: 'notFound.title' } satisfies RouteHandle },
        ],
      },
    ],
  },
];
