import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { LanguageFileVersion } from './language-file-version.entity';
import { LanguageFile } from './language-file.entity';

/** A backup without its payload (the list never needs it). */
export type VersionSummary = Pick<LanguageFileVersion, 'id' | 'lang' | 'size' | 'reason' | 'createdAt' | 'createdBy'>;

/** The named queries on `language_files` and `language_file_versions`. Pass `manager` to run inside a transaction. */
@Injectable()
export class LanguageFilesRepository {
  constructor(
    @InjectRepository(LanguageFile) private readonly files: Repository<LanguageFile>,
    @InjectRepository(LanguageFileVersion) private readonly versions: Repository<LanguageFileVersion>,
  ) {}

  findAll(): Promise<LanguageFile[]> {
    return this.files.find({ order: { lang: 'ASC' } });
  }

  findByLang(lang: string): Promise<LanguageFile | null> {
    return this.files.findOneBy({ lang });
  }

  /** Locks the row for the rest of the transaction: saves, restores and publishes of one language queue up. */
  findByLangForUpdate(lang: string, manager: EntityManager): Promise<LanguageFile | null> {
    return manager.getRepository(LanguageFile).findOne({ where: { lang }, lock: { mode: 'pessimistic_write' } });
  }

  /** Inserts or updates through save(), so the audit log records the change. */
  save(file: LanguageFile, manager: EntityManager): Promise<LanguageFile> {
    return manager.getRepository(LanguageFile).save(file);
  }

  create(lang: string, manager: EntityManager): LanguageFile {
    return manager.getRepository(LanguageFile).create({ lang, payload: {}, publishedPayload: null, publishedRevision: 0, publishedAt: null, publishedBy: null });
  }

  /**
   * The published state's version for the public bundle's cache check: one primary-key read of
   * two small columns, never the payload. null when the language has no row.
   */
  async publishedRevisionOf(lang: string): Promise<{ revision: number; published: boolean } | null> {
    const rows: Array<{ revision: number; published: boolean }> = await this.files.query(
      `SELECT published_revision AS revision, published_payload IS NOT NULL AS published FROM language_files WHERE lang = $1`,
      [lang],
    );
    return rows[0] ?? null;
  }

  /** The published content with the revision it belongs to (read together, so they always match). */
  findPublished(lang: string): Promise<Pick<LanguageFile, 'lang' | 'publishedPayload' | 'publishedRevision'> | null> {
    return this.files.findOne({ where: { lang }, select: { lang: true, publishedPayload: true, publishedRevision: true } });
  }

  insertVersion(version: Omit<LanguageFileVersion, 'id' | 'createdAt'>, manager: EntityManager): Promise<LanguageFileVersion> {
    const repo = manager.getRepository(LanguageFileVersion);
    return repo.save(repo.create(version));
  }

  /** Newest first. */
  listVersions(lang: string): Promise<VersionSummary[]> {
    return this.versions.find({
      where: { lang },
      select: { id: true, lang: true, size: true, reason: true, createdAt: true, createdBy: true },
      order: { id: 'DESC' },
    });
  }

  findVersion(id: number): Promise<LanguageFileVersion | null> {
    return this.versions.findOneBy({ id });
  }
}
