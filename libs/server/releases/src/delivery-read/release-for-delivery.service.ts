import { Injectable } from '@nestjs/common';
import type { PriceTier, ReleaseType, TerritoryMode, TrackContributor } from '@soundpost/contracts';
import { isUuid } from '@soundpost/server-core/ids';
import type { EntityManager } from 'typeorm';
import { DirectoryArtistsRepository } from '../directory/directory-artists.repository';
import { ReleasesRepository } from '../releases/releases.repository';
import { StoresRepository } from '../stores/stores.repository';
import type { Track } from '../tracks/track.entity';
import { TracksRepository } from '../tracks/tracks.repository';

export interface TrackForDelivery {
  id: string;
  number: number;
  title: string;
  version: string | null;
  isrc: string | null;
  duration: number | null;
  /** 1 not explicit, 2 explicit, 3 cleaned. */
  explicit: number;
  isInstrumental: boolean;
  pLine: string | null;
  plineYear: number | null;
  language: string | null;
  contributors: TrackContributor[];
  audio: { key: string; originalName: string | null; size: number | null; contentType: string | null; sha256: string | null; codec: string | null; channels: number | null; samplingRate: number | null; bitsPerSample: number | null } | null;
}

/** Store delivery's read model: other domains never read releases' tables. */
export interface ReleaseForDelivery {
  id: string;
  userId: string;
  releaseNumber: number;
  status: string;
  title: string | null;
  releaseType: ReleaseType;
  releaseDate: string | null;
  releaseTime: string | null;
  timezone: string | null;
  upc: string | null;
  catalogNumber: string | null;
  labelName: string | null;
  pLine: string | null;
  plineYear: number | null;
  cLine: string | null;
  clineYear: number | null;
  genrePrimary: string | null;
  genreSecondary: string | null;
  artists: Array<{ name: string; role: string }>;
  tracks: TrackForDelivery[];
  artwork: { key: string; width: number | null; height: number | null } | null;
  territoryMode: TerritoryMode;
  territories: string[];
  priceTier: PriceTier;
  /** Inactive ones included: they were selected. */
  stores: Array<{ id: string; name: string; kind: string; supportsTimedRelease: boolean; active: boolean }>;
  updatedAt: Date;
}

@Injectable()
export class ReleaseForDeliveryService {
  constructor(
    private readonly releases: ReleasesRepository,
    private readonly directory: DirectoryArtistsRepository,
    private readonly tracks: TracksRepository,
    private readonly catalogue: StoresRepository,
  ) {}

  async forDelivery(releaseId: string, manager?: EntityManager): Promise<ReleaseForDelivery | null> {
    if (!isUuid(releaseId)) return null;
    const release = await this.releases.byId(releaseId, manager);
    if (!release) return null;
    const [tracks, extras, primaries, stores] = await Promise.all([
      this.tracks.listOf(releaseId, manager),
      this.releases.extraArtists([releaseId], manager),
      this.directory.byIds(release.primaryArtistId ? [release.primaryArtistId] : [], manager),
      this.catalogue.byIds(release.storeIds, manager),
    ]);
    const artists = [...primaries.map((a) => ({ name: a.name, role: 'Primary Artist' })), ...(extras.get(releaseId) ?? []).map((a) => ({ name: a.name, role: a.role }))];
    return {
      id: release.id,
      userId: release.userId,
      releaseNumber: release.releaseNumber,
      status: release.status,
      title: release.title,
      releaseType: release.releaseType,
      releaseDate: release.releaseDate,
      releaseTime: release.releaseTime,
      timezone: release.timezone,
      upc: release.upc,
      catalogNumber: release.catalogNumber,
      labelName: release.labelName,
      pLine: release.pLine,
      plineYear: release.plineYear,
      cLine: release.cLine,
      clineYear: release.clineYear,
      genrePrimary: release.genrePrimary,
      genreSecondary: release.genreSecondary,
      artists,
      tracks: tracks.map(trackForDelivery),
      artwork: release.coverArtKey ? { key: release.coverArtKey, width: release.coverArtWidth, height: release.coverArtHeight } : null,
      territoryMode: release.territoryMode,
      territories: [...release.territories],
      priceTier: release.priceTier,
      stores: stores.map((s) => ({ id: s.id, name: s.name, kind: s.kind, supportsTimedRelease: s.supportsTimedRelease, active: s.active })),
      updatedAt: release.updatedAt,
    };
  }

  async summaries(ids: string[]): Promise<Map<string, { title: string | null; releaseNumber: number; upc: string | null }>> {
    const wanted = [...new Set(ids.filter(isUuid))];
    if (!wanted.length) return new Map();
    const rows = await this.releases.summariesOf(wanted);
    return new Map(rows.map((r) => [r.id, { title: r.title, releaseNumber: r.releaseNumber, upc: r.upc }]));
  }

  async stores(): Promise<Array<{ id: string; name: string; kind: string; active: boolean }>> {
    const rows = await this.catalogue.all();
    return rows.map((s) => ({ id: s.id, name: s.name, kind: s.kind, active: s.active }));
  }
}

function trackForDelivery(t: Track): TrackForDelivery {
  return {
    id: t.id,
    number: t.trackNumber,
    title: t.title,
    version: t.version,
    isrc: t.isrc,
    duration: t.duration,
    explicit: t.isExplicit,
    isInstrumental: t.isInstrumental,
    pLine: t.pLine,
    plineYear: t.plineYear,
    language: t.languageOfPerformance,
    contributors: t.contributors ?? [],
    audio: t.audioKey
      ? { key: t.audioKey, originalName: t.audioOriginalName, size: t.audioSize, contentType: t.audioContentType, sha256: t.audioHashSum, codec: t.audioCodec, channels: t.audioChannels, samplingRate: t.audioSamplingRate, bitsPerSample: t.audioBitsPerSample }
      : null,
  };
}
