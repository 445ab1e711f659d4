import { buildNewReleaseMessage, buildPurgeReleaseMessage, displayArtistName, isoDuration } from './ern-builder';
import type { ErnDeals, ErnHeader, ErnRelease, ErnTrack } from './ern-model';
import { ErnValidator } from './ern-validator';

const schemaDir = process.env.DDEX_SCHEMA_DIR;
// Without the schema folder (a clean clone) the structure is still checked; with it, every message is validated.
const validator = schemaDir ? new ErnValidator(schemaDir) : null;

async function expectValid(xml: string): Promise<void> {
  if (!validator) return;
  const result = await validator.validate(xml);
  expect(result.errors).toEqual([]);
  expect(result.valid).toBe(true);
}

const header = (n: number): ErnHeader => ({
  messageId: `SP-MSG-${n}`,
  threadId: 'SP-THREAD-1',
  createdAt: new Date(Date.UTC(2026, 10, 27, 9, n)),
  sender: { dpid: 'PADPIDA2014122301Q', name: 'Soundpost' },
  recipient: { dpid: 'PADPIDA2011072101T', name: 'Spotify' },
  isTest: true,
});

const track = (n: number, extra: Partial<ErnTrack> = {}): ErnTrack => ({
  number: n,
  isrc: `QZABC2600${String(n).padStart(3, '0')}`,
  title: `Night Drive ${n}`,
  version: null,
  durationSeconds: 200 + n + 0.5,
  explicit: 1,
  isInstrumental: false,
  pLine: null,
  language: 'en',
  // Spotify's sequence: composer and lyricist at track level.
  contributors: [
    { name: 'Ana Composer', role: 'Composer' },
    { name: 'Leo Lyricist', role: 'Lyricist' },
  ],
  audio: { uri: `resources/QZABC2600${String(n).padStart(3, '0')}.flac`, sha256: 'a1'.repeat(32), sizeBytes: 31_457_280, codec: 'FLAC', channels: 2, samplingRate: 44100, bitsPerSample: 16 },
  ...extra,
});

const album: ErnRelease = {
  upc: '036000291452',
  title: 'Night Drive',
  type: 'Album',
  compilation: null,
  genre: 'Electronic',
  subGenre: 'House',
  labelName: 'Soundpost Records',
  catalogNumber: 'SP-0001',
  pLine: { year: 2026, text: '2026 Soundpost Records' },
  cLine: { year: 2026, text: '2026 Soundpost Records' },
  releaseDate: '2026-12-04',
  // Spotify's sequence: main, featured, producer and remixer at release level.
  artists: [
    { name: 'Mara Vell', role: 'Primary Artist' },
    { name: 'Jon Sky', role: 'Featuring' },
    { name: 'Pat Producer', role: 'Producer' },
    { name: 'Rex Remixer', role: 'Remixer' },
  ],
  tracks: [track(1, { explicit: 2 }), track(2), track(3, { version: 'Live' })],
  artwork: { uri: 'resources/036000291452.jpg', sha256: 'b2'.repeat(32), sizeBytes: 2_400_000, width: 3000, height: 3000, codec: 'JPEG' },
};

const streaming: ErnDeals = {
  kind: 'streaming',
  territoryMode: 'include',
  territories: ['US', 'GB'],
  start: { date: '2026-12-04' },
  end: null,
  priceTier: 'standard',
  streamingBlockedTracks: [],
};

