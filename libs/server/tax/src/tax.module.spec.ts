import { taxSchema } from './schema';

describe('tax domain', () => {
  it('declares every table its migrations create', () => {
    expect(taxSchema.ownedTables).toEqual(['tax_items']);
    expect(taxSchema.ownedTables.length).toBeGreaterThanOrEqual(taxSchema.entities.length);
  });
});
