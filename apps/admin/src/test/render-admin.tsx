import { render } from '@testing-library/react';
import { memoryStore, testDataProvider, type AuthProvider, type DataProvider, type Store } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminApp } from '../App';

export const staffIdentity = { id: 7, fullName: 'Ana Admin', email: 'ana@soundpost.test', roles: ['admin'] };

/** A signed-in admin, without any API call. */
export const signedInAuthProvider = (): AuthProvider => ({
  login: jest.fn(async () => undefined),
  logout: jest.fn(async () => undefined),
  checkAuth: jest.fn(async () => undefined),
  checkError: jest.fn(async () => undefined),
  getIdentity: jest.fn(async () => staffIdentity),
});

/** The whole back office at `path` (under /admin), with the given data provider methods. */
export const renderAdminAt = (
  path: string,
  {
    dataProvider = {},
    authProvider = signedInAuthProvider(),
    store = memoryStore(),
  }: { dataProvider?: Partial<DataProvider> & Record<string, unknown>; authProvider?: AuthProvider; store?: Store } = {},
) => {
  const provider = testDataProvider(dataProvider as Partial<DataProvider>);
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminApp authProvider={authProvider} dataProvider={provider} store={store} />} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...utils, dataProvider: provider, authProvider };
};
