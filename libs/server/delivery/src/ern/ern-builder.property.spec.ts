import { isStorableText } from '@soundpost/server-core/http';
import { checkWellFormed, XmlTextError } from '@soundpost/server-core/xml';
import fc from 'fast-check';
import { SaxesParser } from 'saxes';
import { batchManifest } from '../deliveries/delivery-runner.service';
import { buildNewReleaseMessage, buildPurgeReleaseMessage } from './ern-builder';
import type { ErnDeals, ErnRelease, NewReleaseInput } from './ern-model';

/** Each element's text (and each attribute's value, as `Element/@name`) in document order, read by a conforming XML parser that throws on anything not well-formed. */
function parseXml(xml: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (key: string, value: string) => found.set(key, [...(found.get(key) ?? []), value]);
  const open: Array<{ name: string; text: string }> = [];
  const parser = new SaxesParser({ xmlns: true });
  parser.on('opentag', (tag) => {
    for (const attr of Object.values(tag.attributes)) add(`${tag.local}/@${attr.local}`, attr.value);
    open.push({ name: tag.local, text: '' });
  });
  parser.on('text', (text) => {
    if (open.length) open[open.length - 1].text += text;
  });
  parser.on('closetag', () => {
    const el = open.pop();
    if (el) add(el.name, el.text);
  });
  parser.write(xml).close();
  return found;
}

const base: ErnRelease = {
  upc: '036000291452',
  title: 'Night Drive',
  type: 'Single',
  compilation: null,
  genre: 'Electronic',
  subGenre: null,
  labelName: 'Soundpost Records',
  catalogNumber: null,
  pLine: null,
  cLine: null,
  releaseDate: '2026-12-04',
  artists: [{ name: 'Mara Vell', role: 'Primary Artist' }],
  tracks: [
    {
      number: 1,
      isrc: 'QZABC2600001',
      title: 'Night Drive',
      version: null,
      durationSeconds: 200,
      explicit: 1,
      isInstrumental: false,
      pLine: null,
      language: 'en',
      contributors: [],
      audio: { uri: 'resources/QZABC2600001.flac', sha256: null, sizeBytes: null, codec: 'FLAC', channels: 2, samplingRate: 44100, bitsPerSample: 16 },
    },
  ],
  artwork: null,
};
const deals: ErnDeals = { kind: 'streaming', territoryMode: 'worldwide', territories: [], start: { date: '2026-12-04' }, end: null, priceTier: 'standard', streamingBlockedTracks: [] };

function message(text: { title: string; trackTitle: string; artist: string; label: string; role?: string }): NewReleaseInput {
  return {
    header: { messageId: 'SP-1', threadId: 'SP-T', createdAt: new Date(Date.UTC(2026, 10, 28)), sender: { dpid: 'PADPIDA2014122301Q', name: 'Soundpost' }, recipient: { dpid: 'PADPIDA2011072101T', name: 'Store' }, isTest: true },
    release: {
      ...base,
      title: text.title,
      labelName: text.label,
      artists: [{ name: text.artist, role: 'Primary Artist' }],
      tracks: [{ ...base.tracks[0], title: text.trackTitle, contributors: text.role === undefined ? [] : [{ name: 'Ana', role: text.role }] }],
    },
    deals,
  };
}

// What artists type, hostile included: markup, entity look-alikes, CDATA ends, astral characters, any Unicode.
const tricky = fc.constantFrom('&', '<', '>', '"', "'", '&amp;', '&lt;b&gt;', '&e;', '&#38;', '&#x26;', ']]>', '<![CDATA[', '<!--', '🎵', '𝄞', 'é', '\t', '\n', '\r\n', ' ');
const text = fc
  .array(fc.oneof(tricky, fc.string({ unit: 'binary', maxLength: 6 })), { maxLength: 8 })
  .map((parts) => parts.join(''))
  .filter(isStorableText);
// A conforming parser reads every line break as a line feed (XML 1.0 §2.11): that is the text stores receive.
const asParsed = (s: string) => s.replace(/\r\n?/g, '\n');

