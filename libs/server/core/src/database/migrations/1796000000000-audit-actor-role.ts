import { MigrationInterface, QueryRunner } from 'typeorm';

/** Teams: who acted in an artist account, and with which role ("Alex (manager) changed …"). */
export class AuditActorRole1796000000000 implements MigrationInterface {
  name = 'AuditActorRole1796000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE audit_logs ADD COLUMN actor_role varchar(16)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE audit_logs DROP COLUMN actor_role`);
  }
}
