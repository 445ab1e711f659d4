import { Auditable } from '@soundpost/server-core/audit';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const USER_STATUSES = ['active', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * Every account: staff (admin, manager) and, with the identity issue, artists. Roles are names in
 * a text[] so one account can hold several and new roles need no schema change. The identity issue
 * adds its artist columns (first_name, last_name …) by migration.
 */
// Audited: created/updated/deleted with actor and IP; the audit log always hides password_hash.
@Auditable<User>({ type: 'User', userIdOf: (u) => u.id })
@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  /** Always lower-cased (a CHECK constraint holds the database to it). */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /**
   * argon2id hash; null for accounts that cannot log in with a password. Not selected by default
   * (`select: false`) so that no ordinary read ever carries it; the login path asks for it by name.
   */
  @Column({ type: 'text', nullable: true, select: false })
  passwordHash?: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  roles!: string[];

  @Column({ type: 'varchar', length: 16, default: 'active' })
  status!: UserStatus;

  @Column({ type: 'text', nullable: true })
  blockedReason!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  emailVerifiedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastLoginAt!: Date | null;

  /** The language the artist last used to sign up or log in (en, fr, es): in-app notifications are written in it. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  language!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
