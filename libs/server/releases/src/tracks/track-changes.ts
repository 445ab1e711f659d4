import { valuesOf } from '@soundpost/server-core/http';
import { has } from '../http/field.rules';
import type { Track } from './track.entity';
import { TRACK_RULES, TRACK_TEXT_FIELDS, TrackUpdateDto } from './track-update.dto';

export interface TrackChanges {
  fields: Partial<Track>;
  /** Where to move the track (then all are renumbered from 1). */
  trackNumber?: number;
}

export function trackChangesOf(dto: TrackUpdateDto): TrackChanges {
  const v = valuesOf(TRACK_RULES, dto);
  const fields: Record<string, unknown> = {};
  if (has(dto, 'title')) fields.title = v('title');
  for (const [key, [column]] of Object.entries(TRACK_TEXT_FIELDS)) {
    if (has(dto, key)) fields[column] = v(key as keyof typeof TRACK_TEXT_FIELDS);
  }
  if (has(dto, 'primary_genre')) fields.primaryGenre = v('primary_genre');
  else if (has(dto, 'genre')) fields.primaryGenre = v('genre');
  if (has(dto, 'isrc')) fields.isrc = v('isrc');
  if (has(dto, 'start_point_time')) fields.startPointTime = v('start_point_time');
  if (has(dto, 'pline_year')) fields.plineYear = v('pline_year');
  if (has(dto, 'is_instrumental')) fields.isInstrumental = v('is_instrumental');
  if (has(dto, 'is_explicit')) fields.isExplicit = v('is_explicit');
  else if (has(dto, 'explicit')) fields.isExplicit = v('explicit');
  if (has(dto, 'recording_year')) fields.recordingYear = v('recording_year');
  if (has(dto, 'deal_start_date')) fields.dealStartDate = v('deal_start_date');
  if (has(dto, 'contributors')) fields.contributors = v('contributors');
  return { fields: fields as Partial<Track>, trackNumber: has(dto, 'track_number') ? v('track_number') : undefined };
}

export function uploadTitle(given: string | undefined, filename: string): string {
  const title = (given ?? '').trim();
  if (title) return title.slice(0, 255);
  const base = filename.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base).trim();
  return (stem || 'Untitled').slice(0, 255);
}
