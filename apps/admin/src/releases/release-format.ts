import { formatIsrc, RELEASE_STATUS_LABELS, RELEASE_STATUSES, normaliseReleaseStatus, type ReleaseStatus } from '@soundpost/contracts';
import type { RaRecord } from 'react-admin';

export const RELEASE_STATUS_CHOICES = RELEASE_STATUSES.map((id) => ({ id, name: RELEASE_STATUS_LABELS[id] }));

export const RELEASE_SORTS = [
  { id: 'newest', name: 'Newest', order: 'DESC' },
  { id: 'oldest', name: 'Oldest', order: 'ASC' },
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

export const display = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(display).join(', ');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

/** The readable hyphenated form the artist's pages show too; exports keep the stored one. */
export const displayIsrc = (value: unknown): string => (typeof value === 'string' && value.trim() !== '' ? formatIsrc(value) : '—');

export const yesNo = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  return value === true || value === 1 || value === '1' || value === 'true' ? 'Yes' : 'No';
};

export const initialStatus = (value: unknown): ReleaseStatus => normaliseReleaseStatus(value) ?? 'pending';

export interface ExtraArtist {
  name: string;
  role: string;
}

/** Anything unreadable gives no artists rather than an error. */
export const parseExtraArtists = (value: unknown): ExtraArtist[] => {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter(isRecord).map((entry) => ({ name: text(entry['name'] ?? entry['artist_name']), role: text(entry['role']) })).filter((a) => a.name);
};

export const ownerOf = (record: RaRecord): { name: string; email: string } => {
  const owner = isRecord(record['owner']) ? record['owner'] : isRecord(record['user']) ? record['user'] : {};
  return {
    name: text(record['user_name'] ?? record['owner_name'] ?? owner['name']),
    email: text(record['user_email'] ?? record['owner_email'] ?? owner['email']),
  };
};

export const artistOf = (record: RaRecord): string => text(record['artist_name'] ?? record['artist']);

export const labelOf = (record: RaRecord): string => text(record['label'] ?? record['label_name']);

export const artworkUrlOf = (record: RaRecord): string | null => text(record['artwork_url'] ?? record['cover_art_url']) || null;

export const audioUrlOf = (track: RaRecord): string | null =>
  text(track['preview_url']) || text(track['audio_url']) || text(track['audio_file_url']) || null;

export const DISTRIBUTION_FIELDS = [
  'release_date',
  'release_time',
  'timezone',
  'territory_mode',
  'territories',
  'store_ids',
  'content_id_opt_in',
  'price_tier',
] as const;
export type DistributionField = (typeof DISTRIBUTION_FIELDS)[number];

export const distributionOf = (record: RaRecord): Record<DistributionField, unknown> => {
  const nested = isRecord(record['distribution']) ? record['distribution'] : isRecord(record['settings']) ? record['settings'] : {};
  return Object.fromEntries(DISTRIBUTION_FIELDS.map((field) => [field, nested[field] ?? record[field]])) as Record<DistributionField, unknown>;
};

export const formatDuration = (value: unknown): string => {
  const seconds = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(seconds) || seconds < 0) return '—';
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
};

export const withUnit = (value: unknown, unit: string): string => (value === null || value === undefined || value === '' ? '—' : `${String(value)} ${unit}`);

export const tracksOf = (record: RaRecord): RaRecord[] => {
  const tracks = Array.isArray(record['tracks']) ? (record['tracks'] as unknown[]).filter(isRecord) : [];
  return ([...tracks] as RaRecord[]).sort((a, b) => Number(a['track_number'] ?? 0) - Number(b['track_number'] ?? 0));
};

export const releaseOfTrack = (track: RaRecord): RaRecord | null => (isRecord(track['release']) ? (track['release'] as RaRecord) : null);
