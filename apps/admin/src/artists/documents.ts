import type { RaRecord } from 'react-admin';

export interface ArtistDocument {
  key: string;
  name: string;
  url: string;
  contentType: string;
  uploadedAt?: string;
  status?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Our signed `/api/files/private/…` links as they are; a bare storage path gets `/storage/` in front. */
export const documentHref = (url: string): string => {
  const value = url.trim();
  if (value === '' || /^(https?:|blob:|data:)/i.test(value) || value.startsWith('/')) return value;
  return `/storage/${value.replace(/^storage\//, '')}`;
};

const fileNameOf = (url: string): string => {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
};

export const artistDocuments = (record: RaRecord | undefined): ArtistDocument[] => {
  if (!record) return [];
  const list = Array.isArray(record['documents']) ? record['documents'] : [];
  const documents = list.filter(isRecord).flatMap((entry, index): ArtistDocument[] => {
    const url = text(entry['url']) || text(entry['path']) || text(entry['link']);
    if (!url) return [];
    return [
      {
        key: String(entry['id'] ?? index),
        name: text(entry['name']) || fileNameOf(url) || `Document ${index + 1}`,
        url: documentHref(url),
        contentType: text(entry['content_type']).toLowerCase(),
        uploadedAt: text(entry['uploaded_at']) || undefined,
        status: text(entry['status']) || undefined,
      },
    ];
  });
  if (documents.length > 0) return documents;
  const single = text(record['document_url']) || text(record['document_path']);
  return single
    ? [{ key: 'document', name: fileNameOf(single) || 'Document', url: documentHref(single), contentType: '' }]
    : [];
};

export type PreviewKind = 'image' | 'pdf' | 'none';

const IMAGE_EXTENSIONS = /\.(jpe?g|png|gif|webp)$/i;

export const previewKind = (document: Pick<ArtistDocument, 'name' | 'url' | 'contentType'>): PreviewKind => {
  const type = document.contentType;
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (type) return 'none';
  const names = [document.name, fileNameOf(document.url)];
  if (names.some((name) => IMAGE_EXTENSIONS.test(name))) return 'image';
  if (names.some((name) => /\.pdf$/i.test(name))) return 'pdf';
  return 'none';
};
