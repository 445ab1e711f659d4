import { linksSchema } from './schema';

describe('links domain', () => {
  it('declares every table its migrations create', () => {
    expect(linksSchema.ownedTables).toEqual(['release_links', 'link_channels', 'link_daily_counts', 'link_fans', 'link_presaves']);
    expect(linksSchema.ownedTables.length).toBeGreaterThanOrEqual(linksSchema.entities.length);
  });
});
