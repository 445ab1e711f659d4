import { Column, Entity, PrimaryColumn } from 'typeorm';

export const TAX_REMINDER_KINDS = ['90', '30', '7', 'expired'] as const;
export type TaxReminderKind = (typeof TAX_REMINDER_KINDS)[number];

/** A reminder sent about a W-8's expiry: one row per form and kind, so a rerun sends nothing twice. */
@Entity({ name: 'tax_form_reminders' })
export class TaxFormReminder {
  @PrimaryColumn({ type: 'uuid' })
  formId!: string;

  @PrimaryColumn({ type: 'varchar', length: 8 })
  kind!: TaxReminderKind;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  sentAt!: Date;
}
