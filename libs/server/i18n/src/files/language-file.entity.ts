import { Auditable } from '@soundpost/server-core/audit';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { TranslationBundle } from '../translations';

/** The payloads stay out of the audit log (large); who saved and published when is recorded. */
@Auditable<LanguageFile>({ type: 'LanguageFile', userIdOf: () => null, hidden: ['payload', 'publishedPayload'] })
@Entity({ name: 'language_files' })
export class LanguageFile {
  @PrimaryColumn({ type: 'varchar', length: 12 })
  lang!: string;

  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" })
  payload!: TranslationBundle;

  @Column({ type: 'jsonb', nullable: true })
  publishedPayload!: TranslationBundle | null;

  @Column({ type: 'integer', default: 0 })
  publishedRevision!: number;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt!: Date | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  publishedBy!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /** Set by the service (not an @UpdateDateColumn) so that the audit log records it with the change. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;

  @Column({ type: 'varchar', length: 100, nullable: true })
  updatedBy!: string | null;
}
