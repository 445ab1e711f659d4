import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

export const STORE_KINDS = ['streaming', 'download', 'video', 'social', 'fingerprint', 'radio', 'fitness', 'gaming', 'ringtone'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

@Entity({ name: 'stores' })
export class Store {
  @PrimaryColumn({ type: 'varchar', length: 64 }) id!: string;
  @Column({ type: 'varchar', length: 255 }) name!: string;
  @Column({ type: 'varchar', length: 32 }) kind!: StoreKind;
  @Column({ type: 'text' }) logoSvg!: string;
  @Column({ type: 'boolean', default: true }) active!: boolean;
  @Column({ type: 'boolean', default: false }) supportsTimedRelease!: boolean;
  @Column({ type: 'boolean', default: false }) supportsContentId!: boolean;
  @Column({ type: 'boolean', default: false }) isRegional!: boolean;
  @Column({ type: 'integer', default: 0 }) sortOrder!: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
