import type { AppConfig } from '../config/app-config';

/** What of a request names the address it came to (Fastify's `protocol` and `host` follow TRUST_PROXY). */
export interface SiteRequest {
  protocol?: string;
  host?: string;
}

// A host name or IP literal with an optional port: anything else (spaces, slashes, userinfo) is refused.
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Where a link for the browser that made this request should point. PUBLIC_URL when it is set
 * (always in production, the config check holds that); in development without it, the address
 * the request came to (Host, or X-Forwarded-Host/-Proto only with TRUST_PROXY), so a site opened
 * at http://127.0.0.1:3000 comes back to 127.0.0.1 with its session. Only for links handed back to
 * that same browser (payment return pages): e-mails always use `config.publicUrl`, since a forged
 * Host header must never reach anyone else's inbox.
 */
export function requestSiteUrl(request: SiteRequest, config: Pick<AppConfig, 'publicUrl' | 'publicUrlConfigured'>): string {
  if (config.publicUrlConfigured) return config.publicUrl;
  const protocol = request.protocol === 'https' ? 'https' : request.protocol === 'http' ? 'http' : null;
  const host = request.host?.trim() ?? '';
  if (!protocol || !HOST.test(host)) return config.publicUrl;
  return `${protocol}://${host.toLowerCase()}`;
}
