import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export type SandboxPaymentKind = 'card' | 'paypal';
/** open → paid (Pay) or canceled (Cancel); a paid PayPal order becomes captured once. */
export type SandboxPaymentStatus = 'open' | 'paid' | 'canceled' | 'captured';

/**
 * A checkout of the local sandbox provider (no Stripe or PayPal keys set). Kept in the database so
 * a session survives restarts and works across instances, like a provider's would.
 */
@Entity({ name: 'sandbox_payments' })
export class SandboxPayment {
  /** `cs_sandbox_…` for card sessions, `SANDBOX-…` for PayPal orders. */
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
