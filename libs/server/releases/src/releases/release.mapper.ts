import { isFinalReleaseStatus } from '@soundpost/contracts';
import type { DistributionSettingsResponse, ExtraArtistResponse, ReleaseLimitsResponse, ReleaseResponse } from '@soundpost/contracts';
import type { Release } from './release.entity';

export interface ReleaseContext {
  primaryArtistName: string | null;
  extraArtists: ExtraArtistResponse[];
  tracksCount: number;
  coverArtUrl: string | null;
  missing: string[];
  limits: ReleaseLimitsResponse;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function artistRoles(hasPrimary: boolean, extras: ExtraArtistResponse[]): string | null {
  const roles = [...(hasPrimary ? ['Primary Artist'] : []), ...extras.map((e) => e.role)];
  const distinct = [...new Set(roles)];
  return distinct.length ? distinct.join(', ') : null;
}

export function toReleaseResponse(r: Release, ctx: ReleaseContext): ReleaseResponse {
  return {
    release_id: r.id,
    id: r.id,
    release_number: r.releaseNumber,
    user_id: r.userId,
    title: r.title,
    artist: ctx.primaryArtistName,
    artist_roles: artistRoles(ctx.primaryArtistName !== null, ctx.extraArtists),
    release_type: r.releaseType,
    type: r.releaseType,
    release_date: r.releaseDate,
    release_time: r.releaseTime,
    timezone: r.timezone,
    upc: r.upc,
    catalog_number: r.catalogNumber,
    label_name: r.labelName,
    p_line: r.pLine,
    pline_year: r.plineYear,
    c_line: r.cLine,
    cline_year: r.clineYear,
    genre_primary: r.genrePrimary,
    genre_secondary: r.genreSecondary,
    primary_artist_id: r.primaryArtistId,
    extra_artists: ctx.extraArtists,
    cover_art_url: ctx.coverArtUrl,
    cover_art_width: r.coverArtWidth,
    cover_art_height: r.coverArtHeight,
    workflow_stage: r.workflowStage,
    status: r.status,
    status_comment: r.statusComment,
    submitted_at: iso(r.submittedAt),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    tracks_count: ctx.tracksCount,
    is_final: isFinalReleaseStatus(r.status),
    missing: ctx.missing,
    limits: ctx.limits,
  };
}

export function toDistributionSettings(r: Release): DistributionSettingsResponse {
  return {
    release_date: r.releaseDate,
    release_time: r.releaseTime,
    timezone: r.timezone,
    territory_mode: r.territoryMode,
    territories: r.territories,
    store_ids: r.storeIds,
    content_id_opt_in: r.contentIdOptIn ? 1 : 0,
    price_tier: r.priceTier,
  };
}
