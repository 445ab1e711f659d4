import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestActor {
  id: string;
  name?: string | null;
  email?: string | null;
  roles?: string[];
  scope?: string;
  /** The artist account acted in, when it is not the actor's own. */
  accountId?: string;
  /** The actor's role in that account (owner, admin, manager, finance, viewer). */
  accountRole?: string;
}

export interface RequestContextStore {
  requestId: string;
  ip?: string;
  userAgent?: string;
  actor?: RequestActor;
}

const storage = new AsyncLocalStorage<RequestContextStore>();

export const RequestContext = {
  run<T>(store: RequestContextStore, fn: () => T): T {
    return storage.run(store, fn);
  },
  current(): RequestContextStore | undefined {
    return storage.getStore();
  },
  setActor(actor: RequestActor | undefined): void {
    const store = storage.getStore();
    if (store) store.actor = actor;
  },
};
