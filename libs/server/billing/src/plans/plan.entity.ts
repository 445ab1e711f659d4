import { Auditable } from '@soundpost/server-core/audit';
import { MoneyColumn } from '@soundpost/server-core/money';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];
export const SUPPORT_LEVELS = ['Email', 'Priority', 'Dedicated'] as const;
export type SupportLevel = (typeof SUPPORT_LEVELS)[number];
export const STANDARD_PLAN_KEYS = ['free', 'artist', 'producer', 'label'] as const;
export const FREE_PLAN_KEY = 'free';
export const UNLIMITED = -1;
/** "Distribution on 18 platforms" (the Artist plan), which Free shares. */
export const FREE_STORE_LIMIT = 18;

@Auditable<Plan>({ type: 'Plan', userIdOf: () => null })
@Entity({ name: 'plans' })
export class Plan {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 64 })
  key!: string;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @MoneyColumn()
  priceCents!: number;

  @Column({ type: 'varchar', length: 8, default: 'EUR' })
  currency!: string;

  @Column({ type: 'varchar', length: 16, default: 'monthly' })
  billingCycle!: BillingCycle;

  @Column({ type: 'integer', default: 1 })
  maxArtists!: number;

  @Column({ type: 'integer', default: 1 })
  userLimit!: number;

  @Column({ type: 'integer', default: UNLIMITED })
  releaseLimit!: number;

  @Column({ type: 'integer', default: UNLIMITED })
  maxExtraArtists!: number;

  /** How many stores the artist may pick for a release; null: every store. */
  @Column({ type: 'integer', nullable: true })
  storeLimit!: number | null;

  @Column({ type: 'varchar', length: 16, default: 'Email' })
  supportLevel!: SupportLevel;

  @Column({ type: 'varchar', length: 255, nullable: true })
  stripePriceId!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  paypalPlanId!: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" })
  features!: Record<string, unknown>;

  @Column({ type: 'boolean', default: true })
  isActive!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
