import { deliverySchema } from './schema';

// The modules themselves are booted against a real database by apps/api/test/delivery*.e2e-spec.ts.
describe('delivery domain', () => {
  it('declares every table its migrations create', () => {
    expect(deliverySchema.ownedTables).toEqual(['release_deliveries', 'delivery_messages', 'delivery_targets', 'delivery_store_listings']);
    expect(deliverySchema.ownedTables.length).toBeGreaterThanOrEqual(deliverySchema.entities.length);
  });
});
