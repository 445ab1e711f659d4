import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many stores a plan's releases may go to (issue 25): null means every store. The Artist plan
 * sells "distribution on 18 platforms", and Free gets the same reach; Producer and Label stay unlimited.
 */
export class PlanStoreLimit1764800101000 implements MigrationInterface {
  name = 'PlanStoreLimit1764800101000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE plans ADD COLUMN store_limit integer, ADD CONSTRAINT plans_store_limit_ck CHECK (store_limit IS NULL OR store_limit >= 1)`);
    await q.query(`UPDATE plans SET store_limit = 18 WHERE key IN ('free', 'artist')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE plans DROP CONSTRAINT plans_store_limit_ck, DROP COLUMN store_limit`);
  }
}
