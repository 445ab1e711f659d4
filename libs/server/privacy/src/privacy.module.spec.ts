import { privacySchema } from './schema';

describe('privacy domain', () => {
  it('declares every table its migrations create', () => {
    expect(privacySchema.ownedTables).toEqual(['data_exports', 'account_closures']);
    expect(privacySchema.ownedTables.length).toBeGreaterThanOrEqual(privacySchema.entities.length);
  });
});
