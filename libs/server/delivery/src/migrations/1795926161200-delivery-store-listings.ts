import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where each store lists a release once it acknowledged it: the store's own link or id where its
 * acknowledgement carried one. Published as `delivery_store_listings` for smart links' store buttons;
 * a taken-down release is no longer listed.
 */
export class DeliveryStoreListings1795926161200 implements MigrationInterface {
  name = 'DeliveryStoreListings1795926161200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE release_deliveries ADD COLUMN store_release_url varchar(500), ADD COLUMN store_release_id varchar(200)`);
    await q.query(`
      CREATE VIEW delivery_store_listings AS
        SELECT release_id, store_id, acknowledged_at, store_release_url, store_release_id
          FROM release_deliveries
         WHERE status = 'acknowledged' AND action <> 'takedown'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW delivery_store_listings');
    await q.query(`ALTER TABLE release_deliveries DROP COLUMN store_release_url, DROP COLUMN store_release_id`);
  }
}
