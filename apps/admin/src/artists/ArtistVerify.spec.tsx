import { DOCUMENT_REJECTION_COMMENTS } from '@soundpost/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderAdminAt } from '../test/render-admin';

const artist = (overrides: Record<string, unknown> = {}) => ({
  id: 8,
  name: 'Bo Silva',
  artist_name: 'Bo',
  email: 'bo@soundpost.test',
  document_status: 'pending',
  email_verified: 1,
  is_verified: 0,
  roles: ['artist'],
  doc_type: 'passport',
  passport_number: 'P1234567',
  id_expiry_date: '2031-05-01',
  nationality: 'PT',
  documents: [
    { id: 'a', name: 'passport.png', url: '/api/files/private/a?sig=1', content_type: 'image/png' },
    { id: 'b', name: 'back.pdf', url: '/api/files/private/b?sig=1', content_type: 'application/pdf' },
    { id: 'c', name: 'notes.docx', url: '/api/files/private/c?sig=1', content_type: 'application/octet-stream' },
  ],
  ...overrides,
});

const setup = (record = artist(), verifyArtist = jest.fn(async () => ({ message: 'Verification updated and email sent.' }))) => {
  const getOne = jest.fn(async () => ({ data: record }));
  renderAdminAt('/admin/artists/8/verify', { dataProvider: { getOne, verifyArtist } as never });
  return { getOne, verifyArtist };
};

const pressed = (testId: string) => screen.getByTestId(testId).getAttribute('aria-pressed');
const preview = () => screen.getByTestId('doc-preview');
const key = (k: string, target: Element | Window = window) => fireEvent.keyDown(target, { key: k });

describe('<ArtistVerify>', () => {
  it('shows the identity details and an image preview of the first document', async () => {
    setup();

    expect((await screen.findByTestId('verify-field-passport_number')).textContent).toBe('P1234567');
    expect(screen.getByTestId('verify-field-email').textContent).toBe('bo@soundpost.test');
    expect(preview().dataset['kind']).toBe('image');
    expect(preview().querySelector('img')?.getAttribute('src')).toBe('/api/files/private/a?sig=1');
  });

  it('moves between documents with the arrow keys: PDF preview, then "Preview not supported for this file."', async () => {
    setup();
    await screen.findByTestId('doc-preview');

    key('ArrowRight');
    await waitFor(() => expect(preview().dataset['kind']).toBe('pdf'));
    expect(preview().querySelector('iframe')?.getAttribute('src')).toBe('/api/files/private/b?sig=1');

    key('ArrowRight');
    await waitFor(() => expect(preview().dataset['kind']).toBe('none'));
    expect(screen.getByTestId('doc-preview-unsupported').textContent).toBe('Preview not supported for this file.');

    key('ArrowRight');
    expect(screen.getByTestId('doc-item-2').getAttribute('aria-selected')).toBe('true');

    key('ArrowLeft');
    key('ArrowLeft');
    await waitFor(() => expect(preview().dataset['kind']).toBe('image'));
    key('ArrowLeft');
    expect(screen.getByTestId('doc-item-0').getAttribute('aria-selected')).toBe('true');
  });

  it("says 'No document uploaded.' without documents", async () => {
    setup(artist({ documents: [], document_url: null }));
    expect((await screen.findByTestId('verify-no-document')).textContent).toBe('No document uploaded.');
  });

  it('chooses approve with A and reject with R, but not while typing in the comment box', async () => {
    setup();
    await screen.findByTestId('verify-approve');
    expect((screen.getByTestId('verify-submit') as HTMLButtonElement).disabled).toBe(true);

    key('a');
    await waitFor(() => expect(pressed('verify-approve')).toBe('true'));
    expect((screen.getByTestId('verify-submit') as HTMLButtonElement).disabled).toBe(false);

    key('R');
    await waitFor(() => expect(pressed('verify-reject')).toBe('true'));
    expect(pressed('verify-approve')).toBe('false');

    const comment = screen.getByTestId('verify-comment');
    key('a', comment);
    key('ArrowRight', comment);
    expect(pressed('verify-reject')).toBe('true');
    expect(pressed('verify-approve')).toBe('false');
    expect(screen.getByTestId('doc-item-0').getAttribute('aria-selected')).toBe('true');
  });

  it('offers the four canned rejection comments, which choose reject and fill the comment', async () => {
    setup();
    await screen.findByTestId('verify-canned');

    expect(DOCUMENT_REJECTION_COMMENTS).toHaveLength(4);
    DOCUMENT_REJECTION_COMMENTS.forEach((text, index) =>
      expect(screen.getByTestId(`verify-canned-${index}`).textContent).toBe(text),
    );

    fireEvent.click(screen.getByTestId('verify-canned-0'));
    expect(pressed('verify-reject')).toBe('true');
    expect((screen.getByTestId('verify-comment') as HTMLTextAreaElement).value).toBe(DOCUMENT_REJECTION_COMMENTS[0]);

    fireEvent.click(screen.getByTestId('verify-canned-3'));
    expect((screen.getByTestId('verify-comment') as HTMLTextAreaElement).value).toBe(
      `${DOCUMENT_REJECTION_COMMENTS[0]} ${DOCUMENT_REJECTION_COMMENTS[3]}`,
    );
  });

  it("posts the decision and the comment, then says 'Verification updated and email sent.'", async () => {
    const { verifyArtist, getOne } = setup();
    await screen.findByTestId('verify-reject');

    fireEvent.click(screen.getByTestId('verify-reject'));
    fireEvent.change(screen.getByTestId('verify-comment'), { target: { value: '  The document is blurry.  ' } });
    fireEvent.click(screen.getByTestId('verify-submit'));

    await waitFor(() => expect(verifyArtist).toHaveBeenCalledWith('8', { decision: 'rejected', comment: 'The document is blurry.' }));
    expect((await screen.findByTestId('verify-done')).textContent).toBe('Verification updated and email sent.');
    await waitFor(() => expect(getOne.mock.calls.length).toBeGreaterThan(1));
  });

  it('approves with the button', async () => {
    const { verifyArtist } = setup();
    fireEvent.click(await screen.findByTestId('verify-approve'));
    fireEvent.click(screen.getByTestId('verify-submit'));
    await waitFor(() => expect(verifyArtist).toHaveBeenCalledWith('8', { decision: 'approved', comment: '' }));
  });

  it("shows the server's message when the decision fails", async () => {
    setup(
      artist(),
      jest.fn(async () => {
        throw new HttpError('The artist has no document to review.', 422, {});
      }),
    );
    fireEvent.click(await screen.findByTestId('verify-approve'));
    fireEvent.click(screen.getByTestId('verify-submit'));
    expect(await screen.findByText('The artist has no document to review.')).toBeTruthy();
  });

  it("shows the server's message when the artist cannot be loaded", async () => {
    renderAdminAt('/admin/artists/99/verify', {
      dataProvider: {
        getOne: jest.fn(async () => {
          throw new HttpError('Artist not found.', 404, {});
        }),
      } as never,
    });
    expect((await screen.findByTestId('verify-error')).textContent).toBe('Artist not found.');
  });
});
