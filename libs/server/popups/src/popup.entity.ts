import { PopupType } from '@soundpost/contracts';
import { Auditable } from '@soundpost/server-core/audit';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** `message` is stored already sanitised; a null show_from or show_until is an open bound. */
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

  @Column({ type: 'timestamptz', nullable: true })
  showFrom!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  showUntil!: Date | null;

  @Column({ type: 'boolean', default: true })
  status!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
