import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type LinkPresaveState = 'authorised' | 'saved' | 'failed';

/**
 * A fan's pre-save at one store: the store's grant, kept until release day, when the release is added to
 * the fan's library and the grant dropped. No fan identity beyond what the store's grant is.
 */
@Entity({ name: 'link_presaves' })
export class LinkPresave {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) linkId!: string;
  @Column({ type: 'varchar', length: 64 }) storeId!: string;
  @Column({ type: 'varchar', length: 16, default: 'authorised' }) state!: LinkPresaveState;
  @Column({ type: 'text', nullable: true }) accessToken!: string | null;
  @Column({ type: 'text', nullable: true }) refreshToken!: string | null;
  @Column({ type: 'timestamptz', nullable: true }) tokenExpiresAt!: Date | null;
  @Column({ type: 'text', nullable: true }) lastError!: string | null;
  @Column({ type: 'timestamptz', nullable: true }) savedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