describe('ERN messages whatever an artist types', () => {
  it('are well-formed, and each title, artist and label parses back to exactly the text given', () => {
    fc.assert(
      fc.property(text, text, text, text, (title, trackTitle, artist, label) => {
        const xml = buildNewReleaseMessage(message({ title, trackTitle, artist, label }));
        const parsed = parseXml(xml);
        expect(parsed.get('TitleText')).toEqual([asParsed(trackTitle), asParsed(title)]);
        expect(parsed.get('FullName')).toEqual(['Soundpost', 'Store', asParsed(artist.trim()), asParsed(label)]);
      }),
      { numRuns: 300 },
    );
  });

  it('carries free text in attributes as given (a contributor role)', () => {
    fc.assert(
      fc.property(text, (role) => {
        const parsed = parseXml(buildNewReleaseMessage(message({ title: 'T', trackTitle: 'T', artist: 'A', label: 'L', role })));
        // Absent when the role is a known one or blank; attribute values keep tabs and line breaks (written as references).
        const known = ['composer', 'lyricist', 'producer', 'arranger', 'remixer', 'mixing engineer', 'mastering engineer', 'recording engineer', 'vocals'];
        if (!known.includes(role.trim().toLowerCase())) expect(parsed.get('Role/@UserDefinedValue')).toEqual([role.trim() || 'Contributor']);
      }),
      { numRuns: 200 },
    );
  });

  it('writes `Track &e; one`, `&amp;` and `&lt;b&gt;` as the text typed, not as markup', async () => {
    const xml = buildNewReleaseMessage(message({ title: '&lt;b&gt;', trackTitle: 'Track &e; one', artist: 'Rock &amp; Roll', label: 'A & B <Records>' }));
    await expect(checkWellFormed(xml)).resolves.toEqual({ valid: true, errors: [] });
    expect(xml).toContain('<TitleText>Track &amp;e; one</TitleText>');
    expect(xml).toContain('<TitleText>&amp;lt;b&amp;gt;</TitleText>');
    const parsed = parseXml(xml);
    expect(parsed.get('TitleText')).toEqual(['Track &e; one', '&lt;b&gt;']);
    expect(parsed.get('FullName')).toContain('Rock &amp; Roll');
    expect(parsed.get('FullName')).toContain('A & B <Records>');
  });

  it('refuses (throws) a character XML 1.0 does not allow, naming the element, in any text or attribute', () => {
    for (const bad of ['\uFFFE', '\uFFFF', '\u0000', '\u0001', '\u001F', '\uD800']) {
      expect(() => buildNewReleaseMessage(message({ title: `a${bad}`, trackTitle: 'T', artist: 'A', label: 'L' }))).toThrow(XmlTextError);
      expect(() => buildNewReleaseMessage(message({ title: 'T', trackTitle: 'T', artist: `A${bad}`, label: 'L' }))).toThrow('FullName contains a character XML does not allow.');
      expect(() => buildNewReleaseMessage(message({ title: 'T', trackTitle: 'T', artist: 'A', label: 'L', role: `r${bad}` }))).toThrow('Role/@UserDefinedValue contains a character XML does not allow.');
      expect(() => buildPurgeReleaseMessage({ header: message({ title: '', trackTitle: '', artist: '', label: '' }).header, release: { upc: '036000291452', title: `x${bad}` } })).toThrow(XmlTextError);
    }
  });

  it('writes the batch manifest the same way: it parses back, each text as given', async () => {
    const { header } = message({ title: '', trackTitle: '', artist: '', label: '' });
    const manifest = batchManifest('B1', header, [{ messageId: 'M&e;1', path: 'a&amp;b/<x>.xml', upc: '1', xml: '<a/>' }]);
    await expect(checkWellFormed(manifest)).resolves.toEqual({ valid: true, errors: [] });
    const parsed = parseXml(manifest);
    expect(parsed.get('MessageId')).toEqual(['BATCH' + 'B1', 'M&e;1']);
    expect(parsed.get('URL')).toEqual(['a&amp;b/<x>.xml']);
    expect(() => batchManifest('B\uFFFE', header, [])).toThrow(XmlTextError);
  });

  it('parses messages back with libxml2: what is not well-formed is refused with the reason', async () => {
    await expect(checkWellFormed('<a>Track &e; one</a>')).resolves.toEqual({ valid: false, errors: ["line 1: parser error : Entity 'e' not defined"] });
    const ffe = await checkWellFormed('<a>x\uFFFE</a>');
    expect(ffe.valid).toBe(false);
    expect(ffe.errors[0]).toMatch(/^line 1: .*invalid Char value 65534/);
    await expect(checkWellFormed('<a>x</b>')).resolves.toMatchObject({ valid: false });
  });
});
