import { createAdminStore } from './admin-store';

describe('adminStore', () => {
  beforeEach(() => localStorage.clear());

  it('persists values in localStorage under the soundpost-admin prefix', () => {
    const store = createAdminStore();
    store.setup();
    store.setItem('sidebar.open', false);
    store.setItem('theme', 'dark');

    expect(localStorage.getItem('RaStoresoundpost-admin.sidebar.open')).toBe('false');
    expect(localStorage.getItem('RaStoresoundpost-admin.theme')).toBe('"dark"');
    expect(createAdminStore().getItem('sidebar.open')).toBe(false);
    store.teardown();
  });

  it('keeps the sidebar and theme preferences when react-admin resets the store on logout', () => {
    const store = createAdminStore();
    store.setup();
    store.setItem('sidebar.open', false);
    store.setItem('theme', 'dark');
    store.setItem('users.listParams', { page: 3 });

    store.reset();

    expect(store.getItem('sidebar.open')).toBe(false);
    expect(store.getItem('theme')).toBe('dark');
    expect(store.getItem('users.listParams')).toBeUndefined();
    store.teardown();
  });
});
