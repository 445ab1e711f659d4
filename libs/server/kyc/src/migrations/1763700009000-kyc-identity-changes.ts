import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Identity changes after approval wait for staff: `artist_profiles.pending_identity` holds the
 * changed identity fields until the artist uploads a document, which then carries them in
 * `identity_documents.proposed_identity` until staff decide on it.
 */
export class KycIdentityChanges1763700009000 implements MigrationInterface {
  name = 'KycIdentityChanges1763700009000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE artist_profiles ADD COLUMN pending_identity jsonb`);
    await q.query(`ALTER TABLE identity_documents ADD COLUMN proposed_identity jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE identity_documents DROP COLUMN proposed_identity`);
    await q.query(`ALTER TABLE artist_profiles DROP COLUMN pending_identity`);
  }
}
