import { gs1CheckDigit } from '@soundpost/contracts';
import { ConfigError, loadConfig } from '@soundpost/server-core/config';
import { buildIsrc, buildUpc, normaliseIsrc, normaliseUpc } from './identifiers.service';

describe('identifier helpers', () => {
  it('builds a 12-digit UPC-A from the prefix, a zero-padded sequence and the GS1 check digit', () => {
    // 0·3 + 8 + 6·3 + … + 1·3 = 29 → check digit 1.
    expect(buildUpc('0860000', 1)).toBe('086000000011');
    expect(buildUpc('0860000', 1234)).toBe(`08600001234${gs1CheckDigit('08600001234')}`);
    expect(buildUpc('123456', 7)).toHaveLength(12);
    for (const n of [1, 42, 9999]) {
      const upc = buildUpc('0860000', n);
      expect(normaliseUpc(upc)).toBe(upc);
    }
  });

  it('builds an ISRC as country, registrant, two-digit year and five-digit designation', () => {
    expect(buildIsrc('FR', 'SP0', 2025, 1)).toBe('FRSP02500001');
    expect(buildIsrc('US', 'RC1', 2107, 99_999)).toBe('USRC10799999');
    expect(normaliseIsrc(buildIsrc('FR', 'SP0', 2025, 1))).toBe('FRSP02500001');
  });

  it('normalises given codes and refuses invalid ones', () => {
    expect(normaliseIsrc('us-rc1-76-07839')).toBe('USRC17607839');
    expect(normaliseIsrc('USRC1760783')).toBeNull();
    expect(normaliseIsrc('US-RC1-7A-07839')).toBeNull();
    expect(normaliseUpc(' 0 36000 29145 2 ')).toBe('036000291452');
    expect(normaliseUpc('4006381333931')).toBe('4006381333931');
    expect(normaliseUpc('036000291453')).toBeNull();
    expect(normaliseUpc('12345678')).toBeNull();
  });

  it('reads the prefixes from the settings, with defaults, and refuses malformed ones at boot', () => {
    expect(loadConfig({}).identifiers).toEqual({ isrcCountry: 'FR', isrcRegistrant: 'SP0', upcPrefix: '0860000' });
    expect(loadConfig({ ISRC_COUNTRY: 'PT', ISRC_REGISTRANT: 'A1B', UPC_PREFIX: '123456' }).identifiers).toEqual({ isrcCountry: 'PT', isrcRegistrant: 'A1B', upcPrefix: '123456' });
    for (const env of [{ ISRC_COUNTRY: 'fr' }, { ISRC_REGISTRANT: 'SP' }, { UPC_PREFIX: '12345' }, { UPC_PREFIX: '12345678901' }]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
    }
  });
});
