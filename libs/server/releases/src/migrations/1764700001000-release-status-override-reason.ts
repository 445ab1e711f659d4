import { MigrationInterface, QueryRunner } from 'typeorm';

/** Why staff approved a release its preflight check refused (null when nothing was overridden); audited with the decision. */
export class ReleaseStatusOverrideReason1764700001000 implements MigrationInterface {
  name = 'ReleaseStatusOverrideReason1764700001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE releases ADD COLUMN status_override_reason text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE releases DROP COLUMN status_override_reason`);
  }
}
