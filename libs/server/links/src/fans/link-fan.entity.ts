import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A fan who asked to be told on release day. Kept for this release only: the row is deleted once the
 * release-day e-mail is sent, or when the fan unsubscribes. Tokens are stored as SHA-256 hashes.
 */
@Entity({ name: 'link_fans' })
export class LinkFan {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) linkId!: string;
  @Column({ type: 'varchar', length: 254 }) email!: string;
  @Column({ type: 'varchar', length: 8 }) language!: string;
  @Column({ type: 'varchar', length: 64 }) confirmTokenHash!: string;
  @Column({ type: 'varchar', length: 64 }) unsubscribeTokenHash!: string;
  @Column({ type: 'timestamptz', nullable: true }) confirmedAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) notifiedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
