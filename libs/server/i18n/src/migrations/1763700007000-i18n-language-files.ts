import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Language files and their backups (issue 6). Each language the code ships gets its row with no
 * changes yet, so it is served from the shipped bundle until staff publish edits.
 */
export class I18nLanguageFiles1763700007000 implements MigrationInterface {
  name = 'I18nLanguageFiles1763700007000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE language_files (
        lang varchar(12) PRIMARY KEY,
        payload jsonb NOT NULL DEFAULT '{}'::jsonb,
        published_payload jsonb,
        published_revision integer NOT NULL DEFAULT 0,
        published_at timestamptz,
        published_by varchar(100),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by varchar(100),
        CONSTRAINT language_files_lang_ck CHECK (lang ~ '^[a-z0-9_-]{2,12}$'),
        CONSTRAINT language_files_payload_ck CHECK (jsonb_typeof(payload) = 'object'),
        CONSTRAINT language_files_published_ck CHECK (published_payload IS NULL OR jsonb_typeof(published_payload) = 'object')
      )`);
    await q.query(`
      CREATE TABLE language_file_versions (
        id serial PRIMARY KEY,
        lang varchar(12) NOT NULL REFERENCES language_files (lang) ON DELETE CASCADE,
        payload jsonb NOT NULL,
        size integer NOT NULL,
        reason varchar(16) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        created_by varchar(100),
        CONSTRAINT language_file_versions_reason_ck CHECK (reason IN ('save', 'restore', 'upload', 'publish'))
      )`);
    await q.query(`CREATE INDEX language_file_versions_lang_idx ON language_file_versions (lang, id)`);
    await q.query(`INSERT INTO language_files (lang) VALUES ('en'), ('fr'), ('es') ON CONFLICT (lang) DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS language_file_versions`);
    await q.query(`DROP TABLE IF EXISTS language_files`);
  }
}
