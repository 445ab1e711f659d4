import type { StoreListResponse, StoreResponse } from '@soundpost/contracts';
import { useEffect, useState } from 'react';

export interface StoreLabel {
  id: string;
  name: string;
  logoUrl: string;
}

/** Switched-off stores too: old releases still name them. */
export const storeLogoUrl = (id: string): string => `/api/stores/${encodeURIComponent(id)}/logo.svg`;

/** One request per page load. */
let catalogue: Promise<ReadonlyMap<string, StoreResponse>> | null = null;

export const loadStoreCatalogue = (fetchImpl: typeof fetch | undefined = globalThis.fetch): Promise<ReadonlyMap<string, StoreResponse>> => {
  if (typeof fetchImpl !== 'function') return Promise.reject(new Error('fetch is not available'));
  catalogue ??= fetchImpl('/api/stores', { headers: { Accept: 'application/json' } })
    .then(async (res) => {
      if (!res.ok) throw new Error(`GET /api/stores answered ${res.status}`);
      const body = (await res.json()) as Partial<StoreListResponse> | null;
      return new Map((body?.stores ?? []).map((store) => [store.id, store] as const));
    })
    .catch((error: unknown) => {
      // Try again next time rather than keeping a failure for the whole session.
      catalogue = null;
      throw error;
    });
  return catalogue;
};

/** An id the active catalogue no longer lists is shown as itself with its logo. */
export const labelStores = (ids: readonly string[], known: ReadonlyMap<string, StoreResponse> | null): StoreLabel[] =>
  ids.map((id) => {
    const store = known?.get(id);
    return { id, name: store?.name ?? id, logoUrl: store?.logo_url ?? storeLogoUrl(id) };
  });

export const useStoreCatalogue = (): ReadonlyMap<string, StoreResponse> | null => {
  const [known, setKnown] = useState<ReadonlyMap<string, StoreResponse> | null>(null);
  useEffect(() => {
    let live = true;
    loadStoreCatalogue().then(
      (map) => live && setKnown(map),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return known;
};
