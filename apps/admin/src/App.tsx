import { Admin, CustomRoutes, Resource, type AuthProvider, type DataProvider, type Store } from 'react-admin';
import { createBrowserRouter, Navigate, Route, RouterProvider, type RouteObject } from 'react-router-dom';
import artists from './artists';
import { ArtistList } from './artists/ArtistList';
import auditLogs from './audit-logs';
import { Dashboard } from './dashboard/Dashboard';
import deliveries from './deliveries';
import { fraudBlocks, fraudFindings, FraudOverviewPage, FraudScanPage, fraudScores, FraudUserPage } from './fraud';
import { LanguageFilesPage } from './i18n/LanguageFilesPage';
import { Layout } from './layout/Layout';
import { darkTheme, lightTheme } from './layout/themes';
import { LoginPage } from './login/LoginPage';
import plans from './plans';
import popups from './popups';
import { adminStore } from './providers/admin-store';
import { authProvider as defaultAuthProvider } from './providers/auth-provider';
import { dataProvider as defaultDataProvider } from './providers/data-provider';
import releases from './releases';
import { royaltyImports, royaltyPresets } from './royalties';
import { SectionPlaceholder } from './sections/SectionPlaceholder';
import { SECTION_REDIRECTS, SECTION_ROUTES } from './sections/sections';
import { statsImports, statsPresets } from './stats';
import { statsCollected } from './stats/CollectedReportList';
import { statsLateReports, statsMissingRevenue, statsStoreLags } from './stats/reconciliation';
import { StoreDeliveryTarget } from './stores/StoreDeliveryTarget';
import subscriptions from './subscriptions';
import tickets from './tickets';
import tracks from './tracks';
import transactions from './transactions';
import users from './users';
import linksResource from './links';
import chatResource from './chat';
import taxResource from './tax';
import accountClosuresResource from './account-closures';
import walletAdjustmentsResource from './wallet-adjustments';
import { payouts, wallets, WalletAdjust, walletTransactions, WalletTransactionsOfWallet } from './wallets';

export const ADMIN_BASENAME = '/admin';

export interface AdminAppProps {
  authProvider?: AuthProvider;
  dataProvider?: DataProvider;
  store?: Store;
}

export const AdminApp = ({
  authProvider = defaultAuthProvider,
  dataProvider = defaultDataProvider,
  store = adminStore,
}: AdminAppProps) => (
  <Admin
    basename={ADMIN_BASENAME}
    disableTelemetry
    requireAuth
    title="Soundpost admin"
    authProvider={authProvider}
    dataProvider={dataProvider}
    store={store}
    layout={Layout}
    dashboard={Dashboard}
    loginPage={LoginPage}
    theme={lightTheme}
    darkTheme={darkTheme}
  >
    <Resource name="popups" {...popups} />
    <Resource name="users" {...users} />
    <Resource name="tickets" {...tickets} />
    <Resource name="artists" {...artists} />
    <Resource name="releases" {...releases} />
    <Resource name="tracks" {...tracks} />
    <Resource name="deliveries" {...deliveries} />
    <Resource name="plans" {...plans} />
    <Resource name="subscriptions" {...subscriptions} />
    <Resource name="transactions" {...transactions} />
    <Resource name="audit-logs" {...auditLogs} />
    <Resource name="fraud/scores" {...fraudScores} />
    <Resource name="fraud/findings" {...fraudFindings} />
    <Resource name="fraud/blocks" {...fraudBlocks} />
    <Resource name="royalties/imports" {...royaltyImports} />
    <Resource name="royalties/presets" {...royaltyPresets} />
    <Resource name="wallets" {...wallets} />
    <Resource name="wallets/transactions" {...walletTransactions} />
    <Resource name="wallets/payouts" {...payouts} />
    <Resource name="wallet-adjustments" {...walletAdjustmentsResource} />
    <Resource name="stats/imports" {...statsImports} />
    <Resource name="stats/presets" {...statsPresets} />
    <Resource name="stats/collected" {...statsCollected} />
    <Resource name="stats/reconciliation/missing-revenue" {...statsMissingRevenue} />
    <Resource name="stats/reconciliation/late-reports" {...statsLateReports} />
    <Resource name="stats/stores" {...statsStoreLags} />
    <Resource name="links" {...linksResource} />
    <Resource name="chats" {...chatResource} />
    <Resource name="tax/forms" {...taxResource} />
    <Resource name="account-closures" {...accountClosuresResource} />
    <CustomRoutes>
      {/* The artist list's first address, beside /artists. */}
      <Route path="artistmanager" element={<ArtistList />} />
      <Route path="i18n" element={<LanguageFilesPage />} />
      <Route path="fraud/overview" element={<FraudOverviewPage />} />
      <Route path="fraud/user/:id" element={<FraudUserPage />} />
      <Route path="fraud/scan" element={<FraudScanPage />} />
      <Route path="wallets/:id/transactions" element={<WalletTransactionsOfWallet />} />
      <Route path="wallets/:id/adjust" element={<WalletAdjust />} />
      <Route path="stores/:id/delivery" element={<StoreDeliveryTarget />} />
      {SECTION_ROUTES.map(({ key, path, title }) => (
        <Route key={path} path={path} element={<SectionPlaceholder sectionKey={key} title={title} />} />
      ))}
      {SECTION_REDIRECTS.map(({ path, to }) => (
        <Route key={path} path={path} element={<Navigate to={`${ADMIN_BASENAME}/${to}`} replace />} />
      ))}
    </CustomRoutes>
  </Admin>
);

export const createAppRoutes = (element = <AdminApp />): RouteObject[] => [
  { path: `${ADMIN_BASENAME}/*`, element },
  { path: '*', element: <Navigate to={`${ADMIN_BASENAME}/`} replace /> },
];

/** One browser router per page load (created on first render, not per render nor per StrictMode pass). */
let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;
const getBrowserRouter = () => (browserRouter ??= createBrowserRouter(createAppRoutes()));

export const App = () => <RouterProvider router={getBrowserRouter()} />;

export default App;
