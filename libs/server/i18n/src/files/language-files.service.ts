import { Injectable } from '@nestjs/common';
import { normaliseLanguageCode, isValidLanguageCode, validateLanguageCode } from '@soundpost/contracts';
import { RequestContext } from '@soundpost/server-core/context';
import { DataSource, EntityManager } from 'typeorm';
import { baseBundleOf, isShippedLanguage, shippedLanguages } from '../bundles/language-bases';
import { PublishedBundlesService } from '../bundles/published-bundles.service';
import { I18nErrors } from '../i18n.errors';
import type { TranslationBundle } from '../translations';
import { LanguageFile } from './language-file.entity';
import type { LanguageBackupResponse, LanguageFileSummaryResponse } from '@soundpost/contracts';
import { parseBackupFileId, toLanguageBackup } from './language-file.mapper';
import type { VersionReason } from './language-file-version.entity';
import { LanguageFilesRepository } from './language-files.repository';
import { applyOverrides, checkLanguagePayload, documentSize, overridesOf, sameDocument } from './language-payload';

/** Codes that would collide with the editor's own routes (GET /admin/i18n/files). */
const RESERVED_CODES: readonly string[] = ['files', 'backups'];

export interface SaveOptions {
  reason?: Extract<VersionReason, 'save' | 'upload'>;
  field?: string;
}

export interface SaveResult {
  lang: string;
  created: boolean;
  changed: boolean;
}

export interface PublishResult {
  lang: string;
  url: string;
  published_at: string;
}

const actorId = (): string | null => RequestContext.current()?.actor?.id?.slice(0, 100) ?? null;

/** The row is locked meanwhile, so two editors' actions on one language queue up instead of losing a backup. */
@Injectable()
export class LanguageFilesService {
  constructor(
    private readonly files: LanguageFilesRepository,
    private readonly bundles: PublishedBundlesService,
    private readonly dataSource: DataSource,
  ) {}

  async listFiles(): Promise<LanguageFileSummaryResponse[]> {
    const rows = new Map((await this.files.findAll()).map((row) => [row.lang, row]));
    const langs = [...new Set([...rows.keys(), ...shippedLanguages()])].sort();
    return langs.map((lang) => {
      const row = rows.get(lang);
      const shipped = isShippedLanguage(lang);
      const payload = row?.payload ?? {};
      // For a shipped language "nothing published" means the shipped bundle is live.
      const live = row?.publishedPayload ?? (shipped ? {} : null);
      return {
        lang,
        size: documentSize(applyOverrides(baseBundleOf(lang), payload)),
        updated_at: row?.updatedAt.toISOString() ?? null,
        published_at: row?.publishedAt?.toISOString() ?? null,
        shipped,
        unpublished_changes: live === null || !sameDocument(payload, live),
      };
    });
  }

  async workingCopy(rawLang: unknown): Promise<{ lang: string; payload: TranslationBundle }> {
    const lang = this.knownCode(rawLang);
    const row = await this.files.findByLang(lang);
    if (!row && !isShippedLanguage(lang)) throw I18nErrors.languageFileNotFound();
    return { lang, payload: applyOverrides(baseBundleOf(lang), row?.payload) };
  }

  /** Keys the document leaves out keep their shipped text: removing a text means changing it. */
  async save(rawLang: unknown, document: unknown, { reason = 'save', field = 'payload' }: SaveOptions = {}): Promise<SaveResult> {
    const lang = this.newOrKnownCode(rawLang);
    const check = checkLanguagePayload(document);
    if (!check.ok) throw check.reason === 'not_object' ? I18nErrors.invalidJson(field) : I18nErrors.badValue(check.path, field);
    const overrides = overridesOf(check.value, baseBundleOf(lang));
    return this.dataSource.transaction(async (manager) => {
      const existing = await this.files.findByLangForUpdate(lang, manager);
      const row = existing ?? this.files.create(lang, manager);
      if (existing && sameDocument(existing.payload, overrides)) return { lang, created: false, changed: false };
      if (existing) await this.backup(manager, existing, existing.payload, reason);
      row.payload = overrides;
      await this.touch(manager, row);
      return { lang, created: !existing && !isShippedLanguage(lang), changed: true };
    });
  }

