import type { DomainSchema } from '@soundpost/server-core/database';
import { TaxForm } from './forms/tax-form.entity';
import { TaxForms1796000000800 } from './migrations/1796000000800-tax-forms';
import { TaxProfile } from './profiles/tax-profile.entity';
import { TaxFormReminder } from './reminders/tax-form-reminder.entity';

export { TaxForm, TaxFormReminder, TaxProfile };

export const taxSchema: DomainSchema = {
  entities: [TaxProfile, TaxForm, TaxFormReminder],
  migrations: [TaxForms1796000000800],
  ownedTables: ['tax_profiles', 'tax_forms', 'tax_form_reminders'],
};
