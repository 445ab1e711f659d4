import type { DataExportStatus } from '@soundpost/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One archive of an account's data: prepared by a job, downloadable until `expiresAt`, then deleted. */
@Entity({ name: 'data_exports' })
export class DataExport {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The account whose data it holds. */
  @Column({ type: 'uuid' })
  userId!: string;

  /** The person who asked (the account's owner), the one told when it is ready. */
  @Column({ type: 'uuid' })
  requestedBy!: string;

  @Column({ type: 'varchar', length: 16, default: 'preparing' })
  status!: DataExportStatus;

  @Column({ type: 'varchar', length: 512, nullable: true })
  storageKey!: string | null;

  @Column({ type: 'bigint', nullable: true, transformer: { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) } })
  sizeBytes!: number | null;

  /** Audio files written as signed links (links.json) because the archive would pass the size limit. */
  @Column({ type: 'int', default: 0 })
  linkedFiles!: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  failure!: string | null;

  /** The language of the request, for the e-mail. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  language!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  readyAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;
}
