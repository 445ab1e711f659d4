/** The public page's absolute URL (`/l/{slug}`), optionally for a channel (`?c=`). */
export function linkPageUrl(publicUrl: string, slug: string, channel?: string): string {
  const base = `${publicUrl.replace(/\/+$/, '')}/l/${slug}`;
  return channel ? `${base}?c=${encodeURIComponent(channel)}` : base;
}

/** clicks / views to four places, null without views (a rate over nothing is not zero). */
export function clickThrough(clicks: number, views: number): number | null {
  return views > 0 ? Math.round((clicks / views) * 10_000) / 10_000 : null;
}