describe("ERN 4.3 messages: Spotify's onboarding sequence, each validated against the XSD", () => {
  it('has the schema folder in this checkout (the test suite points DDEX_SCHEMA_DIR at ../shared/ddex/ern43)', () => {
    if (!schemaDir) console.warn('DDEX_SCHEMA_DIR is not set: messages are built but not validated');
    expect(schemaDir === undefined || schemaDir.length > 0).toBe(true);
  });

  it('1. inserts the release as an album', async () => {
    const xml = buildNewReleaseMessage({ header: header(1), release: album, deals: streaming });
    await expectValid(xml);
    expect(xml).toContain('<ern:NewReleaseMessage xmlns:ern="http://ddex.net/xml/ern/43"');
    expect(xml).toContain('<ReleaseType>Album</ReleaseType>');
    expect(xml).toContain('<ICPN>036000291452</ICPN>');
    expect(xml).toContain('<ISRC>QZABC2600001</ISRC>');
    expect(xml).toContain('<MessageControlType>TestMessage</MessageControlType>');
    expect(xml).toContain('<DisplayArtistRole>FeaturedArtist</DisplayArtistRole>');
    expect(xml).toContain('<ArtisticRole>Remixer</ArtisticRole>');
    expect(xml).toContain('<Role>Lyricist</Role>');
    expect(xml).toContain('<Duration>PT3M21.500S</Duration>');
    expect(xml).toContain('<ParentalWarningType>Explicit</ParentalWarningType>');
    expect(xml).toMatch(/<TerritoryCode>US<\/TerritoryCode>\s*<TerritoryCode>GB<\/TerritoryCode>/);
    expect(xml).toContain('<StartDate>2026-12-04</StartDate>');
    expect(xml).toContain('<CommercialModelType>SubscriptionModel</CommercialModelType>');
    expect(xml).toContain('<CommercialModelType>AdvertisementSupportedModel</CommercialModelType>');
    expect(xml).toContain('<UseType>OnDemandStream</UseType>');
    expect(xml).toContain('<Algorithm>SHA-256</Algorithm>');
    expect(xml).toContain('<URI>resources/036000291452.jpg</URI>');
  });

  it('2. updates it: a territory added, the type now EP', async () => {
    const xml = buildNewReleaseMessage({ header: header(2), release: { ...album, type: 'EP' }, deals: { ...streaming, territories: ['US', 'GB', 'DE'] } });
    await expectValid(xml);
    expect(xml).toContain('<ReleaseType>EP</ReleaseType>');
    expect(xml).toContain('<TerritoryCode>DE</TerritoryCode>');
  });

  it('3. updates it as a global timed release, the type now single (one UTC instant everywhere)', async () => {
    const instant = new Date('2026-12-04T00:00:00-05:00');
    const xml = buildNewReleaseMessage({
      header: header(3),
      release: { ...album, type: 'Single', tracks: [album.tracks[0]] },
      deals: { ...streaming, territoryMode: 'worldwide', territories: [], start: { instant } },
    });
    await expectValid(xml);
    expect(xml).toContain('<ReleaseType>Single</ReleaseType>');
    expect(xml).toContain('<TerritoryCode>Worldwide</TerritoryCode>');
    expect(xml).toContain('<StartDateTime>2026-12-04T05:00:00Z</StartDateTime>');
  });

  it('4. updates it removing streaming rights for track 1 (now a compilation): track 1 has no streaming deal', async () => {
    const xml = buildNewReleaseMessage({
      header: header(4),
      release: { ...album, compilation: 'multi-artist' },
      deals: { ...streaming, territoryMode: 'worldwide', territories: [], streamingBlockedTracks: [1] },
    });
    await expectValid(xml);
    expect(xml).toContain('<IsMultiArtistCompilation>true</IsMultiArtistCompilation>');
    const deals = xml.slice(xml.indexOf('<DealList>'));
    expect(deals).not.toContain('<DealReleaseReference>R0</DealReleaseReference>');
    expect(deals).not.toContain('<DealReleaseReference>R1</DealReleaseReference>');
    expect(deals).toContain('<DealReleaseReference>R2</DealReleaseReference>');
    expect(deals).toContain('<DealReleaseReference>R3</DealReleaseReference>');
  });

  it('5. takes it down: the same deals, ended', async () => {
    const end = new Date('2027-01-10T12:00:00Z');
    const xml = buildNewReleaseMessage({ header: header(5), release: album, deals: { ...streaming, start: { instant: new Date('2026-12-04T00:00:00Z') }, end } });
    await expectValid(xml);
    expect(xml).toContain('<EndDateTime>2027-01-10T12:00:00Z</EndDateTime>');
  });

  it('builds a download store deal with its price tier, and a purge for stores that ask for one', async () => {
    const xml = buildNewReleaseMessage({ header: header(6), release: album, deals: { ...streaming, kind: 'download', territoryMode: 'exclude', territories: ['FR'], priceTier: 'budget' } });
    await expectValid(xml);
    expect(xml).toContain('<ExcludedTerritoryCode>FR</ExcludedTerritoryCode>');
    expect(xml).toContain('<CommercialModelType>PayAsYouGoModel</CommercialModelType>');
    expect(xml).toContain('<UseType>PermanentDownload</UseType>');
    expect(xml).toContain('<PriceCode Namespace="DPID:PADPIDA2014122301Q">BUDGET</PriceCode>');
    const purge = buildPurgeReleaseMessage({ header: header(7), release: album });
    await expectValid(purge);
    expect(purge).toContain('<ern:PurgeReleaseMessage');
  });

  it('escapes text and reports an invalid message with the validator first errors', async () => {
    const xml = buildNewReleaseMessage({ header: header(8), release: { ...album, title: 'Rock & <Roll>' }, deals: streaming });
    expect(xml).toContain('Rock &amp; &lt;Roll&gt;');
    if (!validator) return;
    const broken = await validator.validate(xml.replace('<ICPN>036000291452</ICPN>', '<Icpn>036000291452</Icpn>'));
    expect(broken.valid).toBe(false);
    expect(broken.errors[0]).toMatch(/^line \d+: .*Icpn/);
  });

  it('writes durations and display names the way stores print them', () => {
    expect(isoDuration(215)).toBe('PT3M35S');
    expect(isoDuration(3725.25)).toBe('PT1H2M5.250S');
    expect(displayArtistName(album.artists)).toBe('Mara Vell feat. Jon Sky');
  });
});
