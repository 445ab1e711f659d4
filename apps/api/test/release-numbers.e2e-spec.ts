import { releasesSchema } from '@soundpost/server-releases/schema';
import { DataSource, MigrationInterface } from 'typeorm';
import { approvedArtist, caller, newStaff, TestArtist } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

// Release numbers: the short "#1042" people quote instead of a UUID (issue 12, item 11).
describe('Releases: the human release number', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let artist: TestArtist;
  let other: TestArtist;
  let staff: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    call = caller(t);
    artist = await approvedArtist(t);
    other = await approvedArtist(t);
    staff = await newStaff(t, 'manager');
  });
  afterAll(() => t?.close());

  const newDraft = async (who: TestArtist) => {
    const res = await call('POST', '/artist/releases/draft', who.token, { force_new: true });
    expect(res.status).toBe(201);
    return res.body as { release_id: string; release: { release_number: number } };
  };

  it('gives each new release the next number of one platform-wide sequence, answered everywhere the release is', async () => {
    const first = await newDraft(artist);
    const second = await newDraft(other);
    const third = await newDraft(artist);
    const numbers = [first, second, third].map((d) => d.release.release_number);
    expect(numbers[0]).toBeGreaterThanOrEqual(1001);
    expect(numbers).toEqual([numbers[0], numbers[0] + 1, numbers[0] + 2]);

    const rows: { id: string; release_number: number }[] = await db.query(`SELECT id, release_number FROM releases WHERE id = ANY($1::uuid[]) ORDER BY release_number`, [
      [first.release_id, second.release_id, third.release_id],
    ]);
    expect(rows).toEqual([
      { id: first.release_id, release_number: numbers[0] },
      { id: second.release_id, release_number: numbers[1] },
      { id: third.release_id, release_number: numbers[2] },
    ]);

    const detail = await call('GET', `/artist/releases/${third.release_id}`, artist.token);
    expect(detail.status).toBe(200);
    expect(detail.body.release.release_number).toBe(numbers[2]);
    const list = await call('GET', '/artist/releases', artist.token);
    expect(list.status).toBe(200);
    const listed = (list.body.releases ?? list.body.data ?? list.body) as { id: string; release_number: number }[];
    expect(listed.map((r) => [r.id, r.release_number]).sort()).toEqual(
      [
        [first.release_id, numbers[0]],
        [third.release_id, numbers[2]],
      ].sort(),
    );

    const staffDetail = await call('GET', `/admin/releases/${second.release_id}`, staff.token);
    expect(staffDetail.status).toBe(200);
    expect(staffDetail.body.release_number ?? staffDetail.body.data?.release_number).toBe(numbers[1]);
    const staffRows = await call('GET', '/admin/releases?per_page=100', staff.token);
    expect(staffRows.body.data.find((r: { id: string }) => r.id === first.release_id).release_number).toBe(numbers[0]);
    // Staff find a release by the number an artist quotes.
    const found = await call('GET', `/admin/releases?q=${encodeURIComponent(`#${numbers[1]}`)}`, staff.token);
    expect(found.status).toBe(200);
    expect(found.body.data.map((r: { id: string }) => r.id)).toEqual([second.release_id]);
  });

  it('never gives a number twice: the column is unique and a deleted release does not free its number', async () => {
    const a = await newDraft(artist);
    const deleted = await call('DELETE', `/artist/releases/${a.release_id}`, artist.token);
    expect(deleted.status).toBe(200);
    const b = await newDraft(artist);
    expect(b.release.release_number).toBe(a.release.release_number + 1);
    await expect(db.query(`UPDATE releases SET release_number = $2 WHERE id = $1`, [b.release_id, 1001])).rejects.toThrow(/releases_release_number_uq/);
  });

  it('numbers the releases that existed before the migration, oldest first, and carries on after them', async () => {
    const migration = releasesSchema.migrations.find((m) => m.name === 'ReleaseNumbers1764210000000') as (new () => MigrationInterface) | undefined;
    expect(migration).toBeDefined();
    const runner = db.createQueryRunner();
    try {
      await runner.query(`DELETE FROM releases`);
      await new migration!().down(runner);
      // Rows as they were before numbers existed, inserted out of creation order.
      const inserted: { id: string }[] = [];
      for (const created of ['2025-03-01', '2025-01-01', '2025-02-01']) {
        const [row] = await runner.query(`INSERT INTO releases (user_id, title, created_at) VALUES ($1, $2, $3) RETURNING id`, [artist.id, `From ${created}`, created]);
        inserted.push(row);
      }
      await new migration!().up(runner);
      const rows: { title: string; release_number: number }[] = await runner.query(`SELECT title, release_number FROM releases ORDER BY release_number`);
      expect(rows).toEqual([
        { title: 'From 2025-01-01', release_number: 1001 },
        { title: 'From 2025-02-01', release_number: 1002 },
        { title: 'From 2025-03-01', release_number: 1003 },
      ]);
    } finally {
      await runner.release();
    }
    const next = await newDraft(artist);
    expect(next.release.release_number).toBe(1004);
  });
});
