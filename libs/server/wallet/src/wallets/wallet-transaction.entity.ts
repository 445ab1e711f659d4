import { WALLET_CURRENCY, type WalletTransactionStatus, type WalletTransactionType } from '@soundpost/contracts';
import { MoneyColumn } from '@soundpost/server-core/money';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A new kind comes with a migration widening the CHECK constraint. */
export const WALLET_TRANSACTION_KINDS = ['royalty', 'adjustment', 'payout', 'refund', 'withholding', 'forfeit'] as const;
export type WalletTransactionKind = (typeof WALLET_TRANSACTION_KINDS)[number];

@Entity({ name: 'wallet_transactions' })
export class WalletTransaction {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  walletId!: string;

  @Column({ type: 'varchar', length: 8 })
  type!: WalletTransactionType;

  @MoneyColumn()
  amountCents!: number;

  @Column({ type: 'varchar', length: 8, default: WALLET_CURRENCY })
  currency!: string;

  @Column({ type: 'varchar', length: 16, default: 'completed' })
  status!: WalletTransactionStatus;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  externalRef!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeTransferId!: string | null;

  @Column({ type: 'varchar', length: 32, default: 'adjustment' })
  kind!: WalletTransactionKind;

  @Column({ type: 'jsonb', nullable: true })
  meta!: Record<string, unknown> | null;

  @Column({ type: 'uuid', nullable: true })
  createdBy!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  settledAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
