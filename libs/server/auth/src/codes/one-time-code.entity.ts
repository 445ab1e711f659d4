import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What a code is good for; a code of one purpose never passes for another (the hash includes it). */
export const CODE_PURPOSES = ['email_verification', 'artist_login', 'password_reset', 'admin_login', 'account_appeal', 'step_up'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** One live 6-digit code per account and purpose. The code itself is never stored. */
@Entity({ name: 'one_time_codes' })
export class OneTimeCode {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  userId!: string;

  @Column({ type: 'varchar', length: 32 })
  purpose!: CodePurpose;

  @Column({ type: 'char', length: 64 })
  codeHash!: string;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ type: 'timestamptz', nullable: true })
  consumedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
