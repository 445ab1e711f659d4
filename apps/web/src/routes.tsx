import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { ArtistLayout } from './layout/ArtistLayout';
import { RequireArtist } from './layout/RequireArtist';
import { RootLayout } from './layout/RootLayout';
import type { ConsoleSection, RouteHandle } from './layout/route-handle';
import { AccountLogPage } from './pages/activity/AccountLogPage';
import { CheckoutPage } from './pages/billing/CheckoutPage';
import { CheckoutCancelPage, CheckoutPaypalSuccessPage, CheckoutSuccessPage } from './pages/billing/CheckoutReturnPages';
import { MyPlanPage } from './pages/billing/MyPlanPage';
import { PricingPage } from './pages/billing/PricingPage';
import { TransactionsPage } from './pages/billing/TransactionsPage';
import { ComingSoonPage } from './pages/ComingSoonPage';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/login/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { ProfilePage } from './pages/profile/ProfilePage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { SignupPage } from './pages/signup/SignupPage';
import { DocumentUploadPage } from './pages/verification/DocumentUploadPage';

function page(path: string, titleKey: string, section?: ConsoleSection, element?: ReactNode): RouteObject {
  const handle: RouteHandle = { titleKey, section };
  return { path, handle, element: element ?? <ComingSoonPage titleKey={titleKey} /> };
}

/** Public pages (spec 000 §2). */
const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  page('upload', 'pages.upload'),
  page('sell', 'pages.sell'),
  page('pricing', 'pages.pricing', undefined, <PricingPage />),
  page('resources', 'pages.resources'),
  page('resources/:slug', 'pages.resourcePost'),
  page('faq', 'pages.faq'),
  page('faqs', 'pages.faq'),
  page('partners', 'pages.partners'),
  page('signup', 'pages.signup', undefined, <SignupPage />),
  page('register', 'pages.signup', undefined, <SignupPage />),
  page('login', 'pages.login', undefined, <LoginPage />),
  // Plan checkout and the payment return pages are public (spec 001 §2).
  page('checkout', 'pages.checkout', undefined, <CheckoutPage />),
  page('checkout/success', 'pages.checkoutSuccess', undefined, <CheckoutSuccessPage />),
  page('checkout/paypal-success', 'pages.checkoutPaypalSuccess', undefined, <CheckoutPaypalSuccessPage />),
  page('checkout/cancel', 'pages.checkoutCancel', undefined, <CheckoutCancelPage />),
];

/** Artist routes behind the guard of spec 001 §2 (no artist token: redirect to /login). */
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
] as const;

const guardedRoutes: RouteObject[] = [
  page('document-upload', 'pages.documentUpload', 'account', <DocumentUploadPage />),
  page('artist/dashboard', 'pages.dashboard', 'overview'),
  page('artist/support', 'pages.support', 'support'),
  page('artist/releases', 'pages.releases', 'catalog'),
  page('artist/releases/:id', 'pages.releaseDetail', 'catalog'),
  page('artist/release', 'pages.newRelease', 'catalog'),
  page('artist/release/:id', 'pages.editRelease', 'catalog'),
  page('artist/release/:id/tracks', 'pages.releaseTracks', 'catalog'),
  page('artist/release/:releaseId/tracks/:trackId', 'pages.trackEditor', 'catalog'),
  page('artist/relea/new', 'pages.newRelease', 'catalog'),
  page('artist/tracks/:id', 'pages.trackDetail', 'catalog'),
  page('account/profile', 'pages.profile', 'account', <ProfilePage />),
  page('account/myplan', 'pages.myPlan', 'billing', <MyPlanPage />),
  page('account/log', 'pages.activityLog', 'activity', <AccountLogPage />),
  page('account/notifications', 'pages.notifications', 'account'),
  page('account/transactions', 'pages.transactions', 'billing', <TransactionsPage />),
];

/** Wallet pages sit in the artist console without the guard (spec 001 §2). */
const unguardedConsoleRoutes: RouteObject[] = [
  page('artist/wallet', 'pages.wallet', 'wallet'),
  page('artist/wallet/transactions', 'pages.walletTransactions', 'wallet'),
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Errors below the shell render inside it.
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
