import type { AppConfig } from '../config/app-config';

export interface SiteRequest {
  protocol?: string;
  host?: string;
}

const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export function requestSiteUrl(request: SiteRequest, config: Pick<AppConfig, 'publicUrl' | 'publicUrlConfigured'>): string {
  if (config.publicUrlConfigured) return config.publicUrl;
  const protocol = request.protocol === 'https' ? 'https' : request.protocol === 'http' ? 'http' : null;
  const host = request.host?.trim() ?? '';
  if (!protocol || !HOST.test(host)) return config.publicUrl;
  return `${protocol}://${host.toLowerCase()}`;
}
