import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import { normaliseLanguageCode, isValidLanguageCode } from '@soundpost/contracts';
import { applyOverrides } from '../files/language-payload';
import { LanguageFilesRepository } from '../files/language-files.repository';
import { I18nErrors } from '../i18n.errors';
import { baseBundleOf, isShippedLanguage } from './language-bases';

export interface PublishedBundle {
  lang: string;
  body: string;
  /** Compressed once per revision: the bundle (~100 KB with the help articles) is on every first page load. */
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

interface CacheEntry extends PublishedBundle {
  revision: number;
}

/** Every request reads the row's revision (one primary-key lookup), so a publish through another instance is seen at once. */
@Injectable()
export class PublishedBundlesService {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(private readonly files: LanguageFilesRepository) {}

  async bundle(rawLang: string): Promise<PublishedBundle> {
    const lang = normaliseLanguageCode(rawLang);
    if (!isValidLanguageCode(lang)) throw I18nErrors.languageNotFound();
    const state = await this.files.publishedRevisionOf(lang);
    if (!state?.published && !isShippedLanguage(lang)) throw I18nErrors.languageNotFound();
    const revision = state?.published ? state.revision : 0;
    const cached = this.cache.get(lang);
    if (cached && cached.revision === revision) return cached;
    return this.build(lang, revision);
  }

  invalidate(lang: string): void {
    this.cache.delete(lang);
  }

  private async build(lang: string, revision: number): Promise<PublishedBundle> {
    let published = null;
    let actualRevision = revision;
    if (revision > 0) {
      // Re-read with the payload: a publish between the two reads just means we cache the newer one.
      const row = await this.files.findPublished(lang);
      published = row?.publishedPayload ?? null;
      actualRevision = row?.publishedPayload ? row.publishedRevision : 0;
    }
    const body = JSON.stringify(applyOverrides(baseBundleOf(lang), published));
    const entry: CacheEntry = {
      lang,
      body,
      br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(body, { level: 9 }),
      etag: strongEtag(body),
      revision: actualRevision,
    };
    this.cache.set(lang, entry);
    return entry;
  }
}

/** SHA-256, so two instances (or two builds) agree on unchanged content. */
export function strongEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return value.split(',').some((tag) => tag.trim() === '*' || bare(tag) === etag);
}

export function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Set(
    value
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
