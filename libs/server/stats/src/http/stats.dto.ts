import { ApiProperty } from '@nestjs/swagger';
import {
  invalid,
  STATS_MESSAGES as M,
  TREND_MAPPING_FIELDS,
  valid,
  type StatsImportRequest,
  type StatsPresetRequest,
  type TrendColumnMapping,
} from '@soundpost/contracts';
import { FollowsRule, ruled, validateBody, type FieldRule } from '@soundpost/server-core/http';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

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
