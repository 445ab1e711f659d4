import { withSchemaLocation, writeXml, xmlDocument } from '@soundpost/server-core/xml';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { ErnDeals, ErnHeader, ErnParty, ErnRelease, ExplicitFlag, NewReleaseInput, PurgeReleaseInput } from './ern-model';

export const ERN_NAMESPACE = 'http://ddex.net/xml/ern/43';
export const AVS_VERSION_ID = '7';

const ARTIST_ROLES: Record<string, { display: 'MainArtist' | 'FeaturedArtist' | 'Artist' | 'Composer'; artistic?: string }> = {
  'primary artist': { display: 'MainArtist' },
  featuring: { display: 'FeaturedArtist' },
  'featured artist': { display: 'FeaturedArtist' },
  producer: { display: 'Artist', artistic: 'StudioProducer' },
  remixer: { display: 'Artist', artistic: 'Remixer' },
  composer: { display: 'Composer' },
  lyricist: { display: 'Artist', artistic: 'Lyricist' },
};

const CONTRIBUTOR_ROLES: Record<string, string> = {
  composer: 'Composer',
  lyricist: 'Lyricist',
  producer: 'StudioProducer',
  arranger: 'Arranger',
  remixer: 'Remixer',
  'mixing engineer': 'MixingEngineer',
  'mastering engineer': 'MasteringEngineer',
  'recording engineer': 'Engineer',
  vocals: 'Vocalist',
};

const PARENTAL_WARNING: Record<ExplicitFlag, string> = { 1: 'NotExplicit', 2: 'Explicit', 3: 'ExplicitContentEdited' };

const CODECS: Record<string, string> = { flac: 'FLAC', pcm: 'PCM', wav: 'PCM', mp3: 'MP3', mpeg: 'MP3', aac: 'AAC', vorbis: 'Vorbis' };

