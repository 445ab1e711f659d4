import { DomainError, validateBody } from '@soundpost/server-core/http';
import { albumInfoOf, resolveExtraArtists } from './album-info';
import { ReleaseStageDto, ReleaseUpdateDto } from './release-update.dto';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

const albumInfo = async (body: Record<string, unknown>) => albumInfoOf(await validateBody(ReleaseUpdateDto, body));
const errorsOf = async (dto: Parameters<typeof validateBody>[0], body: Record<string, unknown>) => {
  try {
    await validateBody(dto, body);
  } catch (e) {
    expect(e).toBeInstanceOf(DomainError);
    expect((e as DomainError).status).toBe(422);
    return (e as DomainError).errors;
  }
  throw new Error('expected a 422');
};

describe('ReleaseUpdateDto (album info)', () => {
  it('keeps only the keys sent; blank clears', async () => {
    await expect(albumInfo({ title: ' X ', label_name: '', pline_year: '2024' })).resolves.toEqual({ changes: { title: 'X', labelName: null, plineYear: 2024 }, extraArtists: undefined });
    await expect(albumInfo({})).resolves.toEqual({ changes: {}, extraArtists: undefined });
  });

  it('normalises a UPC and reads extra artists from either key, a list or JSON text', async () => {
    expect((await albumInfo({ upc: '0 36000 29145 2' })).changes.upc).toBe('036000291452');
    expect((await albumInfo({ extra_artist_ids: [{ artist_id: A, role: 'Producer' }, B] })).extraArtists).toEqual([
      { artistId: A, role: 'Producer' },
      { artistId: B, role: null },
    ]);
    expect((await albumInfo({ extra_artists: JSON.stringify([{ artist_id: A }]) })).extraArtists).toEqual([{ artistId: A, role: null }]);
    // The form's own key wins over the alias, which is then not read at all.
    expect((await albumInfo({ extra_artist_ids: [A], extra_artists: 'not a list' })).extraArtists).toEqual([{ artistId: A, role: null }]);
  });

  it('answers every field error at once, with the contract messages', async () => {
    await expect(errorsOf(ReleaseUpdateDto, { title: 'x'.repeat(256), cline_year: 1800, primary_artist_id: 'me', extra_artist_ids: [{ artist_id: A, role: 'Boss' }] })).resolves.toEqual({
      title: ['Must be at most 255 characters.'],
      cline_year: ['C-Line Year must be 4 digits.'],
      primary_artist_id: ['Choose an artist from your directory.'],
      extra_artist_ids: [expect.stringContaining('Featuring')],
    });
  });

  it('refuses fields it does not know (a client cannot set the status)', async () => {
    await expect(errorsOf(ReleaseUpdateDto, { status: 'live' })).resolves.toEqual({ status: ['This field is not allowed.'] });
  });
});

describe('ReleaseStageDto', () => {
  it('needs one of the wizard steps', async () => {
    await expect(validateBody(ReleaseStageDto, { workflow_stage: 'artwork' })).resolves.toMatchObject({ workflow_stage: 'artwork' });
    await expect(errorsOf(ReleaseStageDto, {})).resolves.toEqual({ workflow_stage: [expect.stringMatching(/^Choose one of: album_info, /)] });
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
