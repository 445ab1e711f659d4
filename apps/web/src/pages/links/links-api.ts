import type {
  LinkChannelCreateRequest,
  LinkChannelResponse,
  LinkStatsGroupBy,
  LinkStatsResponse,
  PromoKind,
  ReleaseLinkListResponse,
  ReleaseLinkResponse,
  ReleaseLinkUpdateRequest,
} from '@soundpost/contracts';
import { apiRequest, ApiRequestError, bearerToken, languageHeader } from '../../api/client';
import { API_BASE } from '../../constants';

// The artist's smart links (libs/server/links): their own releases' pages only.

const artist = { auth: 'artist' } as const;
const id = encodeURIComponent;

export interface LinkStatsRange {
  from: string;
  to: string;
}

export const fetchLinks = (signal?: AbortSignal) => apiRequest<ReleaseLinkListResponse>('/artist/links', { ...artist, signal });

export const saveLink = (releaseId: string, body: ReleaseLinkUpdateRequest) =>
  apiRequest<ReleaseLinkResponse>(`/artist/releases/${id(releaseId)}/link`, { ...artist, method: 'PUT', body });

export const createChannel = (linkId: string, body: LinkChannelCreateRequest) =>
  apiRequest<LinkChannelResponse>(`/artist/links/${id(linkId)}/channels`, { ...artist, method: 'POST', body });

export const deleteChannel = (linkId: string, channelId: string) =>
  apiRequest<void>(`/artist/links/${id(linkId)}/channels/${id(channelId)}`, { ...artist, method: 'DELETE' });

export const fetchLinkStats = (linkId: string, range: LinkStatsRange, groupBy: LinkStatsGroupBy, signal?: AbortSignal) =>
  apiRequest<LinkStatsResponse>(`/artist/links/${id(linkId)}/stats`, { ...artist, query: { ...range, group_by: groupBy }, signal });

/** The CSV's address for this view: the same range and grouping as the table on screen. */
export function linkStatsCsvPath(linkId: string, range: LinkStatsRange, groupBy: LinkStatsGroupBy): string {
  const params = new URLSearchParams({ from: range.from, to: range.to, group_by: groupBy });
  return `/artist/links/${id(linkId)}/stats.csv?${params.toString()}`;
}

export const qrPath = (releaseId: string, format: 'svg' | 'png') => `/artist/releases/${id(releaseId)}/link/qr.${format}`;
export const promoPath = (releaseId: string, kind?: PromoKind) => `/artist/releases/${id(releaseId)}/promo${kind ? `/${kind}` : ''}`;

/** These files need the artist's token, which a plain link or <img> would not carry: they are fetched and handed over as blobs. */
async function fetchBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = bearerToken('artist');
  const res = await fetch(`${API_BASE}${path}`, {
    headers: { ...languageHeader(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => undefined);
    throw new ApiRequestError(res.status, body);
  }
  return res.blob();
}

/** An object URL for a preview (the caller revokes it). */
export async function fetchObjectUrl(path: string, signal?: AbortSignal): Promise<string> {
  return URL.createObjectURL(await fetchBlob(path, signal));
}

/** Saves the file under `fileName` through a temporary link, as the statistics export does. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await fetchBlob(path));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
