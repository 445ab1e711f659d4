import type { ResourceKey } from 'i18next';
import { matchRoutes, type RouteObject } from 'react-router';

/** The id of the JSON block a prerendered page carries its English strings in (tools/scripts/prerender.mjs writes it). */
export const PRERENDERED_TRANSLATIONS_ID = 'prerendered-translations';

/** The strings inlined by the prerender, or null on the plain shell (every page that is not prerendered). */
export function readPrerenderedTranslations(doc: Document = document): ResourceKey | null {
  const text = doc.getElementById(PRERENDERED_TRANSLATIONS_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ResourceKey;
  } catch {
    return null;
  }
}

/**
 * Fetches the code of the lazy routes matching `pathname` and puts it on the route objects, so the router starts
 * initialised and its first render is the page itself, as in the prerendered HTML (not the route's loading state).
 */
export async function loadMatchedRouteCode(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      const loaded = await lazy();
      Object.assign(route, loaded);
      delete route.lazy;
    }),
  );
}
