import { SnakeNamingStrategy } from '@soundpost/server-core/database';
import { parseListQuery } from '@soundpost/server-core/lists';
import { createTestDatabase, TestDatabase } from '@soundpost/server-core/testing';
import { DataSource } from 'typeorm';
import { releasesSchema } from '../schema';
import { Release } from '../releases/release.entity';
import { adminReleasesListSpec } from './admin-releases.list';
import { AdminReleasesRepository, EXACT_COUNT_LIMIT } from './admin-releases.repository';

describe('AdminReleasesRepository (real Postgres, beyond the exact-count limit)', () => {
  const ROWS = 12_000;
  let db: TestDatabase;
  let ds: DataSource;
  let repo: AdminReleasesRepository;
  const list = (query: Record<string, string>) => repo.findPage(parseListQuery(query, adminReleasesListSpec));

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await new DataSource({ type: 'postgres', url: db.url, entities: releasesSchema.entities, namingStrategy: new SnakeNamingStrategy() }).initialize();
    const [user] = await ds.query(`INSERT INTO users (name, email, roles) VALUES ('Owner', 'owner@example.com', '{artist}') RETURNING id`);
    await ds.query(
      `INSERT INTO releases (user_id, title, status, created_at)
       SELECT $1, 'Release ' || g, CASE WHEN g % 1000 = 0 THEN 'live' ELSE 'pending' END, timestamptz '2030-01-01' + (g || ' minutes')::interval
         FROM generate_series(1, ${ROWS}) g`,
      [user.id],
    );
    await ds.query(`ANALYZE releases`);
    repo = new AdminReleasesRepository(ds.getRepository(Release));
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('pages newest and oldest first, deep pages included', async () => {
    expect((await list({ per_page: '3' })).rows.map((r) => r.title)).toEqual(['Release 12000', 'Release 11999', 'Release 11998']);
    expect((await list({ sort: 'oldest', per_page: '3', page: '2' })).rows.map((r) => r.title)).toEqual(['Release 4', 'Release 5', 'Release 6']);
    expect((await list({ per_page: '20', page: '600' })).rows.map((r) => r.title).slice(-1)).toEqual(['Release 1']);
  });

  it('reads the list columns with the owner and the track count in the page statement', async () => {
    const [first] = (await list({ per_page: '1' })).rows;
    await ds.query(`INSERT INTO tracks (release_id, track_number, title) VALUES ($1, 1, 'One'), ($1, 2, 'Two')`, [first.id]);
    const [row] = (await list({ per_page: '1' })).rows;
    expect(first.created_at).toBeInstanceOf(Date);
    expect(row).toEqual({
      ...first,
      title: 'Release 12000',
      status: 'live',
      artist_name: null,
      owner_name: 'Owner',
      owner_email: 'owner@example.com',
      release_date: null,
      tracks_count: 2,
    });
    await ds.query(`DELETE FROM tracks WHERE release_id = $1`, [first.id]);
  });

  it('answers an estimate above the exact-count limit, never below the rows already seen', async () => {
    const { total } = await list({});
    expect(total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(Math.abs(total - ROWS)).toBeLessThan(ROWS * 0.1);
    const deep = await list({ per_page: '100', page: '120' });
    expect(deep.total).toBeGreaterThanOrEqual(ROWS);
  });

  it('counts exactly below the limit, and a short page tells its own total', async () => {
    expect((await list({ status: 'live' })).total).toBe(12);
    expect((await list({ status: 'live', per_page: '5', page: '3' })).total).toBe(12);
    expect((await list({ q: 'release 1199' })).total).toBe(11);
    expect((await list({ q: 'release 1', per_page: '5' })).total).toBe(3112);
  });
});
