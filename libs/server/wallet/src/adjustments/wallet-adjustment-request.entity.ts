import type { WalletAdjustmentRequestStatus } from '@soundpost/contracts';
import { Auditable } from '@soundpost/server-core/audit';
import { MoneyColumn } from '@soundpost/server-core/money';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A staff adjustment above the four-eyes threshold, waiting for (or decided by) a second staff member. */
@Auditable<WalletAdjustmentRequest>({ type: 'WalletAdjustmentRequest', userIdOf: (r) => r.userId })
@Entity({ name: 'wallet_adjustment_requests' })
export class WalletAdjustmentRequest {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  walletId!: string;

  /** The wallet's owner (the audit log files the request under the account). */
  @Column({ type: 'uuid' })
  userId!: string;

  /** Signed: positive credits, negative debits. */
  @MoneyColumn()
  amountCents!: number;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'jsonb', nullable: true })
  meta!: Record<string, unknown> | null;

  @Column({ type: 'uuid' })
  requestedBy!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  requestedAt!: Date;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: WalletAdjustmentRequestStatus;

  @Column({ type: 'uuid', nullable: true })
  decidedBy!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;

  /** Why it was rejected. */
  @Column({ type: 'text', nullable: true })
  reason!: string | null;

  @Column({ type: 'uuid', nullable: true })
  transactionId!: string | null;
}
