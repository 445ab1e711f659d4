import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAdminAt } from '../test/render-admin';
import { artistUpdatePayload, decisionPayload, validateOptionalPassword } from './ArtistEdit';

const artist = (overrides: Record<string, unknown> = {}) => ({
  id: 5,
  name: 'Ana Lima',
  artist_name: 'Ana & The Band',
  email: 'ana@soundpost.test',
  document_status: 'pending',
  email_verified: 1,
  is_verified: 0,
  roles: ['artist'],
  status: 'active',
  document_url: '/api/files/private/doc-5.pdf?expires=1&signature=abc',
  documents: [{ id: 'd1', name: 'passport.pdf', url: '/api/files/private/doc-5.pdf?expires=1&signature=abc', content_type: 'application/pdf' }],
  ...overrides,
});

const setup = (record = artist()) => {
  let current = record;
  const getOne = jest.fn(async () => ({ data: current }));
  const update = jest.fn(async (_resource: string, { id, data }: { id: number; data: Record<string, unknown> }) => {
    current = { ...current, ...data, id };
    return { data: current };
  });
  renderAdminAt('/admin/artists/5/edit', { dataProvider: { getOne, update } as never });
  return { getOne, update };
};

const approve = () => screen.getByTestId('artist-approve') as HTMLButtonElement;
const reject = () => screen.getByTestId('artist-reject') as HTMLButtonElement;

describe('artist edit helpers', () => {
  it('sends the account fields and the password only when non-blank', () => {
    expect(
      artistUpdatePayload({ ...artist(), email_verified: true, is_verified: false, password: '  ', name: ' Ana ' }),
    ).toEqual({
      name: 'Ana',
      email: 'ana@soundpost.test',
      email_verified: 1,
      is_verified: 0,
      document_status: 'pending',
    });
    expect(artistUpdatePayload({ ...artist(), password: 'Secret-123' }).password).toBe('Secret-123');
  });

  it('approve sets approved and is_verified 1; reject sets rejected and 0', () => {
    expect(decisionPayload(artist(), 'approved')).toMatchObject({ document_status: 'approved', is_verified: 1 });
    expect(decisionPayload(artist(), 'rejected')).toMatchObject({ document_status: 'rejected', is_verified: 0 });
  });

  it('asks for 8+ characters only when a password is typed', () => {
    expect(validateOptionalPassword('')).toBeUndefined();
    expect(validateOptionalPassword(undefined)).toBeUndefined();
    expect(validateOptionalPassword('short')).toBe('Use 8+ characters, mix of letters & numbers.');
    expect(validateOptionalPassword('long-enough-1')).toBeUndefined();
  });
});

describe('<ArtistEdit>', () => {
  it('shows the account fields, roles, the password hint and the document download link', async () => {
    setup();

    expect(await screen.findByDisplayValue('Ana Lima')).toBeTruthy();
    expect(screen.getByDisplayValue('ana@soundpost.test')).toBeTruthy();
    expect(within(screen.getByTestId('artist-roles')).getByText('artist')).toBeTruthy();
    expect(screen.getByText('Use 8+ characters, mix of letters & numbers.')).toBeTruthy();
    const link = screen.getByTestId('artist-document-link');
    expect(link.getAttribute('href')).toBe('/api/files/private/doc-5.pdf?expires=1&signature=abc');
    expect(link.textContent).toBe('passport.pdf');
  });

  it("says 'No document uploaded.' without a document", async () => {
    setup(artist({ documents: [], document_url: null }));
    expect((await screen.findByTestId('artist-no-document')).textContent).toBe('No document uploaded.');
  });

  it('enables both buttons for a pending document', async () => {
    setup();
    await screen.findByTestId('artist-approve');
    expect(approve().disabled).toBe(false);
    expect(reject().disabled).toBe(false);
  });

  it('disables Approve when already approved, and rejects with rejected + is_verified 0', async () => {
    const { update } = setup(artist({ document_status: 'approved', is_verified: 1 }));
    await screen.findByTestId('artist-approve');
    await waitFor(() => expect(approve().disabled).toBe(true));
    expect(reject().disabled).toBe(false);

    fireEvent.click(reject());

    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toEqual({
      name: 'Ana Lima',
      email: 'ana@soundpost.test',
      email_verified: 1,
      document_status: 'rejected',
      is_verified: 0,
    });
    expect(await screen.findByText('Document rejected.')).toBeTruthy();
    await waitFor(() => expect(reject().disabled).toBe(true));
    expect(approve().disabled).toBe(false);
  });

  it('disables Reject when already rejected, and approves with approved + is_verified 1', async () => {
    const { update } = setup(artist({ document_status: 'rejected' }));
    await screen.findByTestId('artist-reject');
    await waitFor(() => expect(reject().disabled).toBe(true));

    fireEvent.click(approve());

    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toMatchObject({ document_status: 'approved', is_verified: 1 });
    expect(await screen.findByText('Document approved.')).toBeTruthy();
    await waitFor(() => expect(approve().disabled).toBe(true));
  });

  it("saves the account without a blank password and says 'Artist updated successfully.'", async () => {
    const { update } = setup();
    fireEvent.change(await screen.findByDisplayValue('Ana Lima'), { target: { value: 'Ana L.' } });
    fireEvent.click(screen.getByTestId('artist-save'));

    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toEqual({
      name: 'Ana L.',
      email: 'ana@soundpost.test',
      email_verified: 1,
      is_verified: 0,
      document_status: 'pending',
    });
    expect(await screen.findByText('Artist updated successfully.')).toBeTruthy();
  });

  it('requires name and e-mail', async () => {
    const { update } = setup();
    fireEvent.change(await screen.findByDisplayValue('Ana Lima'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('artist-save'));

    expect(await screen.findByText('Required')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });

  it('sends a typed password', async () => {
    const { update } = setup();
    await screen.findByDisplayValue('Ana Lima');
    fireEvent.change(screen.getByLabelText(/New password/), { target: { value: 'N3w-password' } });
    fireEvent.click(screen.getByTestId('artist-save'));

    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toMatchObject({ password: 'N3w-password' });
  });
});
