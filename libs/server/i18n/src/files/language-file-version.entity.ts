import { Auditable } from '@soundpost/server-core/audit';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { TranslationBundle } from '../translations';

export const VERSION_REASONS = ['save', 'restore', 'upload', 'publish'] as const;
export type VersionReason = (typeof VERSION_REASONS)[number];

@Auditable<LanguageFileVersion>({ type: 'LanguageFileVersion', userIdOf: () => null, hidden: ['payload'] })
@Entity({ name: 'language_file_versions' })
@Index('language_file_versions_lang_idx', ['lang', 'id'])
export class LanguageFileVersion {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 12 })
  lang!: string;

  @Column({ type: 'jsonb' })
  payload!: TranslationBundle;

  @Column({ type: 'integer' })
  size!: number;

  @Column({ type: 'varchar', length: 16 })
  reason!: VersionReason;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'varchar', length: 100, nullable: true })
  createdBy!: string | null;
}
