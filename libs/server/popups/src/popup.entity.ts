import { PopupType } from '@soundpost/contracts';
import { Auditable } from '@soundpost/server-core/audit';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A site-wide announcement. `message` is stored already sanitised (see html/popup-html.ts). */
@Auditable<Popup>({ type: 'Popup', userIdOf: () => null })
@Entity({ name: 'popups' })
export class Popup {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 255 })
  title!: string;

  @Column({ type: 'text' })
  message!: string;

  @Column({ type: 'varchar', length: 16, default: 'info' })
  type!: PopupType;

  /** Null: visible from the start (open lower bound). */
  @Column({ type: 'timestamptz', nullable: true })
  showFrom!: Date | null;

  /** Null: visible until switched off (open upper bound). */
  @Column({ type: 'timestamptz', nullable: true })
  showUntil!: Date | null;

  /** Active (true) or inactive (false): the back office's row toggle. */
  @Column({ type: 'boolean', default: true })
  status!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
