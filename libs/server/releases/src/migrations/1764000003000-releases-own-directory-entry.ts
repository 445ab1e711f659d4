import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The artist's own entry in their directory (`is_self`): created from the identity step's name the
 * first time the directory is read, preselected as primary artist in the wizard, and not counted
 * against the plan's artist limit. At most one per account (partial unique index), so parallel
 * first reads cannot create two.
 */
export class ReleasesOwnDirectoryEntry1764000003000 implements MigrationInterface {
  name = 'ReleasesOwnDirectoryEntry1764000003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE directory_artists ADD COLUMN is_self boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE UNIQUE INDEX directory_artists_self_uq ON directory_artists (user_id) WHERE is_self`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX directory_artists_self_uq`);
    await q.query(`ALTER TABLE directory_artists DROP COLUMN is_self`);
  }
}
