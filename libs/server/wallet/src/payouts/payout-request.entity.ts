import { WALLET_CURRENCY, type PayoutMethod, type PayoutStatus } from '@soundpost/contracts';
import { Auditable } from '@soundpost/server-core/audit';
import { MoneyColumn } from '@soundpost/server-core/money';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * An artist's request to be paid out. Its money is held from the start by a pending debit
 * (`transactionId`), completed when it is paid and failed (money back) when it is rejected,
 * cancelled or its payment fails.
 */
// Audited: every status change is kept with the acting user (staff, the artist, or the system).
@Auditable<PayoutRequest>({ type: 'PayoutRequest', userIdOf: (p) => p.userId })
@Entity({ name: 'payout_requests' })
export class PayoutRequest {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  walletId!: string;

  /** The wallet's owner, kept on the row so an artist's lookups are scoped without a join. */
  @Column({ type: 'uuid' })
  userId!: string;

  @MoneyColumn()
  amountCents!: number;

  @Column({ type: 'varchar', length: 8, default: WALLET_CURRENCY })
  currency!: string;

  @Column({ type: 'varchar', length: 16 })
  method!: PayoutMethod;

  /** PayPal e-mail (lower case) or IBAN (no spaces, upper case); null for manual and Stripe Connect. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  destination!: string | null;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @Column({ type: 'varchar', length: 16, default: 'requested' })
  status!: PayoutStatus;

  /** The pending debit that holds the money. */
  @Column({ type: 'uuid' })
  transactionId!: string;

  /** The rail's reference: PayPal batch id, Stripe transfer id, SEPA message id. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  providerRef!: string | null;

  @Column({ type: 'text', nullable: true })
  failureReason!: string | null;

  /** When the rail was first asked to pay it. */
  @Column({ type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
