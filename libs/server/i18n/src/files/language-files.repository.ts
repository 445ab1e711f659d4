import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { lockOne } from '@soundpost/server-core/locks';
import { EntityManager, Repository } from 'typeorm';
import { LanguageFileVersion } from './language-file-version.entity';
import { LanguageFile } from './language-file.entity';

export type VersionSummary = Pick<LanguageFileVersion, 'id' | 'lang' | 'size' | 'reason' | 'createdAt' | 'createdBy'>;

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

  findByLangForUpdate(lang: string, manager: EntityManager): Promise<LanguageFile | null> {
    return lockOne(manager, LanguageFile, { lang });
  }

  save(file: LanguageFile, manager: EntityManager): Promise<LanguageFile> {
    return manager.getRepository(LanguageFile).save(file);
  }

  create(lang: string, manager: EntityManager): LanguageFile {
    return manager.getRepository(LanguageFile).create({ lang, payload: {}, publishedPayload: null, publishedRevision: 0, publishedAt: null, publishedBy: null });
  }

  /** Never the payload: the public bundle's cache check. */
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
