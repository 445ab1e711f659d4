import { notificationsSchema } from './schema';

// The modules themselves are booted against a real database by notifications.service.int-spec.ts.
describe('notifications domain', () => {
  it('declares every table its migrations create', () => {
    expect(notificationsSchema.ownedTables).toEqual(['notifications']);
    expect(notificationsSchema.ownedTables.length).toBeGreaterThanOrEqual(notificationsSchema.entities.length);
  });
});
