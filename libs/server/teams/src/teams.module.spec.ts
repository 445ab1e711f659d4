import { teamsSchema } from './schema';

describe('teams domain', () => {
  it('declares every table its migrations create', () => {
    expect(teamsSchema.ownedTables).toEqual(['team_invitations', 'team_ownership_transfers']);
    expect(teamsSchema.ownedTables.length).toBeGreaterThanOrEqual(teamsSchema.entities.length);
  });
});
