import type { MigrationInterface, QueryRunner } from 'typeorm';
import { STORE_CATALOGUE, storeLogoSvg } from '../stores/store-catalogue';

/**
 * Redraws every catalogue store's logo as Soundpost's mark (monogram and kind glyph in a contrasting ink, see
 * stores/store-logo.ts). The seeder does the same on demo installs; this reaches every database. Only the
 * logo changes: an operator's names and switches stay.
 */
export class StoreLogoMarks1764201000000 implements MigrationInterface {
  name = 'StoreLogoMarks1764201000000';

  async up(q: QueryRunner): Promise<void> {
    for (const store of STORE_CATALOGUE) {
      await q.query(`UPDATE stores SET logo_svg = $2, updated_at = now() WHERE id = $1`, [store.id, storeLogoSvg(store)]);
    }
  }

  async down(): Promise<void> {
    // The earlier initials-only drawing is not kept: going back leaves the new marks, which the old code serves as is.
  }
}
