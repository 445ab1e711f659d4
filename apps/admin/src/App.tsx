import { Admin, CustomRoutes, Resource, type AuthProvider, type DataProvider, type Store } from 'react-admin';
import { createBrowserRouter, Navigate, Route, RouterProvider, type RouteObject } from 'react-router-dom';
import { ArtistEdit } from './artists/ArtistEdit';
import { ArtistList } from './artists/ArtistList';
import { ArtistVerify } from './artists/ArtistVerify';
import { AuditLogPage } from './audit-logs/AuditLogPage';
import { LanguageFilesPage } from './i18n/LanguageFilesPage';
import { PlanList } from './billing/PlanList';
import { SubscriptionList } from './billing/SubscriptionList';
import { TransactionList } from './billing/TransactionList';
import { Dashboard } from './dashboard/Dashboard';
import { Layout } from './layout/Layout';
import { darkTheme, lightTheme } from './layout/themes';
import { LoginPage } from './login/LoginPage';
import { adminStore } from './providers/admin-store';
import { PopupList } from './popups/PopupList';
import { ReleaseDetail } from './releases/ReleaseDetail';
import { ReleaseList } from './releases/ReleaseList';
import { TrackDetail } from './releases/TrackDetail';
import { authProvider as defaultAuthProvider } from './providers/auth-provider';
import { dataProvider as defaultDataProvider } from './providers/data-provider';
import { SectionPlaceholder } from './sections/SectionPlaceholder';
import { SECTION_REDIRECTS, SECTION_ROUTES } from './sections/sections';
import { UserCreate } from './users/UserCreate';
import { UserEdit } from './users/UserEdit';
import { UserList } from './users/UserList';

/** The back office is served from /admin (Vite base `/admin/`) with browser history. */
export const ADMIN_BASENAME = '/admin';

export interface AdminAppProps {
  authProvider?: AuthProvider;
  dataProvider?: DataProvider;
  store?: Store;
}

/** react-admin itself; expects a router whose route `/admin/*` renders it (see `App`). */
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
    <Resource name="users" list={UserList} create={UserCreate} edit={UserEdit} recordRepresentation="name" />
    <CustomRoutes>
      <Route path="artistmanager" element={<ArtistList />} />
      <Route path="artists" element={<ArtistList />} />
      <Route path="artists/:id/edit" element={<ArtistEdit />} />
      <Route path="artists/:id/verify" element={<ArtistVerify />} />
      <Route path="audit-logs" element={<AuditLogPage />} />
      <Route path="i18n" element={<LanguageFilesPage />} />
      <Route path="popups" element={<PopupList />} />
      <Route path="plans" element={<PlanList />} />
      <Route path="subscriptions" element={<SubscriptionList />} />
      <Route path="transactions" element={<TransactionList />} />
      <Route path="releases" element={<ReleaseList />} />
      <Route path="releases/:id" element={<ReleaseDetail />} />
      <Route path="tracks/:id" element={<TrackDetail />} />
      {SECTION_ROUTES.map(({ key, path, title }) => (
        <Route key={path} path={path} element={<SectionPlaceholder sectionKey={key} title={title} />} />
      ))}
      {SECTION_REDIRECTS.map(({ path, to }) => (
        <Route key={path} path={path} element={<Navigate to={`${ADMIN_BASENAME}/${to}`} replace />} />
      ))}
    </CustomRoutes>
  </Admin>
);

/** Browser-history routes: react-admin under /admin/*, anything else back to /admin/. */
export const createAppRoutes = (element = <AdminApp />): RouteObject[] => [
  { path: `${ADMIN_BASENAME}/*`, element },
  { path: '*', element: <Navigate to={`${ADMIN_BASENAME}/`} replace /> },
];

/** One browser router per page load (created on first render, not per render nor per StrictMode pass). */
let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;
const getBrowserRouter = () => (browserRouter ??= createBrowserRouter(createAppRoutes()));

export const App = () => <RouterProvider router={getBrowserRouter()} />;

export default App;
