import { localStorageStore, type Store } from 'react-admin';

/** react-admin store keys are saved in localStorage as `RaStore<appKey>.<key>`, e.g. `RaStoresoundpost-admin.theme`. */
export const STORE_APP_KEY = 'soundpost-admin';

/** UI preferences (collapsed sidebar and theme are remembered) that outlive a logout. */
export const PREFERENCE_KEYS: readonly string[] = ['sidebar.open', 'theme'];

/**
 * The persistent react-admin store. react-admin resets its store on logout; this one keeps the sidebar and
 * theme preferences and clears everything else (list filters, sort orders…).
 */
export const createAdminStore = (): Store => {
  const store = localStorageStore(undefined, STORE_APP_KEY);
  return {
    ...store,
    reset: () => {
      const items = store.listItems?.() ?? {};
      Object.keys(items)
        .filter((key) => !PREFERENCE_KEYS.includes(key))
        .forEach((key) => store.removeItem(key));
    },
  };
};

export const adminStore = createAdminStore();
