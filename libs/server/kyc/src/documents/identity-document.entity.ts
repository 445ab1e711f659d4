import type { DocumentStatus } from '@soundpost/contracts';
import { Auditable } from '@soundpost/server-core/audit';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { IdentityChange } from '../profiles/identity-change';

@Auditable<IdentityDocument>({ type: 'IdentityDocument', userIdOf: (d) => d.userId })
@Entity({ name: 'identity_documents' })
export class IdentityDocument {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) userId!: string;
  @Column({ type: 'varchar', length: 400 }) storageKey!: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) originalName!: string | null;
  /** Decided from the file's first bytes, never from its name or declared type. */
  @Column({ type: 'varchar', length: 100 }) contentType!: string;
  @Column({ type: 'integer' }) sizeBytes!: number;
  @Column({ type: 'char', length: 64 }) sha256!: string;
  @Column({ type: 'varchar', length: 16, default: 'pending' }) status!: DocumentStatus;
  @Column({ type: 'timestamptz', default: () => 'now()' }) uploadedAt!: Date;
  @Column({ type: 'timestamptz', nullable: true }) reviewedAt!: Date | null;
  @Column({ type: 'uuid', nullable: true }) reviewedBy!: string | null;
  @Column({ type: 'text', nullable: true }) reviewComment!: string | null;
  @Column({ type: 'jsonb', nullable: true }) proposedIdentity!: IdentityChange | null;
  /** Set by the retention sweep: the file and the personal fields are gone, the fact stays (docs/privacy.md "Retention"). */
  @Column({ type: 'timestamptz', nullable: true }) purgedAt!: Date | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) purgeReason!: DocumentPurgeReason | null;
}

export type DocumentPurgeReason = 'rejected_application' | 'closed_account';
