import { Column, CreateDateColumn, Entity, Generated, PrimaryColumn } from 'typeorm';
import { safeIntegerTransformer } from '../money/money-column';

export type IdempotencyKeyState = 'in_flight' | 'completed';

@Entity('idempotency_keys')
export class IdempotencyKey {
  @PrimaryColumn({ type: 'bigint', transformer: safeIntegerTransformer('idempotency_keys.id') })
  @Generated('increment')
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  scope!: string;

  @Column({ type: 'varchar', length: 255 })
  key!: string;

  @Column({ type: 'char', length: 64 })
  requestHash!: string;

  @Column({ type: 'varchar', length: 16 })
  state!: IdempotencyKeyState;

  @Column({ type: 'integer', nullable: true })
  responseStatus!: number | null;

  @Column({ type: 'jsonb', nullable: true })
  responseBody!: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt!: Date | null;
}
