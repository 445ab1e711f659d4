import type { StatsReportFrequency } from '@soundpost/contracts';
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'stats_report_settings' })
export class StatsReportSetting {
  @PrimaryColumn({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'varchar', length: 8 })
  frequency!: StatsReportFrequency;

  @Column({ type: 'uuid', insert: false, update: false })
  unsubscribeToken!: string;

  @Column({ type: 'date', nullable: true })
  lastSentOn!: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
