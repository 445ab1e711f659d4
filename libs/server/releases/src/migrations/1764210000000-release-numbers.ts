import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A short human number per release (#1001, #1002, ...) that artists and staff can quote instead of
 * the UUID: one platform-wide sequence, assigned by the column default at insert. Existing releases
 * are numbered first, oldest first, so the numbers follow the order they were created in.
 */
export class ReleaseNumbers1764210000000 implements MigrationInterface {
  name = 'ReleaseNumbers1764210000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE releases ADD COLUMN release_number integer`);
    await q.query(`CREATE SEQUENCE releases_release_number_seq AS integer START WITH 1001 MINVALUE 1001 OWNED BY releases.release_number`);
    await q.query(`
      UPDATE releases r
         SET release_number = numbered.n
        FROM (SELECT id, 1000 + row_number() OVER (ORDER BY created_at, id) AS n FROM releases) numbered
       WHERE numbered.id = r.id`);
    // The next number follows the last backfilled one (1001 on an empty table).
    await q.query(`
      SELECT CASE WHEN max(release_number) IS NULL THEN setval('releases_release_number_seq', 1001, false)
                  ELSE setval('releases_release_number_seq', max(release_number), true) END
        FROM releases`);
    await q.query(`ALTER TABLE releases ALTER COLUMN release_number SET DEFAULT nextval('releases_release_number_seq')`);
    await q.query(`ALTER TABLE releases ALTER COLUMN release_number SET NOT NULL`);
    await q.query(`ALTER TABLE releases ADD CONSTRAINT releases_release_number_uq UNIQUE (release_number)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE releases DROP COLUMN release_number`);
  }
}
