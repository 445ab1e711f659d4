import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts created before the display name followed the identity step still carry their e-mail's
 * local part: they take the name kyc's published `kyc_display_names` gives (artist name, else first
 * and last names), cut to the column's 255 characters. Accounts without identity names keep theirs.
 * Not audited (a data fix, not a change anyone made); nothing to undo.
 */
export class AuthDisplayNamesFromIdentity1764000002000 implements MigrationInterface {
  name = 'AuthDisplayNamesFromIdentity1764000002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE users u
         SET name = left(k.display_name, 255)
        FROM kyc_display_names k
       WHERE k.user_id = u.id
         AND u.name IS DISTINCT FROM left(k.display_name, 255)
    `);
  }

  async down(): Promise<void> {
    // The earlier names were e-mail prefixes nobody chose; they are not restored.
  }
}
