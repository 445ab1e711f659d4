import type { DeliveryAction } from '@soundpost/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'delivery_messages' })
export class DeliveryMessage {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) deliveryId!: string;
  @Column({ type: 'varchar', length: 64 }) messageId!: string;
  @Column({ type: 'varchar', length: 16 }) action!: DeliveryAction;
  @Column({ type: 'varchar', length: 64, nullable: true }) batchId!: string | null;
  @Column({ type: 'text' }) xml!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
