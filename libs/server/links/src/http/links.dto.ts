import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  invalid,
  isIsoDate,
  LINK_LIMITS,
  LINK_MESSAGES as M,
  LINK_STATS_GROUPS,
  todayIsoDate,
  valid,
  validateLinkChannelName,
  validateLinkExtraLinks,
  validateLinkSlug,
  validateLinkUrl,
  type AdminLinkDisableRequest,
  type LinkChannelCreateRequest,
  type LinkExtraLink,
  type LinkStatsGroupBy,
  type ReleaseLinkUpdateRequest,
} from '@soundpost/contracts';
import { DomainError, FollowsRule, type FieldRule } from '@soundpost/server-core/http';
import { STORE_CATALOGUE } from '@soundpost/server-releases';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import type { LinkStatsPeriod } from '../stats/link-stats.service';

const CATALOGUE_IDS = new Set(STORE_CATALOGUE.map((s) => s.id));

/** Catalogue store ids, each once. */
const storeOrderRule: FieldRule<string[]> = (value) => {
  if (!Array.isArray(value) || value.length > CATALOGUE_IDS.size) return invalid(M.storeOrderInvalid);
  if (!value.every((id) => typeof id === 'string' && CATALOGUE_IDS.has(id))) return invalid(M.storeOrderInvalid);
  return valid([...new Set(value as string[])]);
};

/** Catalogue store id to the artist's http(s) address for it. */
const storeUrlsRule: FieldRule<Record<string, string>> = (value) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return invalid(M.storeUrlInvalid);
  const out: Record<string, string> = {};
  for (const [id, url] of Object.entries(value)) {
    if (!CATALOGUE_IDS.has(id)) return invalid(M.storeUrlInvalid);
    const checked = validateLinkUrl(url);
    if (!checked.ok) return invalid(M.storeUrlInvalid);
    out[id] = checked.value;
  }
  return valid(out);
};

/** Optional, but never null: a field sent replaces what was, and a page always has a name, an order and lists. */
const IfSent = (): PropertyDecorator => ValidateIf((_object, value) => value !== undefined);

const trimmed = (rule: FieldRule<unknown>) => ({ value }: { value: unknown }) => {
  const result = rule(value, {});
  return result.ok ? result.value : value;
};

export class ReleaseLinkUpdateDto implements ReleaseLinkUpdateRequest {
  @ApiPropertyOptional({ example: 'nova-lane-midnight-drive' })
  @IfSent()
  @FollowsRule(validateLinkSlug)
  slug?: string;

  @ApiPropertyOptional({ type: [String], example: ['spotify', 'apple-music'] })
  @IfSent()
  @FollowsRule(storeOrderRule)
  @Transform(trimmed(storeOrderRule))
  store_order?: string[];

  @ApiPropertyOptional({ example: [{ label: 'Website', url: 'https://novalane.example' }] })
  @IfSent()
  @FollowsRule(validateLinkExtraLinks)
  @Transform(trimmed(validateLinkExtraLinks))
  extra_links?: LinkExtraLink[];

  @ApiPropertyOptional({ example: { bandcamp: 'https://novalane.bandcamp.com/album/midnight-drive' } })
  @IfSent()
  @FollowsRule(storeUrlsRule)
  @Transform(trimmed(storeUrlsRule))
  store_urls?: Record<string, string>;
}

export class LinkChannelCreateDto implements LinkChannelCreateRequest {
  @ApiProperty({ example: 'instagram', maxLength: LINK_LIMITS.channelNameMax })
  @FollowsRule(validateLinkChannelName)
  name!: string;
}

export class AdminLinkDisableDto implements AdminLinkDisableRequest {
  @ApiProperty({ example: 'Impersonates another artist.', maxLength: LINK_LIMITS.disableReasonMax })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(LINK_LIMITS.disableReasonMax, { message: M.disableReasonRequired })
  @IsNotEmpty({ message: M.disableReasonRequired })
  @IsString({ message: M.disableReasonRequired })
  reason!: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const DAY_MS = 86_400_000;

/**
 * The stats query, checked once at the edge: the 28 days ending today unless told, by day unless told; the start on or
 * before the end, at most LINK_LIMITS.statsRangeMaxDays days.
 */
export function validateLinkStatsQuery(query: Record<string, unknown>, today = todayIsoDate()): LinkStatsPeriod {
  const to = text(query.to) ?? today;
  const from = text(query.from) ?? (isIsoDate(to) ? new Date(Date.parse(`${to}T00:00:00Z`) - 27 * DAY_MS).toISOString().slice(0, 10) : to);
  const errors: Record<string, string[]> = {};
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (!isIsoDate(from) || !isIsoDate(to) || from > to || !(span <= LINK_LIMITS.statsRangeMaxDays)) errors.from = [M.statsRangeInvalid];
  const group = text(query.group_by) ?? 'day';
  if (!(LINK_STATS_GROUPS as readonly string[]).includes(group)) errors.group_by = [M.statsGroupInvalid];
  if (Object.keys(errors).length) throw DomainError.validation(errors);
  return { from, to, groupBy: group as LinkStatsGroupBy };
}
