import { MigrationInterface, QueryRunner } from 'typeorm';
import { catalogueRow, STORE_CATALOGUE } from '../stores/store-catalogue';

/** Artist directory, releases, extra artists, tracks, stores (with the catalogue) and identifier counters (issue 5). */
export class Releases1763700005000 implements MigrationInterface {
  name = 'Releases1763700005000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE directory_artists (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name varchar(255) NOT NULL,
        default_role varchar(64) NOT NULL DEFAULT 'Primary Artist',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT directory_artists_name_ck CHECK (length(btrim(name)) BETWEEN 1 AND 255)
      )`);
    // The same name twice in one directory, whatever its case, is one artist.
    await q.query(`CREATE UNIQUE INDEX directory_artists_user_name_uq ON directory_artists (user_id, lower(name))`);

    await q.query(`
      CREATE TABLE stores (
        id varchar(64) PRIMARY KEY,
        name varchar(255) NOT NULL,
        kind varchar(32) NOT NULL,
        logo_svg text NOT NULL,
        active boolean NOT NULL DEFAULT true,
        supports_timed_release boolean NOT NULL DEFAULT false,
        supports_content_id boolean NOT NULL DEFAULT false,
        is_regional boolean NOT NULL DEFAULT false,
        sort_order integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX stores_sort_idx ON stores (sort_order, name)`);

    await q.query(`
      CREATE TABLE releases (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        title varchar(255),
        release_type varchar(16) NOT NULL DEFAULT 'Single',
        release_date date,
        release_time varchar(5),
        timezone varchar(64),
        upc varchar(13),
        catalog_number varchar(64),
        label_name varchar(255),
        p_line varchar(255),
        pline_year integer,
        c_line varchar(255),
        cline_year integer,
        genre_primary varchar(100),
        genre_secondary varchar(100),
        primary_artist_id uuid REFERENCES directory_artists (id) ON DELETE SET NULL,
        workflow_stage varchar(16) NOT NULL DEFAULT 'album_info',
        status varchar(32) NOT NULL DEFAULT 'draft',
        status_comment text,
        status_changed_at timestamptz,
        submitted_at timestamptz,
        cover_art_key varchar(512),
        cover_art_width integer,
        cover_art_height integer,
        territory_mode varchar(16) NOT NULL DEFAULT 'worldwide',
        territories text[] NOT NULL DEFAULT '{}'::text[],
        store_ids text[] NOT NULL DEFAULT '{}'::text[],
        content_id_opt_in boolean NOT NULL DEFAULT false,
        price_tier varchar(16) NOT NULL DEFAULT 'standard',
        idempotency_key varchar(255),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT releases_type_ck CHECK (release_type IN ('Single', 'EP', 'Album')),
        CONSTRAINT releases_stage_ck CHECK (workflow_stage IN ('album_info', 'track_upload', 'artwork', 'distribution', 'preview', 'delivered')),
        CONSTRAINT releases_territory_mode_ck CHECK (territory_mode IN ('worldwide', 'include', 'exclude')),
        CONSTRAINT releases_price_tier_ck CHECK (price_tier IN ('standard', 'budget', 'premium')),
        CONSTRAINT releases_upc_ck CHECK (upc IS NULL OR upc ~ '^[0-9]{12,13}$')
      )`);
    await q.query(`CREATE UNIQUE INDEX releases_upc_uq ON releases (upc) WHERE upc IS NOT NULL`);
    // Same Idempotency-Key from the same artist → the same draft, even when requests race.
    await q.query(`CREATE UNIQUE INDEX releases_idempotency_uq ON releases (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL`);
    // The artist's list (newest first) and counts.
    await q.query(`CREATE INDEX releases_user_created_idx ON releases (user_id, created_at DESC, id DESC)`);
    // The staff list, newest or oldest first, with or without a status filter: a page is a walk
    // along one of these (forwards or backwards), never a sort of a million rows.
    await q.query(`CREATE INDEX releases_created_idx ON releases (created_at, id)`);
    await q.query(`CREATE INDEX releases_status_created_idx ON releases (status, created_at, id)`);
    await q.query(`CREATE INDEX releases_primary_artist_idx ON releases (primary_artist_id)`);

    await q.query(`
      CREATE TABLE release_artists (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        release_id uuid NOT NULL REFERENCES releases (id) ON DELETE CASCADE,
        artist_id uuid NOT NULL REFERENCES directory_artists (id) ON DELETE CASCADE,
        role varchar(64) NOT NULL,
        position integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT release_artists_uq UNIQUE (release_id, artist_id, role)
      )`);
    await q.query(`CREATE INDEX release_artists_artist_idx ON release_artists (artist_id)`);

    await q.query(`
      CREATE TABLE tracks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        release_id uuid NOT NULL REFERENCES releases (id) ON DELETE CASCADE,
        track_number integer NOT NULL,
        title varchar(255) NOT NULL,
        subtitle varchar(255),
        version varchar(255),
        isrc varchar(12),
        iswc varchar(32),
        language_of_performance varchar(16),
        is_instrumental boolean NOT NULL DEFAULT false,
        is_explicit smallint NOT NULL DEFAULT 1,
        primary_genre varchar(100),
        secondary_genre varchar(100),
        start_point_time varchar(5),
        sound_recording_owner varchar(255),
        recording_year date,
        lyrics_transcription text,
        contributors jsonb NOT NULL DEFAULT '[]'::jsonb,
        p_line varchar(255),
        pline_year integer,
        c_line varchar(255),
        composers text,
        authors text,
        lyricists text,
        producer text,
        publishers text,
        resource_reference varchar(255),
        audio_key varchar(512),
        audio_original_name varchar(255),
        audio_size bigint,
        audio_content_type varchar(100),
        audio_hash_sum varchar(64),
        duration numeric(12, 3),
        audio_codec varchar(64),
        audio_bitrate integer,
        audio_channels integer,
        audio_sampling_rate integer,
        deal_reference varchar(255),
        deal_commercial_model varchar(100),
        deal_use_type varchar(100),
        deal_excluded_territory text,
        deal_excluded_channel text,
        deal_price_type varchar(100),
        deal_start_date date,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT tracks_explicit_ck CHECK (is_explicit IN (1, 2, 3)),
        CONSTRAINT tracks_number_ck CHECK (track_number >= 1)
      )`);
    await q.query(`CREATE UNIQUE INDEX tracks_isrc_uq ON tracks (isrc) WHERE isrc IS NOT NULL`);
    // Not unique: renumbering moves numbers around inside one transaction.
    await q.query(`CREATE INDEX tracks_release_number_idx ON tracks (release_id, track_number)`);

    await q.query(`
      CREATE TABLE identifier_counters (
        kind varchar(8) NOT NULL,
        scope varchar(32) NOT NULL,
        last_value bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (kind, scope),
        CONSTRAINT identifier_counters_kind_ck CHECK (kind IN ('isrc', 'upc')),
        CONSTRAINT identifier_counters_value_ck CHECK (last_value >= 0)
      )`);

    // Title / artist-name search of the staff list on a million releases: trigram indexes when the
    // server ships pg_trgm (embedded Postgres and stock builds do); without it search still works, slower.
    const [trgm] = await q.query(`SELECT 1 AS ok FROM pg_available_extensions WHERE name = 'pg_trgm'`);
    if (trgm) {
      await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
      await q.query(`CREATE INDEX releases_title_trgm_idx ON releases USING gin (title gin_trgm_ops)`);
      await q.query(`CREATE INDEX directory_artists_name_trgm_idx ON directory_artists USING gin (name gin_trgm_ops)`);
      // The staff release search also matches the owner's e-mail (users belong to the auth domain;
      // the index is here because this search is what needs it).
      await q.query(`CREATE INDEX IF NOT EXISTS users_email_trgm_idx ON users USING gin (email gin_trgm_ops)`);
    }

    // The catalogue is reference data every environment needs (tests included), so it ships with the
    // schema; the seeder keeps it up to date afterwards.
    const rows = STORE_CATALOGUE.map(catalogueRow);
    for (const r of rows) {
      await q.query(
        `INSERT INTO stores (id, name, kind, logo_svg, active, supports_timed_release, supports_content_id, is_regional, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
        [r.id, r.name, r.kind, r.logoSvg, r.active, r.supportsTimedRelease, r.supportsContentId, r.isRegional, r.sortOrder],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS users_email_trgm_idx`);
    await q.query(`DROP TABLE IF EXISTS identifier_counters`);
    await q.query(`DROP TABLE IF EXISTS tracks`);
    await q.query(`DROP TABLE IF EXISTS release_artists`);
    await q.query(`DROP TABLE IF EXISTS releases`);
    await q.query(`DROP TABLE IF EXISTS stores`);
    await q.query(`DROP TABLE IF EXISTS directory_artists`);
  }
}
