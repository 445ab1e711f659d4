import { ARTWORK_MESSAGES } from '@soundpost/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeXhr } from './testing/fake-xhr';
import { NO_SETTINGS, releaseRoute, STORES, wizardRelease } from './testing/fixtures';
import { renderWizard } from './testing/render-wizard';

const RELEASE = wizardRelease({ workflow_stage: 'artwork' });

/** A PNG whose header says width × height (signature and IHDR are all the checks read). */
function png(width: number, height: number, name = 'cover.png', type = 'image/png'): File {
  const bytes = new Uint8Array(33);
  const view = new DataView(bytes.buffer);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  view.setUint32(8, 13);
  bytes.set([0x49, 0x48, 0x44, 0x52], 12);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new File([bytes], name, { type });
}

/** A JPEG with an APP0 segment before its SOF0 frame header. */
function jpeg(width: number, height: number): File {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new File([new Uint8Array([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9])], 'cover.jpg', { type: 'image/jpeg' });
}

let xhr: ReturnType<typeof installFakeXhr>;
beforeEach(() => {
  xhr = installFakeXhr();
});
afterEach(() => xhr.restore());

async function openArtwork(release = RELEASE) {
  const app = await renderWizard('/artist/release/r1', {
    ...releaseRoute(release),
    'GET /artist/releases/r1/distribution': { body: { settings: NO_SETTINGS } },
    'GET /artist/stores': { body: { stores: STORES } },
  });
  await screen.findByTestId('artwork-step');
  return app;
}

const choose = (file: File) => fireEvent.change(screen.getByTestId('artwork-file'), { target: { files: [file] } });
const uploadButton = () => screen.getByTestId('artwork-upload') as HTMLButtonElement;

describe('Artwork: checks before upload', () => {
  it('shows the sRGB and no logos, URLs, dates or ads guidance', async () => {
    await openArtwork();
    const guidance = screen.getByTestId('artwork-guidance').textContent;
    expect(guidance).toContain('sRGB');
    expect(guidance).toContain('No logos, URLs, dates or ads');
    expect((screen.getByTestId('artwork-file') as HTMLInputElement).accept).toBe('.jpg,.jpeg,.png,image/jpeg,image/png');
  });

  const oversized = () => {
    const file = png(3000, 3000);
    Object.defineProperty(file, 'size', { value: 35 * 1024 * 1024 + 1 });
    return file;
  };

  it.each([
    ['a GIF', () => new File(['GIF89a'], 'cover.gif', { type: 'image/gif' }), ARTWORK_MESSAGES.onlyJpgOrPng],
    ['a GIF named .png', () => new File(['GIF89a......'], 'cover.png', { type: 'image/png' }), ARTWORK_MESSAGES.onlyJpgOrPng],
    ['a file over 35 MB', oversized, ARTWORK_MESSAGES.maxSize],
    ['a 2999×2999 image', () => png(2999, 2999), ARTWORK_MESSAGES.minResolution],
    ['a 3000×3061 image', () => png(3000, 3061), ARTWORK_MESSAGES.notSquare],
    ['an unreadable image', () => new File(['not an image at all'], 'cover.png', { type: 'image/png' }), ARTWORK_MESSAGES.unreadable],
  ])('refuses %s with its message', async (_label, make, message) => {
    await openArtwork();
    choose(make());
    await waitFor(() => expect(screen.getByTestId('artwork-error').textContent).toBe(message));
    expect(uploadButton().disabled).toBe(true);
    expect(xhr.sent).toHaveLength(0);
  });

  it.each([
    ['PNG 3000×3060 (within 2%)', () => png(3000, 3060)],
    ['JPEG 3000×3000', () => jpeg(3000, 3000)],
  ])('accepts a %s', async (_label, make) => {
    await openArtwork();
    choose(make());
    expect(await screen.findByTestId('artwork-ready')).toBeTruthy();
    expect(screen.queryByTestId('artwork-error')).toBeNull();
    expect(uploadButton().disabled).toBe(false);
  });
});

describe('Artwork: upload', () => {
  it("uploads with progress, says 'Artwork uploaded.' and moves to Distribution", async () => {
    await openArtwork();
    choose(png(3000, 3000));
    await waitFor(() => expect(uploadButton().disabled).toBe(false));
    fireEvent.click(uploadButton());
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const request = xhr.sent[0];
    expect(request.key).toBe('POST /artist/releases/r1/artwork');
    expect((request.body?.get('cover') as File).name).toBe('cover.png');
    act(() => request.progress(30, 100));
    expect((screen.getByTestId('artwork-progress').querySelector('progress') as HTMLProgressElement).value).toBe(30);
    expect(screen.getByTestId('artwork-progress').textContent).toContain('Uploading… 30%');
    act(() =>
      request.respond(200, {
        release: { ...RELEASE, workflow_stage: 'distribution', cover_art_url: '/api/files/covers/r1.png?sig=1' },
        message: 'Artwork uploaded.',
      }),
    );
    expect(await screen.findByTestId('wizard-panel-distribution')).toBeTruthy();
    expect(screen.getByTestId('wizard-notice').textContent).toBe('Artwork uploaded.');
  });

  it('shows what the server refuses, on the field and in the Action blocked alert', async () => {
    await openArtwork();
    choose(png(3000, 3000));
    await waitFor(() => expect(uploadButton().disabled).toBe(false));
    fireEvent.click(uploadButton());
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    act(() => xhr.sent[0].respond(422, { message: ARTWORK_MESSAGES.notSquare, errors: { cover: [ARTWORK_MESSAGES.notSquare] } }));
    expect((await screen.findByTestId('wizard-blocked-text')).textContent).toBe(ARTWORK_MESSAGES.notSquare);
    expect(screen.getByTestId('artwork-error').textContent).toBe(ARTWORK_MESSAGES.notSquare);

    fireEvent.click(uploadButton());
    await waitFor(() => expect(xhr.sent).toHaveLength(2));
    act(() => xhr.sent[1].respond(413, { message: ARTWORK_MESSAGES.maxSize }));
    await waitFor(() => expect(screen.getByTestId('wizard-blocked-text').textContent).toBe(ARTWORK_MESSAGES.maxSize));

    fireEvent.click(uploadButton());
    await waitFor(() => expect(xhr.sent).toHaveLength(3));
    act(() => xhr.sent[2].fail());
    await waitFor(() => expect(screen.getByTestId('wizard-blocked-text').textContent).toBe(ARTWORK_MESSAGES.uploadFailed));
  });

  it('shows the current artwork and continues without a new upload', async () => {
    await renderWizard('/artist/release/r1', {
      ...releaseRoute({ ...RELEASE, cover_art_url: '/api/files/covers/r1.png?sig=1', cover_art_width: 3000, cover_art_height: 3000 }),
      'PATCH /artist/releases/r1/stage': { body: { release: { ...RELEASE, workflow_stage: 'distribution' } } },
      'GET /artist/releases/r1/distribution': { body: { settings: NO_SETTINGS } },
      'GET /artist/stores': { body: { stores: STORES } },
    });
    expect((await screen.findByTestId('artwork-current')).getAttribute('src')).toBe('/api/files/covers/r1.png?sig=1');
    fireEvent.click(screen.getByTestId('artwork-continue'));
    expect(await screen.findByTestId('wizard-panel-distribution')).toBeTruthy();
  });
});
