import { Column, CreateDateColumn, Entity, Generated, PrimaryColumn } from 'typeorm';
import { safeIntegerTransformer } from '../money/money-column';

export type AuditEvent = 'created' | 'updated' | 'deleted';
export const AUDIT_EVENTS: readonly AuditEvent[] = ['created', 'updated', 'deleted'];

/** One recorded change of an audited entity (written by AuditSubscriber, never updated). */
@Entity('audit_logs')
export class AuditLog {
  @PrimaryColumn({ type: 'bigint', transformer: safeIntegerTransformer('audit_logs.id') })
  @Generated('increment')
  id!: number;

  @Column({ type: 'varchar', length: 16 })
  event!: AuditEvent;

  @Column({ type: 'varchar', length: 100 })
  auditableType!: string;

  @Column({ type: 'varchar', length: 100 })
  auditableId!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  userId!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  actorId!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  actorName!: string | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  actorEmail!: string | null;

  /** The actor's role in the artist account they acted in, when they are not its owner. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  actorRole!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ipAddress!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  userAgent!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  requestId!: string | null;

  @Column({ type: 'jsonb' })
  changes!: Record<string, unknown>;

  @Column({ type: 'jsonb' })
  original!: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
