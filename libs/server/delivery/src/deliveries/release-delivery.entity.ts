import type { DeliveryAction, DeliveryStatus } from '@soundpost/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One store's delivery of one release: where it stands, since when, and the last error. */
@Entity({ name: 'release_deliveries' })
export class ReleaseDelivery {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) releaseId!: string;
  @Column({ type: 'varchar', length: 64 }) storeId!: string;
  @Column({ type: 'uuid' }) userId!: string;
  @Column({ type: 'varchar', length: 16, default: 'queued' }) status!: DeliveryStatus;
  @Column({ type: 'varchar', length: 16, default: 'insert' }) action!: DeliveryAction;
  @Column({ type: 'varchar', length: 64, nullable: true }) messageId!: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) batchId!: string | null;
  @Column({ type: 'integer', default: 0 }) attempts!: number;
  @Column({ type: 'text', nullable: true }) lastError!: string | null;
  @Column({ type: 'varchar', length: 32, nullable: true }) dealStartSent!: string | null;
  @Column({ type: 'timestamptz', default: () => 'now()' }) queuedAt!: Date;
  @Column({ type: 'timestamptz', nullable: true }) startedAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) deliveredAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) acknowledgedAt!: Date | null;
  @Column({ type: 'varchar', length: 500, nullable: true }) storeReleaseUrl!: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) storeReleaseId!: string | null;
  @Column({ type: 'smallint', insert: false, update: false, select: false }) attention!: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
