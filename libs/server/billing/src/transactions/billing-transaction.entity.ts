import { Auditable } from '@soundpost/server-core/audit';
import { MoneyColumn } from '@soundpost/server-core/money';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const PAYMENT_GATEWAYS = ['stripe', 'paypal', 'manual', 'free'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];
export const TRANSACTION_STATUSES = ['paid', 'pending', 'failed', 'refunded', 'void'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

@Auditable<BillingTransaction>({ type: 'Transaction', userIdOf: (t) => t.userId })
@Entity({ name: 'billing_transactions' })
export class BillingTransaction {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'uuid' })
  planId!: string;

  @Column({ type: 'uuid', nullable: true })
  subscriptionId!: string | null;

  @Column({ type: 'varchar', length: 16 })
  gateway!: PaymentGateway;

  @Column({ type: 'varchar', length: 255, nullable: true })
  providerRef!: string | null;

  @Column({ type: 'varchar', length: 32, default: 'subscription' })
  transactionType!: string;

  @MoneyColumn()
  amountCents!: number;

  @MoneyColumn({ nullable: true })
  priceCents!: number | null;

  @MoneyColumn({ default: 0 })
  creditCents!: number;

  @Column({ type: 'uuid', nullable: true })
  creditSubscriptionId!: string | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  mailLanguage!: string | null;

  @Column({ type: 'varchar', length: 8 })
  currency!: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: TransactionStatus;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt!: Date | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
