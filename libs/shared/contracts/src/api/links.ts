// Smart links: a public page per release (`/l/{slug}`), its channels and counts, promo art, and the back office's view.

import type { PageMeta } from '../http/pagination';
import { invalid, valid, type ValidationResult } from '../validation/result';

export const LINK_LIMITS = {
  slugMin: 3,
  slugMax: 60,
  extraLinksMax: 10,
  extraLabelMax: 40,
  urlMax: 500,
  channelNameMax: 40,
  channelsMax: 50,
  emailMax: 254,
  disableReasonMax: 500,
  statsRangeMaxDays: 731,
} as const;

/** Lowercase letters and digits in words joined by single hyphens: no path characters, no look-alikes. */
export const LINK_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const LINK_CHANNEL_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;

/** Words that name our own pages or could pass for them. */
export const RESERVED_LINK_SLUGS: readonly string[] = [
  'admin', 'api', 'app', 'artist', 'assets', 'auth', 'billing', 'blog', 'dashboard', 'docs', 'go', 'help', 'l',
  'login', 'logout', 'notify', 'presave', 'pre-save', 'pricing', 'privacy', 'resources', 'sandbox', 'settings',
  'signup', 'soundpost', 'static', 'staff', 'support', 'terms', 'unsubscribe', 'wallet', 'www',
];

export const LINK_MESSAGES = {
  slugInvalid: 'The link name may use lowercase letters, digits and single hyphens, 3 to 60 characters.',
  slugReserved: 'This link name is reserved. Please choose another.',
  slugTaken: 'This link name is already taken. Please choose another.',
  storeOrderInvalid: 'The store order names a store that is not in the catalogue.',
  extraLinksTooMany: 'A link page may show at most 10 extra links.',
  extraLabelRequired: 'Each extra link needs a label of at most 40 characters.',
  urlInvalid: 'Links must be full web addresses starting with http:// or https://.',
  channelInvalid: 'A channel name may use lowercase letters, digits, hyphens and underscores, at most 40 characters.',
  channelTaken: 'This link already has a channel with that name.',
  channelsTooMany: 'A link may have at most 50 channels.',
  emailInvalid: 'Please enter a valid e-mail address.',
  disableReasonRequired: 'Please give a reason of at most 500 characters.',
  statsRangeInvalid: 'Choose a period of at most two years, with the start before the end.',
  linkNotFound: 'Link not found.',
  storeUrlInvalid: 'Store links may name only stores in the catalogue, each with a full web address starting with http:// or https://.',
  statsGroupInvalid: 'Group by day, store, channel or country.',
} as const;

/** A public page's state: waiting until it may be shown, pre-save before the release date, live after. */
export const LINK_STATES = ['waiting', 'presave', 'live', 'disabled'] as const;
export type LinkState = (typeof LINK_STATES)[number];

export interface LinkExtraLink {
  label: string;
  url: string;
}

/** Where a store button leads: the store's own page from its acknowledgement, its search for the UPC, or the artist's URL. */
export type LinkStoreSource = 'store' | 'search' | 'artist';

export interface LinkStoreButton {
  store_id: string;
  store_name: string;
  url: string;
  source: LinkStoreSource;
}

export interface LinkChannelResponse {
  id: string;
  name: string;
  /** The public URL with `?c={name}`. */
  url: string;
  created_at: string;
}

export interface LinkTotals {
  views: number;
  clicks: number;
  /** clicks / views, 0..1, null without views. */
  ctr: number | null;
}

export interface ReleaseLinkResponse {
  id: string;
  release_id: string;
  release_title: string;
  artist_name: string;
  release_date: string | null;
  slug: string;
  /** The absolute public URL. */
  url: string;
  state: LinkState;
  cover_url: string | null;
  store_order: string[];
  extra_links: LinkExtraLink[];
  store_urls: Record<string, string>;
  /** The buttons the page shows now, in the page's order. */
  stores: LinkStoreButton[];
  channels: LinkChannelResponse[];
  /** All-time counts. */
  totals: LinkTotals;
  created_at: string;
}

/** GET /artist/links: the artist's links, newest release first. */
export interface ReleaseLinkListResponse {
  items: ReleaseLinkResponse[];
}

/** PUT /artist/releases/{id}/link: every field optional; what is sent replaces what was. */
export interface ReleaseLinkUpdateRequest {
  slug?: string;
  store_order?: string[];
  extra_links?: LinkExtraLink[];
  store_urls?: Record<string, string>;
}

/** POST /artist/links/{id}/channels. */
export interface LinkChannelCreateRequest {
  name: string;
}

export const LINK_STATS_GROUPS = ['day', 'store', 'channel', 'country'] as const;
export type LinkStatsGroupBy = (typeof LINK_STATS_GROUPS)[number];

