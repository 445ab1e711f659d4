/** Up to this many stores are named; more read as a count. */
export const STORES_NAMED_UP_TO = 3;

/** "Spotify", "Spotify and Deezer", "Spotify, Deezer and Apple Music", "5 stores". */
export function storesPhrase(stores: readonly string[]): string {
  if (stores.length > STORES_NAMED_UP_TO) return `${stores.length} stores`;
  if (stores.length <= 1) return stores[0] ?? 'stores';
  return `${stores.slice(0, -1).join(', ')} and ${stores[stores.length - 1]}`;
}

/** The wallet entry's text: every store whose lines the credit pays, never only the one the report came from. */
export function royaltyCreditDescription(stores: readonly string[], period: string): string {
  return `Royalties from ${storesPhrase(stores)} (${period})`;
}
