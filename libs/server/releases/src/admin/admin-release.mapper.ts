import { isFinalReleaseStatus } from '@soundpost/contracts';
import type { AdminReleaseDetail, AdminReleaseRow, TrackResponse } from '@soundpost/contracts';
import { artistRoles, ReleaseContext, toDistributionSettings } from '../releases/release.mapper';
import type { Release } from '../releases/release.entity';
import type { AdminReleaseListRecord, ReleaseOwner } from './admin-releases.repository';

export function toAdminReleaseListRow(r: AdminReleaseListRecord, coverArtUrl: string | null): AdminReleaseRow {
  // An empty artist name counts as none, as in the full release view.
  const artist = r.artist_name || null;
  return {
    id: r.id,
    release_id: r.id,
    release_number: r.release_number,
    user_id: r.user_id,
    title: r.title,
    artist_name: artist,
    artist,
    upc: r.upc,
    catalog_number: r.catalog_number,
    label: r.label_name,
    label_name: r.label_name,
    release_type: r.release_type,
    genre_primary: r.genre_primary,
    genre_secondary: r.genre_secondary,
    release_date: r.release_date,
    workflow_stage: r.workflow_stage,
    status: r.status,
    tracks_count: r.tracks_count,
    owner_name: r.owner_name,
    owner_email: r.owner_email,
    user_name: r.owner_name,
    user_email: r.owner_email,
    cover_art_url: coverArtUrl,
    created_at: r.created_at.toISOString(),
  };
}

export function toAdminReleaseRow(r: Release, ctx: ReleaseContext, owner: ReleaseOwner | undefined): AdminReleaseRow {
  return {
    id: r.id,
    release_id: r.id,
    release_number: r.releaseNumber,
    user_id: r.userId,
    title: r.title,
    artist_name: ctx.primaryArtistName,
    artist: ctx.primaryArtistName,
    upc: r.upc,
    catalog_number: r.catalogNumber,
    label: r.labelName,
    label_name: r.labelName,
    release_type: r.releaseType,
    genre_primary: r.genrePrimary,
    genre_secondary: r.genreSecondary,
    release_date: r.releaseDate,
    workflow_stage: r.workflowStage,
    status: r.status,
    tracks_count: ctx.tracksCount,
    owner_name: owner?.name ?? null,
    owner_email: owner?.email ?? null,
    user_name: owner?.name ?? null,
    user_email: owner?.email ?? null,
    cover_art_url: ctx.coverArtUrl,
    created_at: r.createdAt.toISOString(),
  };
}

export function toAdminReleaseDetail(r: Release, ctx: ReleaseContext, owner: ReleaseOwner | undefined, tracks: TrackResponse[]): AdminReleaseDetail {
  const distribution = toDistributionSettings(r);
  return {
    ...toAdminReleaseRow(r, ctx, owner),
    ...distribution,
    artist_roles: artistRoles(ctx.primaryArtistName !== null, ctx.extraArtists),
    type: r.releaseType,
    genre: r.genrePrimary,
    subgenre: r.genreSecondary,
    p_line: r.pLine,
    pline_year: r.plineYear,
    c_line: r.cLine,
    cline_year: r.clineYear,
    primary_artist_id: r.primaryArtistId,
    extra_artists: ctx.extraArtists,
    artwork_url: ctx.coverArtUrl,
    cover_art_width: r.coverArtWidth,
    cover_art_height: r.coverArtHeight,
    status_comment: r.statusComment,
    status_changed_at: r.statusChangedAt?.toISOString() ?? null,
    submitted_at: r.submittedAt?.toISOString() ?? null,
    updated_at: r.updatedAt.toISOString(),
    is_final: isFinalReleaseStatus(r.status),
    missing: ctx.missing,
    owner: owner ?? null,
    distribution,
    tracks,
  };
}
