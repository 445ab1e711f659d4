import { randomUUID } from 'node:crypto';

export type StorageVisibility = 'private' | 'public';

const TYPES: ReadonlyArray<{ ext: string; type: string; aliases?: string[] }> = [
  { ext: '.jpg', type: 'image/jpeg', aliases: ['image/jpg', 'image/pjpeg'] },
  { ext: '.png', type: 'image/png', aliases: ['image/x-png'] },
  { ext: '.gif', type: 'image/gif' },
  { ext: '.webp', type: 'image/webp' },
  { ext: '.pdf', type: 'application/pdf', aliases: ['application/x-pdf'] },
  { ext: '.wav', type: 'audio/wav', aliases: ['audio/x-wav', 'audio/wave', 'audio/vnd.wave'] },
  { ext: '.flac', type: 'audio/flac', aliases: ['audio/x-flac'] },
  { ext: '.mp3', type: 'audio/mpeg', aliases: ['audio/mp3', 'audio/mpeg3', 'audio/x-mpeg-3'] },
  { ext: '.aac', type: 'audio/aac', aliases: ['audio/x-aac'] },
  { ext: '.m4a', type: 'audio/mp4', aliases: ['audio/x-m4a', 'audio/m4a'] },
  { ext: '.ogg', type: 'audio/ogg' },
  { ext: '.json', type: 'application/json' },
  { ext: '.csv', type: 'text/csv' },
  { ext: '.txt', type: 'text/plain' },
  { ext: '.zip', type: 'application/zip', aliases: ['application/x-zip-compressed'] },
];
const FALLBACK = { ext: '.bin', type: 'application/octet-stream' };

const byType = new Map<string, { ext: string; type: string }>();
const byExt = new Map<string, string>([[FALLBACK.ext, FALLBACK.type]]);
for (const t of TYPES) {
  byExt.set(t.ext, t.type);
  for (const name of [t.type, ...(t.aliases ?? [])]) byType.set(name, t);
}

export function normaliseContentType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

export function canonicalContentType(contentType: string | undefined): string {
  return (byType.get(normaliseContentType(contentType)) ?? FALLBACK).type;
}

export function contentTypeOfKey(key: string): string {
  const dot = key.lastIndexOf('.');
  return (dot > key.lastIndexOf('/') && byExt.get(key.slice(dot))) || FALLBACK.type;
}

const PREFIX = /^[a-z0-9][a-z0-9_-]{0,62}(\/[a-z0-9][a-z0-9_-]{0,62}){0,4}$/;
const KEY = /^(private|public)\/[a-z0-9][a-z0-9_-]{0,62}(\/[a-z0-9][a-z0-9_-]{0,62}){0,4}\/\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;

export function isValidPrefix(prefix: string): boolean {
  return PREFIX.test(prefix);
}

export function isValidStorageKey(key: unknown): key is string {
  return typeof key === 'string' && key.length <= 400 && KEY.test(key);
}

export function isPublicKey(key: string): boolean {
  return key.startsWith('public/');
}

export function buildStorageKey(visibility: StorageVisibility, prefix: string, contentType: string, now = new Date()): string {
  const yyyy = String(now.getUTCFullYear()).padStart(4, '0');
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
  const ext = (byType.get(normaliseContentType(contentType)) ?? FALLBACK).ext;
  return `${visibility}/${prefix}/${yyyy}/${mm}/${randomUUID()}${ext}`;
}
