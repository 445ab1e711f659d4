import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Kyc's published read model of display names: the artist name, else the applied first and last
 * names (the rule of `displayNameOf`), one row per profile that gives one. Auth's next migration
 * reads it to give existing accounts the name their identity step holds.
 */
export class KycDisplayNames1764000001000 implements MigrationInterface {
  name = 'KycDisplayNames1764000001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE VIEW kyc_display_names AS
      SELECT user_id, display_name
        FROM (
          SELECT user_id,
                 COALESCE(NULLIF(btrim(artist_name), ''), NULLIF(concat_ws(' ', NULLIF(btrim(first_name), ''), NULLIF(btrim(last_name), '')), '')) AS display_name
            FROM artist_profiles
        ) names
       WHERE display_name IS NOT NULL
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW kyc_display_names`);
  }
}
