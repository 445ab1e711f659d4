import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TrackResponse } from '@soundpost/contracts';
import { requestsTo } from '../../testing/mock-api';
import { installFakeXhr, type FakeXhr } from './testing/fake-xhr';
import { releaseRoute, wizardRelease, wizardTrack } from './testing/fixtures';
import { renderWizard } from './testing/render-wizard';

const RELEASE = wizardRelease({ workflow_stage: 'track_upload' });
const T1 = wizardTrack({ id: 't1', track_number: 1, title: 'One' });
const T2 = wizardTrack({ id: 't2', track_number: 2, title: 'Two', isrc: 'FRSP03000002', duration: 61 });
const T3 = wizardTrack({ id: 't3', track_number: 3, title: 'Three', isrc: null, duration: null });

let xhr: ReturnType<typeof installFakeXhr>;
beforeEach(() => {
  xhr = installFakeXhr();
});
afterEach(() => xhr.restore());

async function openTracks(tracks: TrackResponse[] = [], extra: Parameters<typeof renderWizard>[1] = {}) {
  const app = await renderWizard('/artist/release/r1', { ...releaseRoute(RELEASE, tracks), ...extra });
  await screen.findByTestId('tracks-step');
  return app;
}

const titles = () => within(screen.getByTestId('track-list')).getAllByTestId('track-title').map((el) => el.textContent);
const numbers = () => within(screen.getByTestId('track-list')).getAllByTestId('track-number').map((el) => el.textContent);
const audio = (name: string, type = 'audio/wav') => new File([new Uint8Array([82, 73, 70, 70])], name, { type });
const sentTo = (key: string): FakeXhr[] => xhr.sent.filter((request) => request.key === key);
const renumber = (list: TrackResponse[]) => list.map((track, i) => ({ ...track, track_number: i + 1 }));

describe('Tracks: upload', () => {
  it('uploads several files one after the other, each with its own progress bar', async () => {
    await openTracks();
    const input = screen.getByTestId('tracks-file-input') as HTMLInputElement;
    expect(input.accept).toBe('audio/*');
    expect(input.multiple).toBe(true);
    fireEvent.change(input, { target: { files: [audio('First Song.wav'), audio('second.flac', 'audio/flac')] } });

    await waitFor(() => expect(sentTo('POST /artist/releases/r1/tracks')).toHaveLength(1));
    const [first] = xhr.sent;
    expect(first.headers['Authorization']).toBe('Bearer art-1');
    expect(first.body?.get('title')).toBe('First Song');
    expect(first.body?.get('track_number')).toBe('1');
    expect((first.body?.get('audio') as File).name).toBe('First Song.wav');
    expect([...(first.body?.keys() ?? [])]).toEqual(['title', 'track_number', 'audio']);

    const rows = () => screen.getAllByTestId('track-upload');
    expect(rows()).toHaveLength(2);
    act(() => first.progress(512, 1024));
    const bar = within(rows()[0]).getByTestId('track-upload-progress') as HTMLProgressElement;
    expect(bar.value).toBe(50);
    expect(bar.getAttribute('aria-label')).toBe('Upload progress of First Song.wav');
    expect(within(rows()[0]).getByTestId('track-upload-state').textContent).toBe('50%');
    expect((within(rows()[1]).getByTestId('track-upload-progress') as HTMLProgressElement).value).toBe(0);
    expect((screen.getByTestId('tracks-next') as HTMLButtonElement).disabled).toBe(true);

    act(() => first.respond(201, { track: wizardTrack({ id: 't1', title: 'First Song' }), message: 'Track uploaded.' }));
    await waitFor(() => expect(sentTo('POST /artist/releases/r1/tracks')).toHaveLength(2));
    expect(within(rows()[0]).getByTestId('track-upload-state').textContent).toBe('Uploaded');
    expect(titles()).toEqual(['First Song']);
    const second = xhr.sent[1];
    expect(second.body?.get('track_number')).toBe('2');
    act(() => second.progress(10, 10));
    act(() => second.respond(201, { track: wizardTrack({ id: 't2', track_number: 2, title: 'second' }) }));
    await waitFor(() => expect(titles()).toEqual(['First Song', 'second']));
    expect((screen.getByTestId('tracks-next') as HTMLButtonElement).disabled).toBe(false);
  });

  it('takes dropped files, refuses what is not audio and shows the server message for a refused file', async () => {
    await openTracks();
    const dropzone = screen.getByTestId('tracks-dropzone');
    fireEvent.dragOver(dropzone, { dataTransfer: { types: ['Files'], files: [], dropEffect: 'none' } });
    expect(dropzone.className).toContain('is-active');
    fireEvent.drop(dropzone, { dataTransfer: { types: ['Files'], files: [new File(['x'], 'notes.txt', { type: 'text/plain' }), audio('take.mp3', 'audio/mpeg')] } });

    const rows = screen.getAllByTestId('track-upload');
    expect(within(rows[0]).getByTestId('track-upload-error').textContent).toBe('Only audio files are allowed (WAV, FLAC, MP3, AAC).');
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    act(() =>
      xhr.sent[0].respond(422, {
        message: 'We could not read this audio file. Try a different file.',
        errors: { audio: ['We could not read this audio file. Try a different file.'] },
      }),
    );
    await waitFor(() =>
      expect(within(screen.getAllByTestId('track-upload')[1]).getByTestId('track-upload-error').textContent).toBe(
        'We could not read this audio file. Try a different file.',
      ),
    );
    expect(screen.getByTestId('tracks-empty')).toBeTruthy();
  });

  it('cancels an upload', async () => {
    await openTracks();
    fireEvent.change(screen.getByTestId('tracks-file-input'), { target: { files: [audio('long.wav')] } });
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload of long.wav' }));
    expect(xhr.sent[0].aborted).toBe(true);
    await waitFor(() => expect(screen.getByTestId('track-upload').getAttribute('data-status')).toBe('cancelled'));
  });
});

