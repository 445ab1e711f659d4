import type { LinkStoreButton } from '@soundpost/contracts';
import { LISTENING_STORES } from './listening-stores';

export interface StoreListing {
  storeId: string;
  storeReleaseUrl: string | null;
  storeReleaseId: string | null;
}

export interface StoreButtonsInput {
  /** The stores that acknowledged the release (delivery's `delivery_store_listings`). */
  listings: readonly StoreListing[];
  upc: string | null;
  storeOrder: readonly string[];
  storeUrls: Readonly<Record<string, string>>;
  /** Store id to name, in the catalogue's order (its rank). */
  catalogue: ReadonlyMap<string, string>;
}

/**
 * One button per store that acknowledged the release: the store's own link (or its page for the id it
 * sent), else its search for the UPC, else the artist's URL for it. A store with none of these is left
 * out, as is every store that has not acknowledged. The artist's order first, then the catalogue's.
 */
export function storeButtons(input: StoreButtonsInput): LinkStoreButton[] {
  const rank = new Map([...input.storeOrder, ...input.catalogue.keys()].map((id, i) => [id, i] as const).reverse());
  const buttons: LinkStoreButton[] = [];
  for (const listing of input.listings) {
    const store = LISTENING_STORES[listing.storeId];
    const name = input.catalogue.get(listing.storeId) ?? listing.storeId;
    const own = listing.storeReleaseUrl ?? (listing.storeReleaseId && store?.release ? store.release(listing.storeReleaseId) : null);
    const search = input.upc && store?.search ? store.search(input.upc) : null;
    const artist = input.storeUrls[listing.storeId] ?? null;
    const button: LinkStoreButton | null = own
      ? { store_id: listing.storeId, store_name: name, url: own, source: 'store' }
      : search
        ? { store_id: listing.storeId, store_name: name, url: search, source: 'search' }
        : artist
          ? { store_id: listing.storeId, store_name: name, url: artist, source: 'artist' }
          : null;
    if (button) buttons.push(button);
  }
  const at = (id: string) => rank.get(id) ?? Number.MAX_SAFE_INTEGER;
  return buttons.sort((a, b) => at(a.store_id) - at(b.store_id) || a.store_id.localeCompare(b.store_id));
}
