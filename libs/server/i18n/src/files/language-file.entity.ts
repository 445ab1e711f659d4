import { Auditable } from '@soundpost/server-core/audit';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { TranslationBundle } from '../translations';

/**
 * One language's file. `payload` is the working copy staff edit and
 * `publishedPayload` what clients get; both hold only the staff's changes over the shipped bundle
 * of the language (English under a language the code does not ship): see `language-payload.ts`.
 * The payloads stay out of the audit log (large); who saved and published when is recorded.
 */
@Auditable<LanguageFile>({ type: 'LanguageFile', userIdOf: () => null, hidden: ['payload', 'publishedPayload'] })
@Entity({ name: 'language_files' })
export class LanguageFile {
  /** Lower-case code, 2–12 of [a-z0-9_-]. */
  @PrimaryColumn({ type: 'varchar', length: 12 })
  lang!: string;

  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" })
  payload!: TranslationBundle;

  @Column({ type: 'jsonb', nullable: true })
  publishedPayload!: TranslationBundle | null;

  /** Bumped by every publish: the public bundle's cache compares it (one primary-key read). */
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

  /** The actor's id (a staff user's id, or `cli`). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  updatedBy!: string | null;
}
