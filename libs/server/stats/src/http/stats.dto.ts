import { ApiProperty } from '@nestjs/swagger';
import {
  invalid,
  isIsoDate,
  todayIsoDate,
  STATS_ARTIST_MESSAGES as A,
  STATS_GROUPS,
  STATS_MAX_DAYS,
  STATS_MESSAGES as M,
  STATS_REPORT_FREQUENCIES,
  TREND_MAPPING_FIELDS,
  valid,
  type StatsGroup,
  type StatsImportRequest,
  type StatsReportFrequency,
  type StatsReportSettings,
  type StatsPresetRequest,
  type TrendColumnMapping,
} from '@soundpost/contracts';
import { DomainError, FollowsRule, ruled, validateBody, type FieldRule } from '@soundpost/server-core/http';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { SummaryQuery } from '../summary/stats-summary.service';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** Known fields to the store's column names, with the date and streams columns and the ISRC or UPC one. */
export const trendMappingRule: FieldRule<TrendColumnMapping> = (value) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return invalid(M.mappingInvalid);
  const mapping: TrendColumnMapping = {};
  for (const [key, name] of Object.entries(value)) {
    if (!(TREND_MAPPING_FIELDS as readonly string[]).includes(key)) return invalid(M.mappingInvalid);
    if (name === null || name === undefined || name === '') continue;
    if (typeof name !== 'string' || name.length > 120) return invalid(M.mappingInvalid);
    mapping[key as keyof TrendColumnMapping] = name.trim();
  }
  if (!mapping.date || !mapping.streams || (!mapping.isrc && !mapping.upc)) return invalid(M.mappingInvalid);
  return valid(mapping);
};

export class StatsPresetDto implements StatsPresetRequest {
  @ApiProperty()
  @Transform(trim)
  @IsNotEmpty({ message: M.storeUnknown })
  @IsString({ message: M.storeUnknown })
  store_id!: string;

  @ApiProperty()
  @Transform(trim)
  @MaxLength(120, { message: M.presetNameTooLong })
  @IsNotEmpty({ message: M.presetNameRequired })
  @IsString({ message: M.presetNameRequired })
  name!: string;

  @ApiProperty({ example: { date: 'Day', isrc: 'ISRC', streams: 'Plays' } })
  @FollowsRule(trendMappingRule)
  mapping!: TrendColumnMapping;
}

export class StatsImportFormDto implements StatsImportRequest {
  @Transform(trim)
  @IsNotEmpty({ message: M.storeUnknown })
  @IsString({ message: M.storeUnknown })
  @MaxLength(64, { message: M.storeUnknown })
  store_id!: string;

  @Transform(trim)
  @IsOptional()
  @IsString({ message: M.presetNotFound })
  preset_id?: string;
}

const IMPORT_FORM_FIELDS = ['store_id', 'preset_id'] as const;

/** The import form checked once, at the edge (the upload and the CLI); fields it does not know are ignored. */
export async function validateStatsImportForm(fields: Record<string, unknown>): Promise<{ storeId: string; presetId: string | null }> {
  const known = Object.fromEntries(IMPORT_FORM_FIELDS.filter((name) => fields[name] !== undefined).map((name) => [name, fields[name]]));
  const dto = await validateBody(StatsImportFormDto, known);
  return { storeId: dto.store_id, presetId: dto.preset_id || null };
}

/** The mapping as the rule normalised it (trimmed names, blanks dropped). */
export function presetMappingOf(dto: StatsPresetDto): TrendColumnMapping {
  return ruled(trendMappingRule, dto.mapping, dto);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * The summary's and the export's query, checked once at the edge: the last 28 days by day unless told; a range of at most
 * STATS_MAX_DAYS; filters kept as sent (a release or track that is not the artist's is the service's 404).
 */
export function validateSummaryQuery(query: Record<string, unknown>, today = todayIsoDate()): SummaryQuery {
  const to = text(query.to) ?? today;
  // Without a start, the 28 days ending at `to`; a `to` that is not a date leaves none to count back from.
  const from = text(query.from) ?? (isIsoDate(to) ? new Date(Date.parse(`${to}T00:00:00Z`) - 27 * 86_400_000).toISOString().slice(0, 10) : to);
  const errors: Record<string, string[]> = {};
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (!isIsoDate(from) || !isIsoDate(to) || from > to || span > STATS_MAX_DAYS) errors.from = [A.rangeInvalid];
  const group = text(query.group_by) ?? 'day';
  if (!(STATS_GROUPS as readonly string[]).includes(group)) errors.group_by = [A.groupInvalid];
  const territory = text(query.territory)?.toUpperCase();
  if (territory !== undefined && !/^[A-Z]{2}$/.test(territory)) errors.territory = [M.lineTerritory];
  const storeId = text(query.store_id);
  if (storeId !== undefined && storeId.length > 64) errors.store_id = [M.storeUnknown];
  if (Object.keys(errors).length) throw DomainError.validation(errors);
  return { from, to, groupBy: group as StatsGroup, releaseId: text(query.release_id), trackId: text(query.track_id), storeId, territory };
}

export class StatsReportSettingsDto implements StatsReportSettings {
  @ApiProperty({ enum: STATS_REPORT_FREQUENCIES })
  @IsIn(STATS_REPORT_FREQUENCIES as unknown as string[], { message: A.frequencyInvalid })
  frequency!: StatsReportFrequency;
}
