import { drawStoreLogo } from './store-logo';
import type { StoreKind } from './store.entity';

export interface CatalogueStore {
  id: string;
  name: string;
  kind: StoreKind;
  color: string;
  /** When the name's initials would read badly or repeat another store's. */
  mark?: string;
  isRegional?: boolean;
  supportsTimedRelease?: boolean;
  supportsContentId?: boolean;
  active?: boolean;
}

/**
 * In the store grid's order, which is also the stores' rank: by reach (listeners and revenue an
 * independent release gets there), the way distributors rank them. A plan with a store allowance
 * preselects the first ones; counting picks across our own releases would only echo past defaults.
 * Ids are referenced by releases.store_ids: never renamed.
 */
export const STORE_CATALOGUE: readonly CatalogueStore[] = [
  { id: 'spotify', name: 'Spotify', kind: 'streaming', color: '#1DB954', supportsTimedRelease: true },
  { id: 'apple-music', name: 'Apple Music', kind: 'streaming', color: '#FA243C', supportsTimedRelease: true },
  { id: 'itunes', name: 'iTunes', kind: 'download', color: '#EA4CC0', mark: 'IT', supportsTimedRelease: true },
  { id: 'amazon-music', name: 'Amazon Music', kind: 'streaming', color: '#25D1DA', mark: 'AZ', supportsTimedRelease: true },
  { id: 'youtube-music', name: 'YouTube Music', kind: 'streaming', color: '#FF0000', mark: 'YT', supportsTimedRelease: true },
  { id: 'deezer', name: 'Deezer', kind: 'streaming', color: '#A238FF', supportsTimedRelease: true },
  { id: 'tidal', name: 'TIDAL', kind: 'streaming', color: '#000000', mark: 'TI', supportsTimedRelease: true },
  { id: 'qobuz', name: 'Qobuz', kind: 'streaming', color: '#0070EF' },
  { id: 'napster', name: 'Napster', kind: 'streaming', color: '#2259FF' },
  { id: 'pandora', name: 'Pandora', kind: 'streaming', color: '#224099', isRegional: true },
  { id: 'soundcloud', name: 'SoundCloud', kind: 'streaming', color: '#FF5500' },
  { id: 'audiomack', name: 'Audiomack', kind: 'streaming', color: '#FFA200' },
  { id: 'iheartradio', name: 'iHeartRadio', kind: 'radio', color: '#C6002B', mark: 'IH', isRegional: true },
  { id: 'shazam', name: 'Shazam', kind: 'fingerprint', color: '#0088FF' },
  { id: 'pretzel', name: 'Pretzel', kind: 'streaming', color: '#5C2CE0' },
  { id: 'youtube-content-id', name: 'YouTube Content ID', kind: 'video', color: '#CC0000', mark: 'ID', supportsContentId: true },
  { id: 'meta', name: 'Instagram/Facebook (Meta)', kind: 'social', color: '#0866FF', mark: 'ME', supportsContentId: true },
  { id: 'tiktok', name: 'TikTok', kind: 'social', color: '#010101', mark: 'TT' },
  { id: 'capcut', name: 'CapCut', kind: 'social', color: '#1F1F1F', mark: 'CC' },
  { id: 'snapchat', name: 'Snapchat', kind: 'social', color: '#FFFC00' },
  { id: 'triller', name: 'Triller', kind: 'social', color: '#FF0050', mark: 'TL' },
  { id: 'audible-magic', name: 'Audible Magic', kind: 'fingerprint', color: '#00558C', mark: 'AG', supportsContentId: true },
  { id: 'beatport', name: 'Beatport', kind: 'download', color: '#01FF95' },
  { id: 'traxsource', name: 'Traxsource', kind: 'download', color: '#3B9C3B', mark: 'TX' },
  { id: 'juno-download', name: 'Juno Download', kind: 'download', color: '#E6007E' },
  { id: '7digital', name: '7digital', kind: 'download', color: '#EC008C', mark: '7D' },
  { id: 'medianet', name: 'MediaNet', kind: 'download', color: '#0F4C81', mark: 'MN' },
  { id: 'peloton', name: 'Peloton', kind: 'fitness', color: '#181A1D' },
  { id: 'roblox', name: 'Roblox', kind: 'gaming', color: '#393B3D' },
  { id: 'zedge', name: 'Zedge', kind: 'ringtone', color: '#6D3BFF' },
  { id: 'jio-callertune', name: 'JioCallerTune', kind: 'ringtone', color: '#0F3CC9', mark: 'JC', isRegional: true },
  { id: 'airtel-hellotunes', name: 'Airtel Hellotunes', kind: 'ringtone', color: '#E40000', mark: 'AH', isRegional: true },
  { id: 'vi-callertunes', name: 'Vi CallerTunes', kind: 'ringtone', color: '#EE2A24', mark: 'VI', isRegional: true },
  { id: 'boomplay', name: 'Boomplay', kind: 'streaming', color: '#0DB0E7', isRegional: true },
  { id: 'anghami', name: 'Anghami', kind: 'streaming', color: '#A535E0', isRegional: true },
  { id: 'jiosaavn', name: 'JioSaavn', kind: 'streaming', color: '#2BC5B4', mark: 'JS', isRegional: true },
  { id: 'gaana', name: 'Gaana', kind: 'streaming', color: '#E72C30', isRegional: true },
  { id: 'hungama', name: 'Hungama', kind: 'streaming', color: '#EE3124', isRegional: true },
  { id: 'resso', name: 'Resso', kind: 'streaming', color: '#FF0050', isRegional: true },
  { id: 'kkbox', name: 'KKBOX', kind: 'streaming', color: '#09CEF6', mark: 'KK', isRegional: true },
  { id: 'netease', name: 'NetEase Cloud Music', kind: 'streaming', color: '#C20C0C', isRegional: true },
  { id: 'tencent-music', name: 'Tencent (QQ Music)', kind: 'streaming', color: '#31C27C', mark: 'QQ', isRegional: true },
  { id: 'joox', name: 'JOOX', kind: 'streaming', color: '#2FDC6C', mark: 'JX', isRegional: true },
  { id: 'melon', name: 'Melon', kind: 'streaming', color: '#00CD3C', mark: 'ML', isRegional: true },
  { id: 'genie', name: 'Genie Music', kind: 'streaming', color: '#2A85E6', isRegional: true },
  { id: 'flo', name: 'FLO', kind: 'streaming', color: '#3F3FFF', mark: 'FL', isRegional: true },
  { id: 'line-music', name: 'LINE MUSIC', kind: 'streaming', color: '#06C755', isRegional: true },
  { id: 'awa', name: 'AWA', kind: 'streaming', color: '#222222', mark: 'AW', isRegional: true },
  { id: 'yandex-music', name: 'Yandex Music', kind: 'streaming', color: '#FFCC00', isRegional: true },
  { id: 'vk-music', name: 'VK Music', kind: 'streaming', color: '#0077FF', isRegional: true },
  { id: 'zvuk', name: 'Zvuk', kind: 'streaming', color: '#F23B57', isRegional: true },
  { id: 'claro-musica', name: 'Claro Música', kind: 'streaming', color: '#DA291C', isRegional: true },
  { id: 'kuack', name: 'Kuack Media', kind: 'streaming', color: '#F7931E', isRegional: true },
  { id: 'trebel', name: 'TREBEL', kind: 'streaming', color: '#FF3D6B', mark: 'TB', isRegional: true },
  { id: 'nuuday', name: 'Nuuday (YouSee Musik)', kind: 'streaming', color: '#2C2C7F', mark: 'YS', isRegional: true },
];

export function storeInitials(store: Pick<CatalogueStore, 'name' | 'mark'>): string {
  if (store.mark) return store.mark.toUpperCase();
  const words = store.name
    .replace(/\(.*?\)/g, ' ')
    .split(/[\s/-]+/)
    .filter(Boolean);
  if (words.length >= 2) return (words[0][0] + words[1][0]).toUpperCase();
  return (words[0] ?? '?').slice(0, 2).toUpperCase();
}

export function storeLogoSvg(store: Pick<CatalogueStore, 'name' | 'mark' | 'color' | 'kind'>): string {
  return drawStoreLogo({ name: store.name, monogram: storeInitials(store), color: store.color, kind: store.kind });
}

export function catalogueRow(store: CatalogueStore, index: number) {
  return {
    id: store.id,
    name: store.name,
    kind: store.kind,
    logoSvg: storeLogoSvg(store),
    active: store.active ?? true,
    supportsTimedRelease: store.supportsTimedRelease ?? false,
    supportsContentId: store.supportsContentId ?? false,
    isRegional: store.isRegional ?? false,
    sortOrder: (index + 1) * 10,
  };
}
