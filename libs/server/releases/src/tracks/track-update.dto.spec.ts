import { DomainError, validateBody } from '@soundpost/server-core/http';
import { trackChangesOf, uploadTitle } from './track-changes';
import { parseTrackNumber, TrackOrderDto, TrackUpdateDto } from './track-update.dto';

const changes = async (body: Record<string, unknown>) => trackChangesOf(await validateBody(TrackUpdateDto, body));
const errorsOf = async (dto: Parameters<typeof validateBody>[0], body: Record<string, unknown>) => {
  try {
    await validateBody(dto, body);
    return null;
  } catch (error) {
    return (error as DomainError).errors;
  }
};

describe('uploadTitle', () => {
  it('takes the given title, else the file name without its extension', () => {
    expect(uploadTitle('  My Song ', 'x.wav')).toBe('My Song');
    expect(uploadTitle(undefined, 'Summer Tone.final.wav')).toBe('Summer Tone.final');
    expect(uploadTitle('', 'C:\\music\\demo.flac')).toBe('demo');
    expect(uploadTitle(undefined, '.hidden')).toBe('.hidden');
    expect(uploadTitle(undefined, '')).toBe('Untitled');
  });
});

describe('parseTrackNumber', () => {
  it('accepts whole numbers from 1, as numbers or text', () => {
    expect(parseTrackNumber(3)).toBe(3);
    expect(parseTrackNumber(' 12 ')).toBe(12);
    for (const bad of [0, -1, 1.5, '1.5', 'one', '', null, undefined]) expect(parseTrackNumber(bad)).toBeUndefined();
  });
});

describe('TrackUpdateDto (the track editor)', () => {
  it('carries only the fields the body has', async () => {
    await expect(changes({ title: 'New' })).resolves.toEqual({ fields: { title: 'New' }, trackNumber: undefined });
    await expect(changes({ track_number: '2' })).resolves.toEqual({ fields: {}, trackNumber: 2 });
  });

  it('normalises ISRC, start point, years, flags, dates, genre alias and contributors', async () => {
    const { fields } = await changes({
      isrc: 'us-rc1-76-07839',
      start_point_time: '1:05',
      pline_year: '1999',
      is_instrumental: '1',
      explicit: 1,
      recording_year: '2020',
      genre: 'Pop',
      contributors: JSON.stringify([{ name: ' Ada ', role: 'Composer' }, { name: '', role: '' }]),
      subtitle: '',
    });
    expect(fields).toEqual({
      isrc: 'USRC17607839',
      startPointTime: '01:05',
      plineYear: 1999,
      isInstrumental: true,
      isExplicit: 2,
      recordingYear: '2020-01-01',
      primaryGenre: 'Pop',
      contributors: [{ name: 'Ada', role: 'Composer' }],
      subtitle: null,
    });
    expect((await changes({ isrc: '' })).fields).toEqual({ isrc: null });
    // The current spellings win over the legacy ones.
    expect((await changes({ is_explicit: 3, explicit: 'x', primary_genre: 'Jazz', genre: 5 })).fields).toEqual({ isExplicit: 3, primaryGenre: 'Jazz' });
  });

  it('answers every problem at once with the contract messages', async () => {
    await expect(
      errorsOf(TrackUpdateDto, { title: '', start_point_time: '1:5', pline_year: 1800, isrc: 'USRC1760783', is_explicit: 0, recording_year: '2023-02-30', contributors: [{ name: 'Solo' }], track_number: 0 }),
    ).resolves.toEqual({
      title: ['Title is required.'],
      start_point_time: ['Start point must be a valid mm:ss.'],
      pline_year: ['P-Line Year must be 4 digits.'],
      isrc: ['Enter a valid ISRC (e.g. USRC17607839).'],
      is_explicit: ['Explicit must be 1 (not explicit), 2 (explicit) or 3 (cleaned).'],
      recording_year: ['Enter a valid date (YYYY-MM-DD).'],
      contributors: ['Each contributor needs a name and a role.'],
      track_number: ['Track number must be a whole number of at least 1.'],
    });
    await expect(errorsOf(TrackUpdateDto, { release_id: 'x' })).resolves.toEqual({ release_id: ['This field is not allowed.'] });
  });
});

describe('TrackOrderDto', () => {
  it('needs a list of ids', async () => {
    await expect(errorsOf(TrackOrderDto, { track_ids: ['a'] })).resolves.toBeNull();
    await expect(errorsOf(TrackOrderDto, {})).resolves.toEqual({ track_ids: [expect.any(String)] });
  });
});
