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
import { apiRequest } from '../../api/client';
import { fetchArtistFile } from '../../api/download';

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

/** An object URL for a preview (the caller revokes it); the file needs the artist's token, which an <img> would not carry. */
export async function fetchObjectUrl(path: string, signal?: AbortSignal): Promise<string> {
  return URL.createObjectURL(await fetchArtistFile(path, signal));
}
