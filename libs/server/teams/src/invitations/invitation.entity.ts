import type { MemberRole } from '@soundpost/contracts';
import { Auditable } from '@soundpost/server-core/audit';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An e-mail invitation to act in an artist account with a role; its token is kept hashed only. */
@Auditable<Invitation>({ type: 'TeamInvitation', userIdOf: (i) => i.accountId, hidden: ['tokenHash', 'token_hash'] })
@Entity({ name: 'team_invitations' })
export class Invitation {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  accountId!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 16 })
  role!: MemberRole;

  @Column({ type: 'char', length: 64 })
  tokenHash!: string;

  /** The person who invited (the owner or an admin). */
  @Column({ type: 'uuid', nullable: true })
  invitedBy!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  acceptedAt!: Date | null;

  @Column({ type: 'uuid', nullable: true })
  acceptedBy!: string | null;
}
