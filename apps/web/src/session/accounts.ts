import { ROLE_GROUPS, type AccountChoice, type AccountChoicesResponse, type AccountRole, type RoleGroup, type SwitchAccountResponse } from '@soundpost/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { apiRequest, isAbortError, ROLE_FORBIDDEN_EVENT } from '../api/client';
import { storeArtistToken } from './session-store';

/** The accounts the signed-in person may act in (GET /me/accounts), for the token that asked. */
export interface AccountsState {
  readonly token: string | null;
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly accounts: readonly AccountChoice[];
}

const IDLE: AccountsState = { token: null, status: 'idle', accounts: [] };

let state: AccountsState = IDLE;
/** The token whose accounts are being asked again after a refusal. */
let rereading: string | null = null;
let refusedWhileLoading: string | null = null;
const listeners = new Set<() => void>();

function set(next: AccountsState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asked once per token: both copies of the console layout and the top bar's menu share the answer. */
export function loadAccounts(token: string): void {
  if (state.token === token && state.status !== 'idle') return;
  set({ token, status: 'loading', accounts: [] });
  apiRequest<AccountChoicesResponse>('/me/accounts', { auth: 'artist', token }).then(
    (answer) => {
      if (state.token !== token) return;
      set({ token, status: 'ready', accounts: Array.isArray(answer?.data) ? answer.data : [] });
      // A refusal while this was asked may have been for a role changed after the server answered it.
      if (refusedWhileLoading === token) {
        refusedWhileLoading = null;
        rereadAccounts(token);
      }
    },
    (error: unknown) => {
      if (state.token === token && !isAbortError(error)) set({ token, status: 'failed', accounts: [] });
    },
  );
}

/** Forgets the answer (tests; a role changed on the server is seen on the next token, reload, refreshAccounts or a refusal). */
export function resetAccounts(): void {
  rereading = null;
  refusedWhileLoading = null;
  set(IDLE);
}

/**
 * Asks again after a refusal for the role, keeping the known answer meanwhile so the menu does not flash
 * the owner's; refusals arriving during the question ask nothing more.
 */
export function rereadAccounts(token: string | null): void {
  if (!token || rereading === token) return;
  if (state.token === token && state.status === 'loading') {
    refusedWhileLoading = token;
    return;
  }
  if (state.token !== token || state.status !== 'ready') {
    refreshAccounts(token);
    return;
  }
  rereading = token;
  apiRequest<AccountChoicesResponse>('/me/accounts', { auth: 'artist', token }).then(
    (answer) => {
      if (rereading === token) rereading = null;
      if (state.token === token && Array.isArray(answer?.data)) set({ token, status: 'ready', accounts: answer.data });
    },
    () => {
      if (rereading === token) rereading = null;
    },
  );
}

/** Asks again for the same token: after a change to the person's own role (an ownership transfer). */
export function refreshAccounts(token: string | null): void {
  if (!token) return;
  set(IDLE);
  loadAccounts(token);
}

export interface CurrentAccount {
  readonly accounts: readonly AccountChoice[];
  readonly current: AccountChoice | null;
  /** Known only once GET /me/accounts answered; until then (or when it failed) the menu is the owner's, the server decides. */
  readonly role: AccountRole | null;
}

function currentOf(snapshot: AccountsState, token: string | null): CurrentAccount {
  if (!token || snapshot.token !== token || snapshot.status !== 'ready') return { accounts: [], current: null, role: null };
  const current = snapshot.accounts.find((a) => a.current) ?? null;
  return { accounts: snapshot.accounts, current, role: current?.role ?? null };
}

/** `load` asks the server when nothing is known for the token yet; without it, only what a console page already learnt is used. */
export function useCurrentAccount(token: string | null, load = true): CurrentAccount {
  const snapshot = useSyncExternalStore(subscribe, () => state, () => IDLE);
  useEffect(() => {
    if (load && token) loadAccounts(token);
  }, [load, token]);
  // A role changed while signed in applies on the server at once: the first refusal brings the menu along.
  useEffect(() => {
    if (!load || !token) return undefined;
    const onRefused = () => rereadAccounts(token);
    window.addEventListener(ROLE_FORBIDDEN_EVENT, onRefused);
    return () => window.removeEventListener(ROLE_FORBIDDEN_EVENT, onRefused);
  }, [load, token]);
  return currentOf(snapshot, token);
}

/** The owner may do everything; a member what the group names. An unknown role is let through: the server decides. */
export function roleAllows(role: AccountRole | null, group: RoleGroup | undefined): boolean {
  if (!role || !group || role === 'owner') return true;
  return (ROLE_GROUPS[group] as readonly string[]).includes(role);
}

/** POST /auth/switch-account: the old token is revoked, so the new one replaces it where the artist token lives. */
export async function switchAccount(accountId: string): Promise<AccountChoice> {
  const answer = await apiRequest<SwitchAccountResponse>('/auth/switch-account', { method: 'POST', auth: 'artist', body: { account_id: accountId } });
  storeArtistToken(answer.token);
  return answer.account;
}