/** GET /artist/links/{id}/stats (and `/stats.csv`) query. Dates are YYYY-MM-DD, inclusive; default the last 28 days. */
export interface LinkStatsQuery {
  from?: string;
  to?: string;
  group_by?: LinkStatsGroupBy;
}

export interface LinkStatsRow {
  /** The day, store id, channel name ('' for direct visits) or country code ('ZZ' unknown). */
  key: string;
  label: string;
  views: number;
  clicks: number;
  /** For a store: its clicks / all views of the period; otherwise clicks / views of the row. */
  ctr: number | null;
}

export interface LinkStatsResponse {
  link_id: string;
  from: string;
  to: string;
  group_by: LinkStatsGroupBy;
  totals: LinkTotals;
  rows: LinkStatsRow[];
}

export const PROMO_KINDS = ['square', 'story', 'landscape', 'banner'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];
export const PROMO_SIZES: Readonly<Record<PromoKind, { width: number; height: number }>> = {
  square: { width: 1080, height: 1080 },
  story: { width: 1080, height: 1920 },
  landscape: { width: 1200, height: 630 },
  banner: { width: 1500, height: 500 },
};

/** POST /l/{slug}/notify (a form post from the public page). */
export interface LinkNotifyRequest {
  email: string;
}

/** Back office: one link in the list (`GET /admin/links`, react-admin's list shape). */
export interface AdminLinkResponse {
  id: string;
  slug: string;
  url: string;
  release_id: string;
  release_title: string;
  artist_name: string;
  user_id: string;
  state: LinkState;
  views: number;
  clicks: number;
  disabled_at: string | null;
  disabled_reason: string | null;
  created_at: string;
}

/** POST /admin/links/{id}/disable. */
export interface AdminLinkDisableRequest {
  reason: string;
}

/** GET /admin/links: react-admin's list shape, with Content-Range. */
export interface AdminLinkPage {
  data: AdminLinkResponse[];
  meta: PageMeta;
}

/** A link name the artist chose: the page's shape and length, and not one of our own words. */
export function validateLinkSlug(value: unknown): ValidationResult<string> {
  if (typeof value !== 'string' || value.length < LINK_LIMITS.slugMin || value.length > LINK_LIMITS.slugMax || !LINK_SLUG_PATTERN.test(value)) {
    return invalid(LINK_MESSAGES.slugInvalid);
  }
  if (RESERVED_LINK_SLUGS.includes(value)) return invalid(LINK_MESSAGES.slugReserved);
  return valid(value);
}

/** A full http or https address with a host, at most 500 characters; javascript:, data: and the like are refused. */
export function validateLinkUrl(value: unknown): ValidationResult<string> {
  if (typeof value !== 'string') return invalid(LINK_MESSAGES.urlInvalid);
  const url = value.trim();
  if (!url || url.length > LINK_LIMITS.urlMax || /[\s<>"]/.test(url) || !/^https?:\/\//i.test(url)) return invalid(LINK_MESSAGES.urlInvalid);
  try {
    const parsed = new URL(url);
    if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !parsed.hostname) return invalid(LINK_MESSAGES.urlInvalid);
  } catch {
    return invalid(LINK_MESSAGES.urlInvalid);
  }
  return valid(url);
}

/** The artist's extra links: at most 10, each a label of 1 to 40 characters and a web address. */
export function validateLinkExtraLinks(value: unknown): ValidationResult<LinkExtraLink[]> {
  if (!Array.isArray(value)) return invalid(LINK_MESSAGES.extraLabelRequired);
  if (value.length > LINK_LIMITS.extraLinksMax) return invalid(LINK_MESSAGES.extraLinksTooMany);
  const out: LinkExtraLink[] = [];
  for (const item of value) {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return invalid(LINK_MESSAGES.extraLabelRequired);
    const { label, url } = item as Record<string, unknown>;
    const text = typeof label === 'string' ? label.trim() : '';
    if (!text || text.length > LINK_LIMITS.extraLabelMax) return invalid(LINK_MESSAGES.extraLabelRequired);
    const checked = validateLinkUrl(url);
    if (!checked.ok) return checked;
    out.push({ label: text, url: checked.value });
  }
  return valid(out);
}

/** A channel's name: lowercase letters, digits, hyphens and underscores, at most 40 characters. */
export function validateLinkChannelName(value: unknown): ValidationResult<string> {
  if (typeof value !== 'string' || value.length > LINK_LIMITS.channelNameMax || !LINK_CHANNEL_PATTERN.test(value)) return invalid(LINK_MESSAGES.channelInvalid);
  return valid(value);
}
