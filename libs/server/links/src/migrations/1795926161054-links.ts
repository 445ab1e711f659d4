import { MigrationInterface, QueryRunner } from 'typeorm';

/** Smart links: one page per release, its channels, daily counts, fans waiting for release day and pre-saves. */
export class Links1795926161054 implements MigrationInterface {
  name = 'Links1795926161054';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE release_links (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        release_id uuid NOT NULL UNIQUE,
        user_id uuid NOT NULL,
        slug varchar(60) NOT NULL,
        store_order text[] NOT NULL DEFAULT '{}',
        extra_links jsonb NOT NULL DEFAULT '[]'::jsonb,
        store_urls jsonb NOT NULL DEFAULT '{}'::jsonb,
        disabled_at timestamptz,
        disabled_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT release_links_slug_shape CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
      )`);
    await q.query(`CREATE UNIQUE INDEX release_links_slug ON release_links (slug)`);
    await q.query(`CREATE INDEX release_links_user_newest ON release_links (user_id, created_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE link_channels (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        link_id uuid NOT NULL REFERENCES release_links(id) ON DELETE CASCADE,
        name varchar(40) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT link_channels_name UNIQUE (link_id, name)
      )`);
    await q.query(`
      CREATE TABLE link_daily_counts (
        link_id uuid NOT NULL REFERENCES release_links(id) ON DELETE CASCADE,
        day date NOT NULL,
        channel varchar(40) NOT NULL DEFAULT '',
        country char(2) NOT NULL DEFAULT 'ZZ',
        store_id varchar(64) NOT NULL DEFAULT '',
        views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
        clicks integer NOT NULL DEFAULT 0 CHECK (clicks >= 0),
        PRIMARY KEY (link_id, day, channel, country, store_id)
      )`);
    await q.query(`
      CREATE TABLE link_fans (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        link_id uuid NOT NULL REFERENCES release_links(id) ON DELETE CASCADE,
        email varchar(254) NOT NULL,
        language varchar(8) NOT NULL DEFAULT 'en',
        confirm_token_hash varchar(64) NOT NULL UNIQUE,
        unsubscribe_token_hash varchar(64) NOT NULL UNIQUE,
        confirmed_at timestamptz,
        notified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX link_fans_one_per_address ON link_fans (link_id, lower(email))`);
    await q.query(`
      CREATE TABLE link_presaves (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        link_id uuid NOT NULL REFERENCES release_links(id) ON DELETE CASCADE,
        store_id varchar(64) NOT NULL,
        state varchar(16) NOT NULL DEFAULT 'authorised' CHECK (state IN ('authorised', 'saved', 'failed')),
        access_token text,
        refresh_token text,
        token_expires_at timestamptz,
        last_error text,
        saved_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX link_presaves_waiting ON link_presaves (link_id) WHERE state = 'authorised'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE link_presaves`);
    await q.query(`DROP TABLE link_fans`);
    await q.query(`DROP TABLE link_daily_counts`);
    await q.query(`DROP TABLE link_channels`);
    await q.query(`DROP TABLE release_links`);
  }
}
