import { WALLET_CURRENCY } from '@soundpost/contracts';
import { Auditable } from '@soundpost/server-core/audit';
import { MoneyColumn } from '@soundpost/server-core/money';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Auditable<Wallet>({ type: 'Wallet', userIdOf: (w) => w.userId })
@Entity({ name: 'wallets' })
export class Wallet {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @MoneyColumn({ default: 0 })
  balanceCents!: number;

  @Column({ type: 'varchar', length: 8, default: WALLET_CURRENCY })
  currency!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeAccountId!: string | null;

  /** The fraud read model's first sighting. */
  @Column({ type: 'timestamptz', nullable: true })
  stripeAccountLinkedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
