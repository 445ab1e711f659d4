import type { TrendColumnMapping } from '@soundpost/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A store's trend-report columns, saved so each of its files reads the same way. */
@Entity({ name: 'stats_presets' })
export class StatsPreset {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 64 })
  storeId!: string;

  @Column({ type: 'varchar', length: 120 })
  name!: string;

  @Column({ type: 'jsonb' })
  mapping!: TrendColumnMapping;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
