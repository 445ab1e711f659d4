import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Retention (docs/privacy.md "Retention"): a purged identity document keeps its row as the fact
 * "a document was held from uploaded_at and purged on purged_at, for this reason" while its file
 * and its personal fields (original name, review comment, proposed identity) are gone.
 */
export class IdentityDocumentsPurged1796000001100 implements MigrationInterface {
  name = 'IdentityDocumentsPurged1796000001100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE identity_documents
        ADD COLUMN purged_at timestamptz NULL,
        ADD COLUMN purge_reason varchar(32) NULL,
        ADD CONSTRAINT identity_documents_purge_reason_check
          CHECK (purge_reason IN ('rejected_application', 'closed_account')),
        ADD CONSTRAINT identity_documents_purged_check CHECK ((purged_at IS NULL) = (purge_reason IS NULL))`);
    await q.query(`CREATE INDEX identity_documents_held_idx ON identity_documents (user_id, id) WHERE purged_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX identity_documents_held_idx`);
    await q.query(`ALTER TABLE identity_documents DROP CONSTRAINT identity_documents_purged_check, DROP CONSTRAINT identity_documents_purge_reason_check, DROP COLUMN purge_reason, DROP COLUMN purged_at`);
  }
}
