import { useSyncExternalStore } from 'react';

/**
 * The one open question "confirm it's you" for the whole app: a protected call answered
 * `step_up_required` waits here while the dialog asks for the e-mailed code, then is sent again.
 * Concurrent calls share one question.
 */
let pending: { promise: Promise<boolean>; resolve: (confirmed: boolean) => void } | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Resolves true once the session is stepped up, false when the person cancels. */
export function askForStepUp(): Promise<boolean> {
  if (pending) return pending.promise;
  let resolve!: (confirmed: boolean) => void;
  const promise = new Promise<boolean>((r) => (resolve = r));
  pending = { promise, resolve };
  notify();
  return promise;
}

export function settleStepUp(confirmed: boolean): void {
  const current = pending;
  pending = null;
  current?.resolve(confirmed);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStepUpAsked(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending !== null,
    () => false,
  );
}
