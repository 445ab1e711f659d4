import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each account's directory artists and, per release, its primary artist, for statistics' label reports: earnings and
 * streams per directory artist join the royalty lines and the rollups by release in one statement.
 */
export class ReleaseCatalogueArtists1795938400000 implements MigrationInterface {
  name = 'ReleaseCatalogueArtists1795938400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE VIEW release_catalogue_artists AS
        SELECT a.id AS artist_id, a.user_id AS owner_user_id, a.name, a.is_self FROM directory_artists a`);
    await q.query(`
      CREATE VIEW release_catalogue_artist_releases AS
        SELECT r.id AS release_id, r.user_id AS owner_user_id, r.primary_artist_id AS artist_id, r.status
          FROM releases r
         WHERE r.primary_artist_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW release_catalogue_artist_releases');
    await q.query('DROP VIEW release_catalogue_artists');
  }
}
