import { Auditable } from '@soundpost/server-core/audit';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { TranslationBundle } from '../translations';

/** What replaced the backed-up content: a save, a restore, an upload (or CLI import), a publish. */
export const VERSION_REASONS = ['save', 'restore', 'upload', 'publish'] as const;
export type VersionReason = (typeof VERSION_REASONS)[number];

/**
 * A backup: the working copy (or, for `publish`, the published content) as it was just before an
 * action replaced it. Listed by GET /admin/i18n/backups/{lang} as `<lang>/<id>`; never updated.
 */
@Auditable<LanguageFileVersion>({ type: 'LanguageFileVersion', userIdOf: () => null, hidden: ['payload'] })
@Entity({ name: 'language_file_versions' })
@Index('language_file_versions_lang_idx', ['lang', 'id'])
export class LanguageFileVersion {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 12 })
  lang!: string;

  /** The staff's changes over the shipped bundle, like `LanguageFile.payload`. */
  @Column({ type: 'jsonb' })
  payload!: TranslationBundle;

  /** Bytes of the whole document (shipped bundle plus these changes) when the backup was made. */
  @Column({ type: 'integer' })
  size!: number;

  @Column({ type: 'varchar', length: 16 })
  reason!: VersionReason;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'varchar', length: 100, nullable: true })
  createdBy!: string | null;
}
