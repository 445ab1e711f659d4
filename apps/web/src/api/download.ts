import { API_BASE } from '../constants';
import { ApiRequestError, bearerToken, languageHeader } from './client';

/**
 * An API file fetched with the artist's token (a plain link or <img> would carry none): the statistics export,
 * a smart link's CSV, QR code and promo images.
 */
export async function fetchArtistFile(path: string, signal?: AbortSignal): Promise<Blob> {
  return (await requestArtistFile(path, signal)).blob;
}

async function requestArtistFile(path: string, signal?: AbortSignal): Promise<{ blob: Blob; fileName: string | null }> {
  const token = bearerToken('artist');
  const res = await fetch(`${API_BASE}${path}`, {
    headers: { ...languageHeader(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => undefined);
    throw new ApiRequestError(res.status, body);
  }
  return { blob: await res.blob(), fileName: attachmentName(res.headers.get('Content-Disposition')) };
}

/** The name the server gave the attachment (`filename="…"`), which knows the slug and period best. */
export function attachmentName(disposition: string | null): string | null {
  const match = /filename="([^"\\/]+)"/i.exec(disposition ?? '');
  return match ? match[1] : null;
}

/** Hands the file to the browser as a download, named as the server names it, else `fileName`. */
export async function downloadArtistFile(path: string, fileName: string): Promise<void> {
  const file = await requestArtistFile(path);
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
