import { WALLET_CURRENCY, type PayoutMethod, type PayoutStatus } from '@soundpost/contracts';
import { Auditable } from '@soundpost/server-core/audit';
import { MoneyColumn } from '@soundpost/server-core/money';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Its money is held from the start by the pending debit `transactionId`: completed when paid, failed (money back) otherwise. */
@Auditable<PayoutRequest>({ type: 'PayoutRequest', userIdOf: (p) => p.userId })
@Entity({ name: 'payout_requests' })
export class PayoutRequest {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  walletId!: string;

  /** Kept on the row so an artist's lookups are scoped without a join. */
  @Column({ type: 'uuid' })
  userId!: string;

  @MoneyColumn()
  amountCents!: number;

  @Column({ type: 'varchar', length: 8, default: WALLET_CURRENCY })
  currency!: string;

  @Column({ type: 'varchar', length: 16 })
  method!: PayoutMethod;

  @Column({ type: 'varchar', length: 255, nullable: true })
  destination!: string | null;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @Column({ type: 'varchar', length: 16, default: 'requested' })
  status!: PayoutStatus;

  @Column({ type: 'uuid' })
  transactionId!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  providerRef!: string | null;

  @Column({ type: 'text', nullable: true })
  failureReason!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
