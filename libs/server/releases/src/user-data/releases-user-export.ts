import type { UserDataExport } from '@soundpost/server-core/user-data';

/** The releases domain's part of a data export ($1 = the account): metadata, artwork, and audio (as links past the size limit). */
export const RELEASES_USER_EXPORT: UserDataExport = {
  sections: [
    {
      area: 'releases-and-tracks',
      section: 'releases',
      sql: `SELECT id, release_number, title, release_type, release_date, release_time, timezone, upc, catalog_number, label_name, p_line, pline_year, c_line, cline_year,
              genre_primary, genre_secondary, primary_artist_id, workflow_stage, status, status_comment, status_changed_at, submitted_at, cover_art_key,
              cover_art_width, cover_art_height, territory_mode, territories, store_ids, content_id_opt_in, price_tier, created_at, updated_at
            FROM releases WHERE user_id = $1 ORDER BY created_at, id`,
    },
    {
      area: 'releases-and-tracks',
      section: 'tracks',
      sql: `SELECT t.id, t.release_id, t.track_number, t.title, t.subtitle, t.version, t.isrc, t.iswc, t.language_of_performance, t.is_instrumental, t.is_explicit,
              t.primary_genre, t.secondary_genre, t.start_point_time, t.sound_recording_owner, t.recording_year, t.lyrics_transcription, t.contributors,
              t.p_line, t.pline_year, t.c_line, t.composers, t.authors, t.lyricists, t.producer, t.publishers, t.audio_key, t.audio_original_name, t.audio_size,
              t.audio_content_type, t.audio_hash_sum, t.duration, t.audio_codec, t.audio_bitrate, t.audio_channels, t.audio_sampling_rate, t.audio_bits_per_sample,
              t.created_at, t.updated_at
            FROM tracks t JOIN releases r ON r.id = t.release_id WHERE r.user_id = $1 ORDER BY r.created_at, r.id, t.track_number, t.id`,
    },
    {
      area: 'releases-and-tracks',
      section: 'release_artists',
      sql: `SELECT ra.id, ra.release_id, ra.artist_id, ra.role, ra.position, ra.created_at
            FROM release_artists ra JOIN releases r ON r.id = ra.release_id WHERE r.user_id = $1 ORDER BY ra.release_id, ra.position, ra.id`,
    },
    {
      area: 'releases-and-tracks',
      section: 'artist_directory',
      sql: `SELECT id, name, default_role, is_self, created_at, updated_at FROM directory_artists WHERE user_id = $1 ORDER BY created_at, id`,
    },
  ],
  files: [
    { folder: 'artwork', sql: `SELECT cover_art_key AS key, title AS name, NULL::bigint AS size FROM releases WHERE user_id = $1 AND cover_art_key IS NOT NULL ORDER BY created_at, id` },
    {
      folder: 'audio',
      linkWhenLarge: true,
      sql: `SELECT t.audio_key AS key, t.audio_original_name AS name, t.audio_size AS size
            FROM tracks t JOIN releases r ON r.id = t.release_id WHERE r.user_id = $1 AND t.audio_key IS NOT NULL ORDER BY r.created_at, r.id, t.track_number, t.id`,
    },
  ],
};