describe('Tracks: list, reorder, edit, remove', () => {
  it('shows number, title, duration and ISRC, and moves a track with the keyboard buttons', async () => {
    const { fetchMock } = await openTracks([T1, T2, T3], {
      'PUT /artist/releases/r1/tracks/order': { body: { tracks: renumber([T2, T1, T3]), message: 'Order updated.' } },
    });
    const items = screen.getAllByTestId('track-item');
    expect(items[1].textContent).toContain('1:01');
    expect(items[1].textContent).toContain('ISRC FR-SP0-30-00002');
    expect(items[0].getAttribute('draggable')).toBe('true');

    const down = within(items[0]).getByRole('button', { name: 'Move One down' });
    expect((within(items[0]).getByRole('button', { name: 'Move One up' }) as HTMLButtonElement).disabled).toBe(true);
    down.focus();
    fireEvent.click(down);
    expect(titles()).toEqual(['Two', 'One', 'Three']);
    expect((await screen.findByTestId('wizard-notice')).textContent).toBe('Order updated.');
    expect(requestsTo(fetchMock, 'PUT /artist/releases/r1/tracks/order')[0].body).toEqual({ track_ids: ['t2', 't1', 't3'] });
    expect(numbers()).toEqual(['1', '2', '3']);
    await waitFor(() => expect(document.activeElement?.id).toBe('track-t1-move-down'));
  });

  it('reorders by drag and drop', async () => {
    const { fetchMock } = await openTracks([T1, T2, T3], {
      'PUT /artist/releases/r1/tracks/order': { body: { tracks: renumber([T3, T1, T2]), message: 'Order updated.' } },
    });
    const items = screen.getAllByTestId('track-item');
    const dataTransfer = { setData: jest.fn(), effectAllowed: '', dropEffect: '', types: ['text/plain'] };
    fireEvent.dragStart(items[2], { dataTransfer });
    fireEvent.dragOver(items[0], { dataTransfer });
    fireEvent.drop(items[0], { dataTransfer });
    await waitFor(() => expect(requestsTo(fetchMock, 'PUT /artist/releases/r1/tracks/order')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'PUT /artist/releases/r1/tracks/order')[0].body).toEqual({ track_ids: ['t3', 't1', 't2'] });
    await waitFor(() => expect(titles()).toEqual(['Three', 'One', 'Two']));
    expect(dataTransfer.setData).toHaveBeenCalledWith('text/plain', 't3');
  });

  it("reloads the list and says 'Failed to save order.' when the order is refused", async () => {
    await openTracks([T1, T2], {
      'PUT /artist/releases/r1/tracks/order': { status: 500, body: {} },
      'GET /artist/releases/r1/tracks': { body: { tracks: [T1, T2] } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Move Two up' }));
    expect((await screen.findByTestId('wizard-blocked-text')).textContent).toBe('Failed to save order.');
    await waitFor(() => expect(titles()).toEqual(['One', 'Two']));
  });

  it("removes a track only after 'Remove this track?' is confirmed", async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { fetchMock } = await openTracks([T1, T2], {
      'DELETE /artist/tracks/t1': { body: { message: 'Track removed.' } },
      'GET /artist/releases/r1/tracks': { body: { tracks: [{ ...T2, track_number: 1 }] } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove One' }));
    expect(confirm).toHaveBeenLastCalledWith('Remove this track?');
    expect(requestsTo(fetchMock, 'DELETE /artist/tracks/t1')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Remove One' }));
    expect((await screen.findByTestId('wizard-notice')).textContent).toBe('Track removed.');
    await waitFor(() => expect(titles()).toEqual(['Two']));
    expect(numbers()).toEqual(['1']);
    confirm.mockRestore();
  });

  it("says 'Failed to delete track.' when removing fails", async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    await openTracks([T1], { 'DELETE /artist/tracks/t1': { status: 500, body: {} } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove One' }));
    expect((await screen.findByTestId('wizard-blocked-text')).textContent).toBe('Failed to delete track.');
    expect(titles()).toEqual(['One']);
    confirm.mockRestore();
  });

  it('edits a track in a modal with the track form, with a link to the full editor', async () => {
    const { fetchMock } = await openTracks([T1, T2], {
      'PUT /artist/tracks/t2': { body: { track: { ...T2, title: 'Two (Live)' }, message: 'Track saved.' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Two' }));
    const modal = screen.getByTestId('track-modal');
    expect(modal.getAttribute('role')).toBe('dialog');
    expect(document.activeElement).toBe(modal);
    expect(within(modal).getByTestId('track-modal-full-editor').getAttribute('href')).toBe('/artist/release/r1/tracks/t2');
    expect(within(modal).getAllByTestId(/^contributor-row-/).length).toBeGreaterThanOrEqual(1);
    fireEvent.change(within(modal).getByTestId('track-title'), { target: { value: 'Two (Live)' } });
    fireEvent.click(within(modal).getByTestId('track-save'));
    await waitFor(() => expect(screen.queryByTestId('track-modal')).toBeNull());
    expect(titles()).toEqual(['One', 'Two (Live)']);
    expect(screen.getByTestId('wizard-notice').textContent).toBe('Track saved.');
    expect((requestsTo(fetchMock, 'PUT /artist/tracks/t2')[0].body as { title: string }).title).toBe('Two (Live)');
  });

  it('closes the modal with Escape', async () => {
    await openTracks([T1]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit One' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByTestId('track-modal')).toBeNull();
  });

  it('continues to Artwork', async () => {
    const { fetchMock } = await openTracks([T1], {
      'PATCH /artist/releases/r1/stage': { body: { release: { ...RELEASE, workflow_stage: 'artwork' } } },
    });
    fireEvent.click(screen.getByTestId('tracks-next'));
    expect(await screen.findByTestId('artwork-step')).toBeTruthy();
    expect(requestsTo(fetchMock, 'PATCH /artist/releases/r1/stage')[0].body).toEqual({ workflow_stage: 'artwork' });
  });
});
