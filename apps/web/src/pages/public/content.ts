// Every text lives in the translation bundles under `public.*` so staff edit it in the language editor; only what is not language stays here.

export const RESOURCE_TABS = ['sell', 'market', 'realtime', 'analyze', 'pay', 'support'] as const;
export type ResourceTab = (typeof RESOURCE_TABS)[number];

export function resourceTabOf(hash: string): ResourceTab {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return (RESOURCE_TABS as readonly string[]).includes(id) ? (id as ResourceTab) : RESOURCE_TABS[0];
}

export type PostTag = 'guide' | 'business' | 'streaming' | 'marketing';

export interface BlogPost {
  readonly id: number;
  readonly slug: string;
  readonly tag: PostTag;
  readonly published: string;
  readonly views: number;
  readonly readMinutes: number;
  readonly cover: 'violet' | 'cyan' | 'sunset' | 'mint';
}

/** In display order: the first is the featured post; Popular is the first 4, Recommended the first 4 reversed. */
export const BLOG_POSTS: readonly BlogPost[] = [
  { id: 1, slug: 'sell-your-music-online-no-bs-guide', tag: 'guide', published: '2026-11-04', views: 15720, readMinutes: 7, cover: 'violet' },
  { id: 2, slug: 'make-money-as-an-independent-artist', tag: 'business', published: '2026-10-21', views: 12480, readMinutes: 8, cover: 'sunset' },
  { id: 3, slug: 'spotify-algorithm-explained', tag: 'streaming', published: '2026-10-07', views: 9310, readMinutes: 7, cover: 'cyan' },
  { id: 4, slug: 'smartlinks-for-music-marketing', tag: 'marketing', published: '2026-09-23', views: 6840, readMinutes: 6, cover: 'mint' },
];

export const SIDEBAR_POSTS = 4;

export function findPost(slug: string | undefined): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}

export const FAQ_CATEGORIES = ['getStarted', 'distribution', 'accounting', 'subscription'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface FaqArticle {
  readonly slug: string;
  readonly category: FaqCategory;
  readonly added: string;
  readonly featured?: boolean;
}

export const FAQ_ARTICLES: readonly FaqArticle[] = [
  { slug: 'create-your-account', category: 'getStarted', added: '2026-06-02', featured: true },
  { slug: 'identity-verification', category: 'getStarted', added: '2026-06-02' },
  { slug: 'prepare-audio-and-artwork', category: 'distribution', added: '2026-06-09', featured: true },
  { slug: 'how-long-until-live', category: 'distribution', added: '2026-06-09' },
  { slug: 'which-stores', category: 'distribution', added: '2026-06-16' },
  { slug: 'royalties-when-paid', category: 'accounting', added: '2026-06-16', featured: true },
  { slug: 'withdraw-earnings', category: 'accounting', added: '2026-06-23' },
  { slug: 'choose-a-plan', category: 'subscription', added: '2026-06-23', featured: true },
  { slug: 'upgrade-plan', category: 'subscription', added: '2026-07-07' },
  { slug: 'payment-methods', category: 'subscription', added: '2026-07-07' },
  { slug: 'royalty-splits', category: 'accounting', added: '2026-08-04' },
  { slug: 'upc-isrc-codes', category: 'accounting', added: '2026-08-18' },
  { slug: 'release-review', category: 'distribution', added: '2026-09-01' },
  { slug: 'change-or-take-down', category: 'distribution', added: '2026-09-15' },
  { slug: 'copyright', category: 'distribution', added: '2026-10-06' },
  { slug: 'terms', category: 'getStarted', added: '2026-10-20' },
  { slug: 'privacy', category: 'getStarted', added: '2026-11-03' },
  { slug: 'cookies', category: 'getStarted', added: '2026-11-10' },
];

export function findArticle(slug: string): FaqArticle | undefined {
  return FAQ_ARTICLES.find((article) => article.slug === slug);
}

export const FAQ_PAGE_SIZE = 6;
export const FAQ_RECENT_COUNT = 5;

export function recentArticles(count = FAQ_RECENT_COUNT): FaqArticle[] {
  return [...FAQ_ARTICLES].sort((a, b) => b.added.localeCompare(a.added)).slice(0, count);
}

/** Every figure is at `public.sell.compare.cells.<row>.<column>`. */
export const COMPARISON_COLUMNS = ['soundpost', 'distrokid', 'tunecore', 'cdbaby', 'amuse'] as const;
export const COMPARISON_ROWS = ['price', 'splits', 'support', 'ease', 'trends'] as const;

export const PLATFORM_NAMES = [
  'Spotify',
  'Apple Music',
  'YouTube Music',
  'Amazon Music',
  'Deezer',
  'TIDAL',
  'TikTok',
  'Instagram',
  'SoundCloud',
  'Audiomack',
  'Boomplay',
  'Anghami',
] as const;
