import { WALLET_CURRENCY } from '@soundpost/contracts';
import { Auditable } from '@soundpost/server-core/audit';
import { MoneyColumn } from '@soundpost/server-core/money';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An artist's wallet: one per user, balance in cents. */
// Audited: staff adjust balances by hand, so every change is kept with its actor.
@Auditable<Wallet>({ type: 'Wallet', userIdOf: (w) => w.userId })
@Entity({ name: 'wallets' })
export class Wallet {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @MoneyColumn({ default: 0 })
  balanceCents!: number;

  /** Lower-case ISO code; wallets are in EUR. */
  @Column({ type: 'varchar', length: 8, default: WALLET_CURRENCY })
  currency!: string;

  /** The artist's Stripe Connect account, once they connected one. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeAccountId!: string | null;

  /** When the artist linked it (the fraud read model's first sighting). */
  @Column({ type: 'timestamptz', nullable: true })
  stripeAccountLinkedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
