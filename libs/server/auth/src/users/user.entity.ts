import { Auditable } from '@soundpost/server-core/audit';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** `closed`: the account was closed by its owner (issue 31); nobody signs in with it again. */
export const USER_STATUSES = ['active', 'blocked', 'closed'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

@Auditable<User>({ type: 'User', userIdOf: (u) => u.id })
@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

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

  @Column({ type: 'varchar', length: 8, nullable: true })
  language!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
