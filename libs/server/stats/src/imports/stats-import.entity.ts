import type { TrendBadLine, TrendImportFormat } from '@soundpost/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One trend report read in (a DSR report of several files is one import). */
@Entity({ name: 'stats_imports' })
export class StatsImport {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 64 })
  storeId!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  storeName!: string | null;

  @Column({ type: 'uuid', nullable: true })
  presetId!: string | null;

  @Column({ type: 'varchar', length: 8 })
  format!: TrendImportFormat;

  @Column({ type: 'varchar', length: 255 })
  fileName!: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  messageId!: string | null;

  @Column({ type: 'char', length: 64 })
  checksum!: string;

  @Column({ type: 'date', nullable: true })
  firstDay!: string | null;

  @Column({ type: 'date', nullable: true })
  lastDay!: string | null;

  @Column({ type: 'integer', default: 0 })
  linesTotal!: number;

  @Column({ type: 'integer', default: 0 })
  linesMatched!: number;

  @Column({ type: 'integer', default: 0 })
  linesUnmatched!: number;

  @Column({ type: 'integer', default: 0 })
  linesRejected!: number;

  /** bigint: a count that can pass 2^31 over a big report. */
  @Column({ type: 'bigint', default: 0, transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  streamsTotal!: number;

  @Column({ type: 'integer', default: 0 })
  daysReplaced!: number;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  rejectedLines!: TrendBadLine[];

  @Column({ type: 'uuid', nullable: true })
  createdBy!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
