import type { LinkExtraLink } from '@soundpost/contracts';
import { Auditable } from '@soundpost/server-core/audit';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A release's public page (`/l/{slug}`): made when the release is submitted, edited by the artist, disabled by staff. */
@Auditable<ReleaseLink>({ type: 'ReleaseLink' })
@Entity({ name: 'release_links' })
export class ReleaseLink {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) releaseId!: string;
  @Column({ type: 'uuid' }) userId!: string;
  @Column({ type: 'varchar', length: 60 }) slug!: string;
  /** Store ids the artist wants first; stores not named follow in the catalogue's order. */
  @Column({ type: 'text', array: true, default: () => "'{}'::text[]" }) storeOrder!: string[];
  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" }) extraLinks!: LinkExtraLink[];
  /** The artist's own URL per store id, used when the store's acknowledgement carried none. */
  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" }) storeUrls!: Record<string, string>;
  @Column({ type: 'timestamptz', nullable: true }) disabledAt!: Date | null;
  @Column({ type: 'text', nullable: true }) disabledReason!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
