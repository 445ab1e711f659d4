import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every artist's wallet is created with the account, in the account's own transaction, whatever
 * path creates it (sign-up, staff, the CSV import's bulk inserts). A statement-level trigger with a
 * transition table: one INSERT … SELECT per statement, not one per row, so a 1,000-row import chunk
 * costs one extra statement. It writes only the wallet lib's own table and reads only the inserted
 * rows; the auth code stays unaware of wallets.
 */
export class WalletWithAccount1764300003000 implements MigrationInterface {
  name = 'WalletWithAccount1764300003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION wallets_for_new_artists() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO wallets (user_id) SELECT n.id FROM new_accounts n WHERE 'artist' = ANY (n.roles) ON CONFLICT (user_id) DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER wallets_for_new_artists AFTER INSERT ON users REFERENCING NEW TABLE AS new_accounts FOR EACH STATEMENT EXECUTE FUNCTION wallets_for_new_artists()`);
    // Artists created between the first wallet migration and this one.
    await q.query(`INSERT INTO wallets (user_id) SELECT s.id FROM auth_user_summaries s WHERE 'artist' = ANY (s.roles) ON CONFLICT (user_id) DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER wallets_for_new_artists ON users`);
    await q.query(`DROP FUNCTION wallets_for_new_artists()`);
  }
}
