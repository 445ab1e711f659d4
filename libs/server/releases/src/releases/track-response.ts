import type { Track, TrackContributor } from '../tracks/track.entity';

/** The Track object of the contract (docs/releases-api.md): every column in snake_case plus the aliases. */
export interface TrackResponse {
  id: string;
  track_id: string;
  release_id: string;
  track_number: number;
  title: string;
  subtitle: string | null;
  version: string | null;
  isrc: string | null;
  iswc: string | null;
  language_of_performance: string | null;
  is_instrumental: 0 | 1;
  is_explicit: number;
  /** Legacy 0/1: 1 only for explicit (2). */
  explicit: 0 | 1;
  primary_genre: string | null;
  secondary_genre: string | null;
  genre: string | null;
  start_point_time: string | null;
  sound_recording_owner: string | null;
  recording_year: string | null;
  lyrics_transcription: string | null;
  contributors: TrackContributor[];
  p_line: string | null;
  pline_year: number | null;
  c_line: string | null;
  composers: string | null;
  authors: string | null;
  lyricists: string | null;
  producer: string | null;
  publishers: string | null;
  resource_reference: string | null;
  audio_file_path: string | null;
  audio_original_name: string | null;
  audio_size: number | null;
  audio_content_type: string | null;
  audio_hash_sum: string | null;
  duration: number | null;
  audio_codec: string | null;
  audio_bitrate: number | null;
  audio_channels: number | null;
  audio_sampling_rate: number | null;
  audio_file_url: string | null;
  audio_url: string | null;
  preview_url: string | null;
  deal_reference: string | null;
  deal_commercial_model: string | null;
  deal_use_type: string | null;
  deal_excluded_territory: string | null;
  deal_excluded_channel: string | null;
  deal_price_type: string | null;
  deal_start_date: string | null;
  created_at: string;
  updated_at: string;
}

/** `audioUrl`: the signed, expiring link (owner and staff answers only), null without audio. */
export function toTrackResponse(t: Track, audioUrl: string | null): TrackResponse {
  return {
    id: t.id,
    track_id: t.id,
    release_id: t.releaseId,
    track_number: t.trackNumber,
    title: t.title,
    subtitle: t.subtitle,
    version: t.version,
    isrc: t.isrc,
    iswc: t.iswc,
    language_of_performance: t.languageOfPerformance,
    is_instrumental: t.isInstrumental ? 1 : 0,
    is_explicit: t.isExplicit,
    explicit: t.isExplicit === 2 ? 1 : 0,
    primary_genre: t.primaryGenre,
    secondary_genre: t.secondaryGenre,
    genre: t.primaryGenre,
    start_point_time: t.startPointTime,
    sound_recording_owner: t.soundRecordingOwner,
    recording_year: t.recordingYear,
    lyrics_transcription: t.lyricsTranscription,
    contributors: t.contributors ?? [],
    p_line: t.pLine,
    pline_year: t.plineYear,
    c_line: t.cLine,
    composers: t.composers,
    authors: t.authors,
    lyricists: t.lyricists,
    producer: t.producer,
    publishers: t.publishers,
    resource_reference: t.resourceReference,
    audio_file_path: t.audioKey,
    audio_original_name: t.audioOriginalName,
    audio_size: t.audioSize,
    audio_content_type: t.audioContentType,
    audio_hash_sum: t.audioHashSum,
    duration: t.duration,
    audio_codec: t.audioCodec,
    audio_bitrate: t.audioBitrate,
    audio_channels: t.audioChannels,
    audio_sampling_rate: t.audioSamplingRate,
    audio_file_url: audioUrl,
    audio_url: audioUrl,
    preview_url: audioUrl,
    deal_reference: t.dealReference,
    deal_commercial_model: t.dealCommercialModel,
    deal_use_type: t.dealUseType,
    deal_excluded_territory: t.dealExcludedTerritory,
    deal_excluded_channel: t.dealExcludedChannel,
    deal_price_type: t.dealPriceType,
    deal_start_date: t.dealStartDate,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}
