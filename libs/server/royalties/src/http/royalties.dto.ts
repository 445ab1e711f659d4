import { ApiProperty } from '@nestjs/swagger';
import {
  invalid,
  isValidIsrc,
  normaliseIsrc,
  ROYALTY_MAPPING_FIELDS,
  ROYALTY_MESSAGES as M,
  valid,
  validateJsonObject,
  validateRoyaltySplits,
  type RoyaltyColumnMapping,
  type RoyaltyManualMatchRequest,
  type RoyaltyPresetRequest,
  type RoyaltySplitInput,
} from '@soundpost/contracts';
import { FollowsRule, ruled, validateBody, type FieldRule } from '@soundpost/server-core/http';
import { Transform } from 'class-transformer';
import { Allow, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { parseRate, type ExactDecimal } from '../imports/decimal-cents';
import type { ImportReportForm, MatchTarget } from '../imports/royalty-imports.service';
import { RoyaltyErrors } from '../royalties.errors';
import type { RoyaltySplitsRequest } from '@soundpost/contracts';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** The rule's value when it passes (the rule then passes it again), else the value as sent for it to refuse. */
const normalised = <T>(rule: FieldRule<T>, value: unknown, payload: Record<string, unknown>): unknown => {
  const result = rule(value, payload);
  return result.ok ? result.value : value;
};

/** Known fields to header names, with the revenue column and the ISRC or UPC one; blank is no mapping. */
export const columnMappingRule: FieldRule<RoyaltyColumnMapping | null> = (value) => {
  const object = validateJsonObject(value, M.mappingInvalid);
  if (!object.ok) return invalid(M.mappingInvalid);
  if (object.value === null) return valid(null);
  const mapping: RoyaltyColumnMapping = {};
  for (const [key, name] of Object.entries(object.value)) {
    if (!(ROYALTY_MAPPING_FIELDS as readonly string[]).includes(key)) return invalid(M.mappingInvalid);
    if (name === null || name === undefined || name === '') continue;
    if (typeof name !== 'string' || name.length > 120) return invalid(M.mappingInvalid);
    mapping[key as keyof RoyaltyColumnMapping] = name.trim();
  }
  if (!mapping.revenue || (!mapping.isrc && !mapping.upc)) return invalid(M.mappingInvalid);
  return valid(mapping);
};

/** A preset's mapping is a JSON object in the body, never its text. */
const presetMappingRule: FieldRule<RoyaltyColumnMapping> = (value, payload) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return invalid(M.mappingInvalid);
  const mapping = columnMappingRule(value, payload);
  return mapping.ok && mapping.value ? valid(mapping.value) : invalid(M.mappingInvalid);
};

/** A preset brings its own mapping: the field is then ignored. */
const importMappingRule: FieldRule<RoyaltyColumnMapping | null> = (value, payload) => (payload.preset_id ? valid(null) : columnMappingRule(value, payload));

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (text: string): boolean => DATE.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** Both dates, the start on or before the end; the message goes on period_start. */
const periodRule: FieldRule<string> = (value, payload) => {
  const start = typeof value === 'string' ? value : '';
  const end = typeof payload.period_end === 'string' ? payload.period_end : '';
  return isDate(start) && isDate(end) && start <= end ? valid(start) : invalid(M.periodInvalid);
};

const fxRateRule: FieldRule<{ text: string; rate: ExactDecimal } | null> = (value) => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return valid(null);
  const rate = typeof value === 'string' ? parseRate(value) : null;
  return rate ? valid({ text: (value as string).trim(), rate }) : invalid(M.fxRateInvalid);
};

export class SplitsDto implements RoyaltySplitsRequest {
  @ApiProperty({ example: [{ email: 'bassist@example.com', share: 30 }] })
  @FollowsRule((value) => validateRoyaltySplits(value))
  splits!: RoyaltySplitInput[];
}

export class PresetDto implements RoyaltyPresetRequest {
  @ApiProperty()
  @Transform(trim)
  @IsNotEmpty({ message: 'Choose a store from the catalogue.' })
  @IsString({ message: 'Choose a store from the catalogue.' })
  store_id!: string;

  @ApiProperty()
  @Transform(trim)
  @MaxLength(120, { message: 'The name is at most 120 characters.' })
  @IsNotEmpty({ message: 'Name the preset.' })
  @IsString({ message: 'Name the preset.' })
  name!: string;

  @ApiProperty()
  @Transform(({ value, obj }) => normalised(presetMappingRule, value, obj))
  @FollowsRule(presetMappingRule)
  mapping!: RoyaltyColumnMapping;
}

export class ManualMatchDto implements RoyaltyManualMatchRequest {
  @IsOptional()
  @IsString({ message: M.matchTarget })
  @MaxLength(32)
  isrc?: string;

  @IsOptional()
  @IsString({ message: M.matchTarget })
  @MaxLength(32)
  upc?: string;
}

/** Checked here, not by a decorator: with neither code typed, the message goes on the UPC field. */
export function matchTargetOf(dto: ManualMatchDto): MatchTarget {
  const isrc = typeof dto.isrc === 'string' && dto.isrc.trim() ? normaliseIsrc(dto.isrc) || null : null;
  const upc = typeof dto.upc === 'string' && dto.upc.trim() ? dto.upc.replace(/[\s-]/g, '') || null : null;
  if ((!isrc && !upc) || (isrc && !isValidIsrc(isrc)) || (upc && !/^\d{12,14}$/.test(upc))) throw RoyaltyErrors.field(isrc ? 'isrc' : 'upc', M.matchTarget);
  return { isrc, upc };
}

export class ImportReportFormDto {
  @Transform(trim)
  @IsNotEmpty({ message: M.storeUnknown })
  @IsString({ message: M.storeUnknown })
  store_id!: string;

  @Transform(trim)
  @FollowsRule(periodRule)
  period_start!: string;

  @Transform(trim)
  @Allow()
  period_end!: string;

  @FollowsRule(fxRateRule)
  fx_rate?: string;

  @Allow()
  preset_id?: string;

  @FollowsRule(importMappingRule)
  mapping?: string;
}

const IMPORT_FORM_FIELDS = ['store_id', 'period_start', 'period_end', 'fx_rate', 'preset_id', 'mapping'] as const;

/** The import form checked once, at the edge (the upload and the CLI); fields it does not know are ignored. */
export async function validateImportForm(fields: Record<string, unknown>): Promise<ImportReportForm> {
  const known = Object.fromEntries(IMPORT_FORM_FIELDS.filter((name) => fields[name] !== undefined).map((name) => [name, fields[name]]));
  const dto = await validateBody(ImportReportFormDto, known);
  return {
    storeId: dto.store_id,
    periodStart: ruled(periodRule, dto.period_start, dto),
    periodEnd: dto.period_end,
    fxRate: ruled(fxRateRule, dto.fx_rate, dto),
    presetId: dto.preset_id || null,
    mapping: ruled(importMappingRule, dto.mapping, dto),
  };
}
