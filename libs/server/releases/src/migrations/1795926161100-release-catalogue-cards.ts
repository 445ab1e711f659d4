import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a release's public page shows, for the smart links domain to join in one statement: title,
 * primary artist, date, UPC, status and the cover's storage key. Drafts are not listed.
 */
export class ReleaseCatalogueCards1795926161100 implements MigrationInterface {
  name = 'ReleaseCatalogueCards1795926161100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE VIEW release_catalogue_cards AS
        SELECT r.id AS release_id, r.user_id AS owner_user_id, coalesce(r.title, '') AS release_title,
               coalesce(a.name, '') AS artist_name, r.release_date, r.upc, r.status, r.cover_art_key,
               r.store_ids, r.submitted_at
          FROM releases r
          LEFT JOIN directory_artists a ON a.id = r.primary_artist_id
         WHERE r.submitted_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW release_catalogue_cards');
  }
}
