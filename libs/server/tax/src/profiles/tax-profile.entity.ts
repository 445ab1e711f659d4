import type { TaxEntityType } from '@soundpost/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The artist account's tax profile: which form it needs. */
@Entity({ name: 'tax_profiles' })
export class TaxProfile {
  @PrimaryColumn({ type: 'uuid' })
  accountId!: string;

  @Column({ type: 'char', length: 2 })
  taxResidenceCountry!: string;

  @Column({ type: 'boolean' })
  usPerson!: boolean;

  @Column({ type: 'varchar', length: 16 })
  entityType!: TaxEntityType;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
