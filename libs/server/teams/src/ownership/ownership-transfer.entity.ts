import { Auditable } from '@soundpost/server-core/audit';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A pending move of an account's ownership to an admin member: each side confirms with its own mailed code. */
@Auditable<OwnershipTransfer>({ type: 'OwnershipTransfer', userIdOf: (t) => t.accountId, hidden: ['ownerCodeHash', 'memberCodeHash', 'owner_code_hash', 'member_code_hash'] })
@Entity({ name: 'team_ownership_transfers' })
export class OwnershipTransfer {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  accountId!: string;

  /** The owner who started it (the person). */
  @Column({ type: 'uuid' })
  ownerId!: string;

  @Column({ type: 'uuid' })
  toMemberId!: string;

  @Column({ type: 'uuid' })
  toUserId!: string;

  @Column({ type: 'char', length: 64 })
  ownerCodeHash!: string;

  @Column({ type: 'char', length: 64 })
  memberCodeHash!: string;

  @Column({ type: 'timestamptz', nullable: true })
  ownerConfirmedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  memberConfirmedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;
}
