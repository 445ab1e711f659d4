import { taxSchema } from './schema';

describe('tax domain', () => {
  it('declares every table its migrations create', () => {
    expect(taxSchema.ownedTables).toEqual(['tax_profiles', 'tax_forms', 'tax_form_reminders']);
    expect(taxSchema.ownedTables.length).toBeGreaterThanOrEqual(taxSchema.entities.length);
  });
});
