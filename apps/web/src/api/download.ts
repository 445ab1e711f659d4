import { API_BASE } from '../constants';
import { ApiRequestError, bearerToken, languageHeader } from './client';

/**
 * An API file fetched with the artist's token (a plain link or <img> would carry none): the statistics export,
 * a smart link's CSV, QR code and promo images.
 */
export async function fetchArtistFile(path: string, signal?: AbortSignal): Promise<Blob> {
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

/** Hands the file to the browser as a download named `fileName`. */
export async function downloadArtistFile(path: string, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await fetchArtistFile(path));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
