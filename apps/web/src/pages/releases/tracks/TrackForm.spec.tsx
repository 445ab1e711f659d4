import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { TrackResponse } from '@soundpost/contracts';
import { createI18n } from '../../../i18n/i18n';
import { mockApi, requestsTo, type MockApiOptions } from '../../../testing/mock-api';
import { trackFixture } from '../fixtures';
import { TrackForm } from './TrackForm';
import type { TrackFormVariant } from './track-form';

async function renderForm(options: { track?: TrackResponse; variant?: TrackFormVariant; routes?: MockApiOptions['routes']; onCancel?: () => void } = {}) {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({ routes: options.routes });
  const onSaved = jest.fn();
  const { i18n, ready } = createI18n({ lng: 'en' });
  render(
    <I18nextProvider i18n={i18n}>
      <TrackForm track={options.track ?? trackFixture()} variant={options.variant ?? 'modal'} onSaved={onSaved} onCancel={options.onCancel} />
    </I18nextProvider>,
  );
  await act(async () => {
    await ready;
  });
  return { fetchMock, onSaved };
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const save = () => fireEvent.click(screen.getByTestId('track-save'));

describe('TrackForm', () => {
  it('refuses an empty title and a bad start point with the spec texts, without calling the API', async () => {
    const { fetchMock } = await renderForm();
    type('track-title', '   ');
    type('track-start_point_time', '1:75');
    save();
    expect((await screen.findByTestId('track-title-error')).textContent).toBe('Title is required.');
    expect(screen.getByTestId('track-start_point_time-error').textContent).toBe('Start point must be a valid mm:ss.');
    expect(screen.getByTestId('track-title').getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(fetchMock, 'PUT /artist/tracks/t1')).toHaveLength(0);
  });

  it('checks the P-Line year in the full editor only', async () => {
    const { fetchMock } = await renderForm({ variant: 'full' });
    type('track-pline_year', '30');
    save();
    expect((await screen.findByTestId('track-pline_year-error')).textContent).toBe('P-Line Year must be 4 digits.');
    type('track-pline_year', '1899');
    save();
    await waitFor(() => expect(screen.getByTestId('track-pline_year-error').textContent).toBe('P-Line Year must be 4 digits.'));
    expect(requestsTo(fetchMock, 'PUT /artist/tracks/t1')).toHaveLength(0);
  });

  it('sends empty optional fields as null, canonical values, and only the modal fields', async () => {
    const saved = trackFixture({ title: 'Night Drive (Remix)', start_point_time: '01:05' });
    const { fetchMock, onSaved } = await renderForm({
      track: trackFixture({ subtitle: 'Old subtitle', contributors: [{ name: 'Nina Vega', role: 'Composer' }] }),
      routes: { 'PUT /artist/tracks/t1': { body: { track: saved, message: 'Track saved.' } } },
    });
    type('track-title', '  Night Drive (Remix) ');
    type('track-subtitle', '   ');
    type('track-start_point_time', '1:05');
    type('track-recording_year', '2029-03-04');
    fireEvent.change(screen.getByTestId('track-is_explicit'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('track-is_instrumental'));
    save();
    expect((await screen.findByTestId('track-form-message')).textContent).toBe('Track saved.');
    const [request] = requestsTo(fetchMock, 'PUT /artist/tracks/t1');
    expect(request.body).toEqual({
      title: 'Night Drive (Remix)',
      subtitle: null,
      version: null,
      isrc: 'FRSP03000001',
      iswc: null,
      language_of_performance: null,
      primary_genre: 'Pop',
      secondary_genre: null,
      start_point_time: '01:05',
      sound_recording_owner: null,
      recording_year: '2029-03-04',
      lyrics_transcription: null,
      is_instrumental: 1,
      is_explicit: 3,
      contributors: [{ name: 'Nina Vega', role: 'Composer' }],
    });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('shows the ISRC hyphenated as the lists do, and sends either spelling typed in its stored form', async () => {
    const { fetchMock } = await renderForm({ routes: { 'PUT /artist/tracks/t1': { body: { track: trackFixture(), message: 'Track saved.' } } } });
    expect((screen.getByTestId('track-isrc') as HTMLInputElement).value).toBe('FR-SP0-30-00001');
    type('track-isrc', ' us-rc1-76-07839 ');
    save();
    await screen.findByTestId('track-form-message');
    type('track-isrc', 'USRC17607840');
    save();
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /artist/tracks/t1')).toHaveLength(2));
    expect(requestsTo(fetchMock, 'PUT /artist/tracks/t1').map((r) => (r.body as { isrc: unknown }).isrc)).toEqual(['USRC17607839', 'USRC17607840']);
  });

  it('sends the full editor fields, with the P-Line year as a number and blanks as null', async () => {
    const { fetchMock } = await renderForm({
      variant: 'full',
      track: trackFixture({ composers: 'Someone' }),
      routes: { 'PUT /artist/tracks/t1': { body: { track: trackFixture(), message: 'Track saved.' } } },
    });
    type('track-p_line', 'Vega Records');
    type('track-pline_year', '2030');
    type('track-composers', '');
    save();
    await screen.findByTestId('track-form-message');
    const body = requestsTo(fetchMock, 'PUT /artist/tracks/t1')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ p_line: 'Vega Records', pline_year: 2030, c_line: null, composers: null, resource_reference: null });
  });

  it('keeps at least one contributor row and drops rows left empty', async () => {
    const { fetchMock } = await renderForm({ routes: { 'PUT /artist/tracks/t1': { body: { track: trackFixture() } } } });
    expect(screen.getByTestId('contributor-row-0')).toBeTruthy();
    expect((screen.getByTestId('contributor-remove-0') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('contributor-remove-0'));
    expect(screen.getByTestId('contributor-row-0')).toBeTruthy();

    fireEvent.click(screen.getByTestId('contributor-add'));
    fireEvent.click(screen.getByTestId('contributor-add'));
    expect(screen.queryByTestId('contributor-row-2')).toBeTruthy();
    type('contributor-name-1', ' Ana ');
    type('contributor-role-1', 'Producer');
    fireEvent.click(screen.getByTestId('contributor-remove-2'));
    fireEvent.click(screen.getByTestId('contributor-remove-0'));
    expect(screen.queryByTestId('contributor-row-1')).toBeNull();
    expect((screen.getByTestId('contributor-name-0') as HTMLInputElement).value).toBe(' Ana ');
    expect((screen.getByTestId('contributor-remove-0') as HTMLButtonElement).disabled).toBe(true);

    save();
    // 'Track saved.' comes from the contract when the server sends no message.
    expect((await screen.findByTestId('track-form-message')).textContent).toBe('Track saved.');
    expect((requestsTo(fetchMock, 'PUT /artist/tracks/t1')[0].body as { contributors: unknown }).contributors).toEqual([{ name: 'Ana', role: 'Producer' }]);
  });

  it('shows the server 422 field errors inline', async () => {
    await renderForm({
      routes: {
        'PUT /artist/tracks/t1': {
          status: 422,
          body: { message: 'This ISRC is already used by another track.', errors: { isrc: ['This ISRC is already used by another track.'] } },
        },
      },
    });
    type('track-isrc', 'USRC17607839');
    save();
    expect((await screen.findByTestId('track-isrc-error')).textContent).toBe('This ISRC is already used by another track.');
    expect(screen.getByTestId('track-form-error').textContent).toBe('This ISRC is already used by another track.');
  });

  it("says 'Failed to save track.' when the server gives no message, and offers Cancel", async () => {
    const onCancel = jest.fn();
    await renderForm({ onCancel, routes: { 'PUT /artist/tracks/t1': { status: 500, body: {} } } });
    save();
    expect((await screen.findByTestId('track-form-error')).textContent).toBe('Failed to save track.');
    fireEvent.click(screen.getByTestId('track-cancel'));
    expect(onCancel).toHaveBeenCalled();
  });
});