export function isoDuration(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = (ms % 60_000) / 1000;
  const sec = Number.isInteger(s) ? String(s) : s.toFixed(3);
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${sec}S`;
}

/** An instant as xs:dateTime in UTC, without milliseconds. */
function utc(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function artistRole(role: string) {
  return ARTIST_ROLES[role.trim().toLowerCase()] ?? { display: 'Artist' as const };
}

export function displayArtistName(artists: ErnParty[]): string {
  const main = artists.filter((a) => artistRole(a.role).display === 'MainArtist').map((a) => a.name);
  const featured = artists.filter((a) => artistRole(a.role).display === 'FeaturedArtist').map((a) => a.name);
  const names = main.length ? main : artists.slice(0, 1).map((a) => a.name);
  return names.join(' & ') + (featured.length ? ` feat. ${featured.join(' & ')}` : '');
}

function header(root: XMLBuilder, h: ErnHeader): void {
  const el = root.ele('MessageHeader');
  el.ele('MessageThreadId').txt(h.threadId);
  el.ele('MessageId').txt(h.messageId);
  const sender = el.ele('MessageSender');
  sender.ele('PartyId').txt(h.sender.dpid);
  sender.ele('PartyName').ele('FullName').txt(h.sender.name);
  const recipient = el.ele('MessageRecipient');
  recipient.ele('PartyId').txt(h.recipient.dpid);
  recipient.ele('PartyName').ele('FullName').txt(h.recipient.name);
  el.ele('MessageCreatedDateTime').txt(utc(h.createdAt));
  el.ele('MessageControlType').txt(h.isTest ? 'TestMessage' : 'LiveMessage');
}

class Parties {
  private readonly refs = new Map<string, string>();
  ref(name: string): string {
    const key = name.trim().toLowerCase();
    let ref = this.refs.get(key);
    if (!ref) {
      ref = `P${this.refs.size + 1}`;
      this.refs.set(key, ref);
      this.names.set(ref, name.trim());
    }
    return ref;
  }
  readonly names = new Map<string, string>();
}

function displayArtists(parent: XMLBuilder, artists: ErnParty[], parties: Parties): void {
  artists.forEach((artist, i) => {
    const role = artistRole(artist.role);
    const el = parent.ele('DisplayArtist', { SequenceNumber: i + 1 });
    el.ele('ArtistPartyReference').txt(parties.ref(artist.name));
    el.ele('DisplayArtistRole').txt(role.display);
    if (role.artistic) el.ele('ArtisticRole').txt(role.artistic);
  });
}

function line(parent: XMLBuilder, kind: 'PLine' | 'CLine', value: { year: number | null; text: string } | null): void {
  if (!value?.text.trim()) return;
  const el = parent.ele(kind);
  if (value.year) el.ele('Year').txt(String(value.year));
  el.ele(`${kind}Text`).txt(value.text.trim());
}

function title(parent: XMLBuilder, text: string, subtitle: string | null): void {
  parent.ele('DisplayTitleText').txt(subtitle ? `${text} (${subtitle})` : text);
  const el = parent.ele('DisplayTitle');
  el.ele('TitleText').txt(text);
  if (subtitle) el.ele('SubTitle').txt(subtitle);
}

function hashed(parent: XMLBuilder, file: { uri: string; sha256: string | null; sizeBytes: number | null }): void {
  const el = parent.ele('File');
  el.ele('URI').txt(file.uri);
  if (file.sha256) {
    const hash = el.ele('HashSum');
    hash.ele('Algorithm').txt('SHA-256');
    hash.ele('HashSumValue').txt(file.sha256);
  }
  if (file.sizeBytes !== null) el.ele('FileSize').txt((file.sizeBytes / 1024).toFixed(3));
}

function resources(root: XMLBuilder, release: ErnRelease, parties: Parties, senderDpid: string): void {
  const list = root.ele('ResourceList');
  release.tracks.forEach((track, i) => {
    const sr = list.ele('SoundRecording');
    sr.ele('ResourceReference').txt(`A${i + 1}`);
    sr.ele('Type').txt('MusicalWorkSoundRecording');
    const edition = sr.ele('SoundRecordingEdition');
    edition.ele('ResourceId').ele('ISRC').txt(track.isrc);
    line(edition, 'PLine', track.pLine ?? release.pLine);
    const tech = edition.ele('TechnicalDetails');
    tech.ele('TechnicalResourceDetailsReference').txt(`T${i + 1}`);
    const file = tech.ele('DeliveryFile');
    file.ele('Type').txt('AudioFile');
    const codec = track.audio.codec ? CODECS[track.audio.codec.toLowerCase().split(/[\s/(]/)[0]] : undefined;
    if (codec) file.ele('AudioCodecType').txt(codec);
    if (track.audio.channels) file.ele('NumberOfChannels').txt(String(track.audio.channels));
    if (track.audio.samplingRate) file.ele('SamplingRate', { UnitOfMeasure: 'Hz' }).txt(String(track.audio.samplingRate));
    if (track.audio.bitsPerSample) file.ele('BitsPerSample').txt(String(track.audio.bitsPerSample));
    hashed(file, track.audio);
    title(sr, track.title, track.version);
    sr.ele('DisplayArtistName').txt(displayArtistName(release.artists));
    displayArtists(sr, release.artists, parties);
    track.contributors
      .filter((c) => c.name.trim())
      .forEach((c, n) => {
        const el = sr.ele('Contributor', { SequenceNumber: n + 1 });
        el.ele('ContributorPartyReference').txt(parties.ref(c.name));
        const role = CONTRIBUTOR_ROLES[c.role.trim().toLowerCase()];
        if (role) el.ele('Role').txt(role);
        else el.ele('Role', { UserDefinedValue: c.role.trim() || 'Contributor' }).txt('UserDefined');
      });
    sr.ele('Duration').txt(isoDuration(track.durationSeconds));
    sr.ele('ParentalWarningType').txt(PARENTAL_WARNING[track.explicit] ?? 'NoAdviceAvailable');
    sr.ele('IsInstrumental').txt(String(track.isInstrumental));
  });
  if (release.artwork) {
    const image = list.ele('Image');
    image.ele('ResourceReference').txt(`A${release.tracks.length + 1}`);
    image.ele('Type').txt('FrontCoverImage');
    image.ele('ResourceId').ele('ProprietaryId', { Namespace: `DPID:${senderDpid}` }).txt(`${release.upc}_cover`);
    const tech = image.ele('TechnicalDetails');
    tech.ele('TechnicalResourceDetailsReference').txt(`T${release.tracks.length + 1}`);
    const codec = release.artwork.codec?.toUpperCase().replace('JPG', 'JPEG');
    if (codec === 'JPEG' || codec === 'PNG') tech.ele('ImageCodecType').txt(codec);
    if (release.artwork.height) tech.ele('ImageHeight', { UnitOfMeasure: 'Pixel' }).txt(String(release.artwork.height));
    if (release.artwork.width) tech.ele('ImageWidth', { UnitOfMeasure: 'Pixel' }).txt(String(release.artwork.width));
    hashed(tech, release.artwork);
  }
}

function releases(root: XMLBuilder, release: ErnRelease, parties: Parties, senderDpid: string): void {
  const list = root.ele('ReleaseList');
  const main = list.ele('Release');
  main.ele('ReleaseReference').txt('R0');
  main.ele('ReleaseType').txt(release.compilation ? 'Album' : release.type);
  const id = main.ele('ReleaseId');
  id.ele('ICPN').txt(release.upc);
  if (release.catalogNumber) id.ele('CatalogNumber', { Namespace: `DPID:${senderDpid}` }).txt(release.catalogNumber);
  title(main, release.title, null);
  main.ele('DisplayArtistName').txt(displayArtistName(release.artists));
  displayArtists(main, release.artists, parties);
  main.ele('ReleaseLabelReference').txt('PLabel');
  line(main, 'PLine', release.pLine);
  line(main, 'CLine', release.cLine);
  main.ele('Duration').txt(isoDuration(release.tracks.reduce((sum, t) => sum + t.durationSeconds, 0)));
  const genre = main.ele('Genre');
  genre.ele('GenreText').txt(release.genre);
  if (release.subGenre) genre.ele('SubGenre').txt(release.subGenre);
  main.ele('ReleaseDate').txt(release.releaseDate);
  const explicit = release.tracks.some((t) => t.explicit === 2) ? 'Explicit' : release.tracks.every((t) => t.explicit === 1) ? 'NotExplicit' : 'ExplicitContentEdited';
  main.ele('ParentalWarningType').txt(explicit);
  if (release.compilation === 'single-artist') main.ele('IsSingleArtistCompilation').txt('true');
  if (release.compilation === 'multi-artist') main.ele('IsMultiArtistCompilation').txt('true');
  const group = main.ele('ResourceGroup');
  release.tracks.forEach((_, i) => {
    const item = group.ele('ResourceGroupContentItem');
    item.ele('SequenceNumber').txt(String(i + 1));
    item.ele('ReleaseResourceReference').txt(`A${i + 1}`);
  });
  if (release.artwork) group.ele('LinkedReleaseResourceReference').txt(`A${release.tracks.length + 1}`);

  release.tracks.forEach((track, i) => {
    const tr = list.ele('TrackRelease');
    tr.ele('ReleaseReference').txt(`R${i + 1}`);
    tr.ele('ReleaseId').ele('ProprietaryId', { Namespace: `DPID:${senderDpid}` }).txt(`${track.isrc}_${release.upc}`);
    tr.ele('ReleaseResourceReference').txt(`A${i + 1}`);
    tr.ele('ReleaseLabelReference').txt('PLabel');
    const g = tr.ele('Genre');
    g.ele('GenreText').txt(release.genre);
  });
}

const PRICE_CODES: Record<ErnDeals['priceTier'], string> = { budget: 'BUDGET', standard: 'FRONTLINE', premium: 'PREMIUM' };

function dealTerms(deal: XMLBuilder, deals: ErnDeals, usage: { models: string[]; uses: string[]; price: boolean }, senderDpid: string): void {
  const terms = deal.ele('DealTerms');
  if (deals.territoryMode === 'worldwide' || !deals.territories.length) terms.ele('TerritoryCode').txt('Worldwide');
  else for (const t of deals.territories) terms.ele(deals.territoryMode === 'include' ? 'TerritoryCode' : 'ExcludedTerritoryCode').txt(t);
  const period = terms.ele('ValidityPeriod');
  if ('instant' in deals.start) {
    period.ele('StartDateTime').txt(utc(deals.start.instant));
    if (deals.end) period.ele('EndDateTime').txt(utc(deals.end));
  } else {
    period.ele('StartDate').txt(deals.start.date);
    // A date-only period ends on a date: the takedown's day, never before the start.
    if (deals.end) {
      const end = deals.end.toISOString().slice(0, 10);
      period.ele('EndDate').txt(end < deals.start.date ? deals.start.date : end);
    }
  }
  for (const m of usage.models) terms.ele('CommercialModelType').txt(m);
  for (const u of usage.uses) terms.ele('UseType').txt(u);
  if (usage.price) terms.ele('PriceInformation', { PriceType: 'StandardRetailPrice' }).ele('PriceCode', { Namespace: `DPID:${senderDpid}` }).txt(PRICE_CODES[deals.priceTier]);
}

const STREAMING = { models: ['SubscriptionModel', 'AdvertisementSupportedModel'], uses: ['OnDemandStream', 'NonInteractiveStream'], price: false };
const DOWNLOAD = { models: ['PayAsYouGoModel'], uses: ['PermanentDownload'], price: true };

function dealList(root: XMLBuilder, release: ErnRelease, deals: ErnDeals, senderDpid: string): void {
  const list = root.ele('DealList');
  const usage = deals.kind === 'download' ? DOWNLOAD : STREAMING;
  const blocked = new Set(deals.kind === 'streaming' ? deals.streamingBlockedTracks : []);
  if (blocked.size === 0) {
    const main = list.ele('ReleaseDeal');
    main.ele('DealReleaseReference').txt('R0');
    dealTerms(main.ele('Deal'), deals, usage, senderDpid);
  }
  const trackRefs = release.tracks.map((t, i) => ({ ref: `R${i + 1}`, number: t.number })).filter((t) => !blocked.has(t.number));
  if (trackRefs.length) {
    const tracks = list.ele('ReleaseDeal');
    for (const t of trackRefs) tracks.ele('DealReleaseReference').txt(t.ref);
    dealTerms(tracks.ele('Deal'), deals, usage, senderDpid);
  }
}

export function buildNewReleaseMessage(input: NewReleaseInput): string {
  const { header: h, release, deals } = input;
  const doc = xmlDocument();
  const root = doc.ele(ERN_NAMESPACE, 'ern:NewReleaseMessage', {
    ReleaseProfileVersionId: 'Audio',
    AvsVersionId: AVS_VERSION_ID,
    LanguageAndScriptCode: 'en',
  });
  withSchemaLocation(root, `${ERN_NAMESPACE} http://ddex.net/xml/ern/43/release-notification.xsd`);
  header(root, h);
  const parties = new Parties();
  for (const a of release.artists) parties.ref(a.name);
  for (const t of release.tracks) for (const c of t.contributors) if (c.name.trim()) parties.ref(c.name);
  const partyList = root.ele('PartyList');
  for (const [ref, name] of parties.names) {
    const party = partyList.ele('Party');
    party.ele('PartyReference').txt(ref);
    party.ele('PartyName').ele('FullName').txt(name);
  }
  const label = partyList.ele('Party');
  label.ele('PartyReference').txt('PLabel');
  label.ele('PartyName').ele('FullName').txt(release.labelName);
  resources(root, release, parties, h.sender.dpid);
  releases(root, release, parties, h.sender.dpid);
  dealList(root, release, deals, h.sender.dpid);
  return writeXml(doc);
}

export function buildPurgeReleaseMessage(input: PurgeReleaseInput): string {
  const doc = xmlDocument();
  const root = doc.ele(ERN_NAMESPACE, 'ern:PurgeReleaseMessage', { AvsVersionId: AVS_VERSION_ID, LanguageAndScriptCode: 'en' });
  header(root, input.header);
  const purged = root.ele('PurgedRelease');
  purged.ele('ReleaseId').ele('ICPN').txt(input.release.upc);
  purged.ele('Title').ele('TitleText').txt(input.release.title);
  return writeXml(doc);
}
