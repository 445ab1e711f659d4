import { DomainError } from '@soundpost/server-core';
import { parseAlbumInfo, resolveExtraArtists } from './release-input';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

const errorsOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as DomainError).errors;
  }
  throw new Error('expected a 422');
};

describe('album info input', () => {
  it('keeps only the keys sent; blank clears', () => {
    expect(parseAlbumInfo({ title: ' X ', label_name: '', pline_year: '2024' })).toEqual({ changes: { title: 'X', labelName: null, plineYear: 2024 }, extraArtists: undefined });
    expect(parseAlbumInfo({})).toEqual({ changes: {}, extraArtists: undefined });
  });

  it('normalises a UPC and reads extra artists from either key, a list or JSON text', () => {
    expect(parseAlbumInfo({ upc: '0 36000 29145 2' }).changes.upc).toBe('036000291452');
    expect(parseAlbumInfo({ extra_artist_ids: [{ artist_id: A, role: 'Producer' }, B] }).extraArtists).toEqual([
      { artistId: A, role: 'Producer' },
      { artistId: B, role: null },
    ]);
    expect(parseAlbumInfo({ extra_artists: JSON.stringify([{ artist_id: A }]) }).extraArtists).toEqual([{ artistId: A, role: null }]);
  });

  it('collects every field error', () => {
    expect(errorsOf(() => parseAlbumInfo({ title: 'x'.repeat(256), cline_year: 1800, primary_artist_id: 'me', extra_artist_ids: [{ artist_id: A, role: 'Boss' }] }))).toEqual({
      title: ['Must be at most 255 characters.'],
      cline_year: ['C-Line Year must be 4 digits.'],
      primary_artist_id: ['Choose an artist from your directory.'],
      extra_artist_ids: [expect.stringContaining('Featuring')],
    });
  });
});

describe('resolveExtraArtists', () => {
  it('drops the primary artist, stores each pair once and fills a missing role from the directory', () => {
    const roles = new Map([
      [B, 'Producer'],
      [C, 'Primary Artist'],
    ]);
    expect(
      resolveExtraArtists(
        [
          { artistId: A, role: 'Featuring' },
          { artistId: B, role: null },
          { artistId: B, role: 'Producer' },
          { artistId: C, role: 'Remixer' },
        ],
        roles,
        A,
      ),
    ).toEqual([
      { artistId: B, role: 'Producer' },
      { artistId: C, role: 'Remixer' },
    ]);
  });
});
