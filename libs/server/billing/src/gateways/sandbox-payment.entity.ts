import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type SandboxPaymentKind = 'card' | 'paypal';
export type SandboxPaymentStatus = 'open' | 'paid' | 'canceled' | 'captured';

@Entity({ name: 'sandbox_payments' })
export class SandboxPayment {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Column({ type: 'varchar', length: 8 })
  kind!: SandboxPaymentKind;

  @Column({ type: 'varchar', length: 16, default: 'open' })
  status!: SandboxPaymentStatus;

  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'uuid' })
  planId!: string;

  @Column({ type: 'uuid' })
  transactionId!: string;

  @Column({ type: 'varchar', length: 255 })
  planName!: string;

  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  amountCents!: number;

  @Column({ type: 'varchar', length: 8 })
  currency!: string;

  @Column({ type: 'text' })
  successUrl!: string;

  @Column({ type: 'text' })
  cancelUrl!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
