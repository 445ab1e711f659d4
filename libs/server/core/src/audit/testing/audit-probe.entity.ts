import { Column, CreateDateColumn, DataSource, DeleteDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MoneyColumn } from '../../money/money-column';
import { Auditable } from '../auditable.decorator';

@Auditable<AuditProbe>({ type: 'Probe', userIdOf: (probe) => probe.ownerId, hidden: ['apiSecret'] })
@Entity('audit_probe')
export class AuditProbe {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 320 })
  email!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  password!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  rememberToken!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  loginCode!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  apiSecret!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  ownerId!: string | null;

  @MoneyColumn({ default: 0 })
  balance!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  @DeleteDateColumn({ type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}

export async function createAuditProbeTable(dataSource: DataSource): Promise<void> {
  await dataSource.query(`
    CREATE TABLE audit_probe (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name varchar(100) NOT NULL,
      email varchar(320) NOT NULL,
      password varchar(200),
      remember_token varchar(200),
      login_code varchar(200),
      api_secret varchar(200),
      owner_id varchar(100),
      balance bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz
    )`);
}
