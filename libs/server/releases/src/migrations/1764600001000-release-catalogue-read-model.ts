import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue other domains may read (published in `readModels`): tracks with their ISRC and
 * release, releases with their UPC and owner, and the store names. Royalties matches a million
 * report lines against it in one statement, which a service call per line could not.
 */
export class ReleaseCatalogueReadModel1764600001000 implements MigrationInterface {
  name = 'ReleaseCatalogueReadModel1764600001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE VIEW release_catalogue_tracks AS
        SELECT t.id AS track_id, t.isrc, t.title AS track_title, r.id AS release_id, r.upc, r.title AS release_title, r.user_id AS owner_user_id
          FROM tracks t JOIN releases r ON r.id = t.release_id`);
    await q.query(`
      CREATE VIEW release_catalogue_releases AS
        SELECT r.id AS release_id, r.upc, r.title AS release_title, r.user_id AS owner_user_id, r.status
          FROM releases r`);
    await q.query(`CREATE VIEW release_catalogue_stores AS SELECT s.id AS store_id, s.name, s.active FROM stores s`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW release_catalogue_stores');
    await q.query('DROP VIEW release_catalogue_releases');
    await q.query('DROP VIEW release_catalogue_tracks');
  }
}
