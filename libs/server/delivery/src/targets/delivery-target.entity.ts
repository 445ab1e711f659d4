import type { DeliveryTargetKind } from '@soundpost/contracts';
import { Auditable } from '@soundpost/server-core/audit';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Where a store's packages go (a store without a row uses the default folder target). */
@Auditable<DeliveryTarget>({ type: 'DeliveryTarget', userIdOf: () => null, hidden: ['secretsEncrypted'] })
@Entity({ name: 'delivery_targets' })
export class DeliveryTarget {
  @PrimaryColumn({ type: 'varchar', length: 64 }) storeId!: string;
  @Column({ type: 'varchar', length: 16, default: 'folder' }) kind!: DeliveryTargetKind;
  @Column({ type: 'varchar', length: 1024, nullable: true }) path!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) host!: string | null;
  @Column({ type: 'integer', nullable: true }) port!: number | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) username!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) bucket!: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) region!: string | null;
  @Column({ type: 'varchar', length: 1024, nullable: true }) endpoint!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) accessKeyId!: string | null;
  @Column({ type: 'text', nullable: true }) secretsEncrypted!: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) recipientDpid!: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) recipientName!: string | null;
  @Column({ type: 'boolean', default: false }) purgeOnTakedown!: boolean;
  @Column({ type: 'uuid', nullable: true }) updatedBy!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