  async importText(rawLang: unknown, text: string, field = 'file'): Promise<SaveResult> {
    let document: unknown;
    try {
      document = JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch {
      throw I18nErrors.invalidJson(field);
    }
    return this.save(rawLang, document, { reason: 'upload', field });
  }

  async create(rawLang: unknown): Promise<{ lang: string }> {
    const lang = this.newOrKnownCode(rawLang);
    return this.dataSource.transaction(async (manager) => {
      if (isShippedLanguage(lang) || (await this.files.findByLangForUpdate(lang, manager))) throw I18nErrors.languageExists();
      await this.touch(manager, this.files.create(lang, manager));
      return { lang };
    });
  }

  async publish(rawLang: unknown): Promise<PublishResult> {
    const lang = this.knownCode(rawLang);
    const published = await this.dataSource.transaction(async (manager) => {
      const existing = await this.files.findByLangForUpdate(lang, manager);
      if (!existing && !isShippedLanguage(lang)) throw I18nErrors.languageFileNotFound();
      const row = existing ?? (await this.touch(manager, this.files.create(lang, manager)));
      if (row.publishedPayload && !sameDocument(row.publishedPayload, row.payload)) {
        await this.backup(manager, row, row.publishedPayload, 'publish');
      }
      row.publishedPayload = row.payload;
      row.publishedRevision += 1;
      row.publishedAt = new Date();
      row.publishedBy = actorId();
      return this.files.save(row, manager);
    });
    this.bundles.invalidate(lang);
    return { lang, url: `/api/i18n/${lang}`, published_at: (published.publishedAt ?? new Date()).toISOString() };
  }

  async listBackups(rawLang: unknown): Promise<LanguageBackupResponse[]> {
    const lang = this.knownCode(rawLang);
    if (!isShippedLanguage(lang) && !(await this.files.findByLang(lang))) throw I18nErrors.languageFileNotFound();
    return (await this.files.listVersions(lang)).map(toLanguageBackup);
  }

  async restore(file: unknown): Promise<{ lang: string }> {
    const ref = parseBackupFileId(file);
    const version = ref ? await this.files.findVersion(ref.id) : null;
    if (!ref || !version || version.lang !== ref.lang) throw I18nErrors.backupNotFound();
    return this.dataSource.transaction(async (manager) => {
      const row = await this.files.findByLangForUpdate(version.lang, manager);
      if (!row) throw I18nErrors.backupNotFound();
      if (!sameDocument(row.payload, version.payload)) {
        await this.backup(manager, row, row.payload, 'restore');
        row.payload = version.payload;
        await this.touch(manager, row);
      }
      return { lang: row.lang };
    });
  }

  private knownCode(raw: unknown): string {
    const lang = typeof raw === 'string' ? normaliseLanguageCode(raw) : '';
    if (!isValidLanguageCode(lang)) throw I18nErrors.languageFileNotFound();
    return lang;
  }

  private newOrKnownCode(raw: unknown): string {
    const result = validateLanguageCode(raw);
    if (!result.ok || RESERVED_CODES.includes(result.value)) throw I18nErrors.invalidCode();
    return result.value;
  }

  private async backup(manager: EntityManager, row: LanguageFile, payload: TranslationBundle, reason: VersionReason): Promise<void> {
    const size = documentSize(applyOverrides(baseBundleOf(row.lang), payload));
    await this.files.insertVersion({ lang: row.lang, payload, size, reason, createdBy: actorId() }, manager);
  }

  private touch(manager: EntityManager, row: LanguageFile): Promise<LanguageFile> {
    row.updatedAt = new Date();
    row.updatedBy = actorId();
    return this.files.save(row, manager);
  }
}
