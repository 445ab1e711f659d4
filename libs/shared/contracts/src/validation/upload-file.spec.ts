import {
  fileExtension,
  isAllowedArtworkFile,
  isAllowedDocumentFile,
  validateArtworkDimensions,
  validateArtworkFile,
  validateDocumentFile,
} from './upload-file';

const MB = 1024 * 1024;

describe('fileExtension', () => {
  it('returns the lower-cased last extension', () => {
    expect(fileExtension('scan.PDF')).toBe('pdf');
    expect(fileExtension('my.id.card.jpeg')).toBe('jpeg');
    expect(fileExtension('noext')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });
});

describe('document file', () => {
  it.each([
    ['id.jpg', 'image/jpeg'],
    ['id.JPEG', 'image/jpeg'],
    ['id.png', 'image/png'],
    ['id.pdf', 'application/pdf'],
    ['id.pdf', ''],
    ['id.png', undefined],
  ])('allows %s (%p)', (name, type) => {
    expect(isAllowedDocumentFile({ name, size: 1, type })).toBe(true);
  });

  it.each([
    ['id.gif', 'image/gif'],
    ['id.heic', ''],
    ['id', 'image/png'],
    ['id.pdf', 'text/plain'],
    ['id.png.exe', 'application/octet-stream'],
  ])('refuses %s (%p)', (name, type) => {
    expect(isAllowedDocumentFile({ name, size: 1, type })).toBe(false);
  });

  it('requires a file', () => {
    expect(validateDocumentFile(null)).toStrictEqual({ ok: false, error: 'Please select a document to upload.' });
    expect(validateDocumentFile(undefined, { required: 'Choose a file (JPG, PNG, PDF, max 2MB).' })).toStrictEqual({
      ok: false,
      error: 'Choose a file (JPG, PNG, PDF, max 2MB).',
    });
  });

  it('accepts exactly 2 MB and refuses one byte more', () => {
    const file = { name: 'id.pdf', size: 2 * MB, type: 'application/pdf' };
    expect(validateDocumentFile(file)).toStrictEqual({ ok: true, value: file });
    expect(validateDocumentFile({ ...file, size: 2 * MB + 1 })).toStrictEqual({
      ok: false,
      error: 'Max file size is 2MB.',
    });
  });

  it('checks the type before the size', () => {
    expect(validateDocumentFile({ name: 'id.gif', size: 10 * MB })).toStrictEqual({
      ok: false,
      error: 'Invalid file type. Allowed: JPG, PNG, PDF.',
    });
  });
});

describe('artwork file', () => {
  it('allows jpg/jpeg/png only', () => {
    expect(isAllowedArtworkFile({ name: 'cover.jpg', size: 1, type: 'image/jpeg' })).toBe(true);
    expect(isAllowedArtworkFile({ name: 'cover.png', size: 1 })).toBe(true);
    expect(isAllowedArtworkFile({ name: 'cover.pdf', size: 1, type: 'application/pdf' })).toBe(false);
    expect(isAllowedArtworkFile({ name: 'cover.webp', size: 1, type: 'image/webp' })).toBe(false);
  });

  it('accepts exactly 35 MB and refuses one byte more', () => {
    const file = { name: 'cover.png', size: 35 * MB, type: 'image/png' };
    expect(validateArtworkFile(file)).toStrictEqual({ ok: true, value: file });
    expect(validateArtworkFile({ ...file, size: 35 * MB + 1 })).toStrictEqual({
      ok: false,
      error: 'Image must be 35 MB or smaller.',
    });
  });

  it('refuses other types', () => {
    expect(validateArtworkFile({ name: 'cover.gif', size: 1 })).toStrictEqual({
      ok: false,
      error: 'Only JPG or PNG images are allowed.',
    });
  });
});

describe('validateArtworkDimensions', () => {
  it('accepts 3000×3000 and larger squares', () => {
    expect(validateArtworkDimensions(3000, 3000)).toStrictEqual({ ok: true, value: { width: 3000, height: 3000 } });
    expect(validateArtworkDimensions(6000, 6000).ok).toBe(true);
  });

  it('refuses 2999 on either side', () => {
    const error = { ok: false, error: 'Minimum resolution is 3000×3000 pixels.' };
    expect(validateArtworkDimensions(2999, 3000)).toStrictEqual(error);
    expect(validateArtworkDimensions(3000, 2999)).toStrictEqual(error);
    expect(validateArtworkDimensions(2000, 4000)).toStrictEqual(error);
  });

  it('allows up to 2% of the shorter side', () => {
    expect(validateArtworkDimensions(3000, 3060).ok).toBe(true);
    expect(validateArtworkDimensions(3060, 3000).ok).toBe(true);
    expect(validateArtworkDimensions(3000, 3061)).toStrictEqual({
      ok: false,
      error: 'Artwork must be perfectly square (1:1).',
    });
    expect(validateArtworkDimensions(3061, 3000)).toStrictEqual({
      ok: false,
      error: 'Artwork must be perfectly square (1:1).',
    });
  });

  it.each([
    [0, 3000],
    [3000, -1],
    [Number.NaN, 3000],
    [3000.5, 3000],
    [Number.POSITIVE_INFINITY, 3000],
  ])('reports %p×%p as unreadable', (width, height) => {
    expect(validateArtworkDimensions(width, height)).toStrictEqual({
      ok: false,
      error: 'Could not read the image. Try a different file.',
    });
  });
});
