import type { ReleaseForDelivery } from '@soundpost/server-releases';
import path from 'node:path';
import type { ErnDeals, ErnRelease, ErnTrack, ExplicitFlag } from '../ern/ern-model';

export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
        .formatToParts(new Date(instant))
        .map((p) => [p.type, p.value]),
    );
    return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second) - instant;
  };
  let instant = asUtc - offsetAt(asUtc);
  instant = asUtc - offsetAt(instant);
  return new Date(instant);
}

export function resourceName(base: string, originalName: string | null, key: string): string {
  const ext = (path.extname(originalName ?? '') || path.extname(key) || '.bin').toLowerCase();
  return `resources/${base}${ext}`;
}

const year = (y: number | null) => (y && y > 1800 ? y : null);

export function toErnRelease(r: ReleaseForDelivery, artworkFile: { sha256: string; sizeBytes: number } | null): ErnRelease {
  const upc = r.upc ?? '';
  const label = r.labelName?.trim() || r.artists[0]?.name || 'Independent';
  const tracks: ErnTrack[] = r.tracks
    .filter((t) => t.audio)
    .map((t) => ({
      number: t.number,
      isrc: t.isrc ?? '',
      title: t.title,
      version: t.version?.trim() || null,
      durationSeconds: t.duration ?? 0,
      explicit: ([1, 2, 3].includes(t.explicit) ? t.explicit : 1) as ExplicitFlag,
      isInstrumental: t.isInstrumental,
      pLine: t.pLine ? { year: year(t.plineYear), text: t.pLine } : null,
      language: t.language,
      contributors: t.contributors.filter((c) => c.name?.trim()).map((c) => ({ name: c.name, role: c.role ?? '' })),
      audio: {
        uri: resourceName(t.isrc ?? t.id, t.audio?.originalName ?? null, t.audio?.key ?? ''),
        sha256: t.audio?.sha256 ?? null,
        sizeBytes: t.audio?.size ?? null,
        codec: t.audio?.codec ?? null,
        channels: t.audio?.channels ?? null,
        samplingRate: t.audio?.samplingRate ?? null,
        bitsPerSample: t.audio?.bitsPerSample ?? null,
      },
    }));
  return {
    upc,
    title: r.title ?? 'Untitled',
    type: r.releaseType,
    compilation: null,
    genre: r.genrePrimary?.trim() || 'Unknown',
    subGenre: r.genreSecondary?.trim() || null,
    labelName: label,
    catalogNumber: r.catalogNumber,
    pLine: r.pLine ? { year: year(r.plineYear), text: r.pLine } : null,
    cLine: r.cLine ? { year: year(r.clineYear), text: r.cLine } : null,
    releaseDate: r.releaseDate ?? new Date().toISOString().slice(0, 10),
    artists: r.artists.length ? r.artists : [{ name: label, role: 'Primary Artist' }],
    tracks,
    artwork:
      r.artwork && artworkFile
        ? { uri: resourceName(upc, null, r.artwork.key), sha256: artworkFile.sha256, sizeBytes: artworkFile.sizeBytes, width: r.artwork.width, height: r.artwork.height, codec: path.extname(r.artwork.key).slice(1) || null }
        : null,
  };
}

export function dealStart(r: ReleaseForDelivery, supportsTimedRelease: boolean): { date: string } | { instant: Date } {
  const date = r.releaseDate ?? new Date().toISOString().slice(0, 10);
  if (supportsTimedRelease && r.releaseTime && r.timezone) return { instant: zonedInstant(date, r.releaseTime, r.timezone) };
  return { date };
}

export function startToText(start: { date: string } | { instant: Date }): string {
  return 'date' in start ? start.date : start.instant.toISOString();
}

export function startFromText(text: string): { date: string } | { instant: Date } {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? { date: text } : { instant: new Date(text) };
}

export function hasStarted(start: { date: string } | { instant: Date }, now: Date): boolean {
  const at = 'date' in start ? Date.parse(`${start.date}T00:00:00+14:00`) : start.instant.getTime();
  return at <= now.getTime();
}

export function toErnDeals(
  r: ReleaseForDelivery,
  store: { kind: string; supportsTimedRelease: boolean },
  previousStart: string | null,
  now: Date,
  takedown: boolean,
): { deals: ErnDeals; start: { date: string } | { instant: Date } } {
  let start = dealStart(r, store.supportsTimedRelease);
  if (previousStart) {
    const earlier = startFromText(previousStart);
    if (hasStarted(earlier, now)) start = earlier;
  }
  const deals: ErnDeals = {
    kind: store.kind === 'download' ? 'download' : 'streaming',
    territoryMode: r.territoryMode,
    territories: r.territories,
    start,
    end: takedown ? now : null,
    priceTier: r.priceTier,
    streamingBlockedTracks: [],
  };
  return { deals, start };
}
