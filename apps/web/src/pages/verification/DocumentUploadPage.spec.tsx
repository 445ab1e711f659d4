import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createI18n } from '../../i18n/i18n';
import { SessionProvider } from '../../session/SessionProvider';
import { mockApi, requestsTo, type MockApiOptions } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { DocumentUploadPage } from './DocumentUploadPage';

const text = (testId: string) => screen.getByTestId(testId).textContent;
const chooseFile = (file: File) => fireEvent.change(screen.getByTestId('document-input'), { target: { files: [file] } });

const ME = { email: 'nina@example.com', email_verified: true, document_status: 'pending', document_path: null, document_url: null };

async function openPage(routes: MockApiOptions['routes']) {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({ routes });
  const app = await renderApp('/document-upload');
  await screen.findByTestId('doc-facts');
  return { fetchMock, ...app };
}

describe('identity verification page (/document-upload)', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:doc');
    URL.revokeObjectURL = jest.fn();
  });

  it('shows the e-mail, the verified flag and the document status from GET /me', async () => {
    const { fetchMock } = await openPage({ 'GET /me': { body: { ...ME, document_url: '/api/files/private/a?expires=1&signature=x' } } });
    expect(text('doc-email')).toBe('nina@example.com');
    expect(screen.getByTestId('doc-email-verified').dataset.verified).toBe('true');
    expect(screen.getByTestId('doc-status').dataset.status).toBe('pending');
    expect(text('doc-status')).toBe('Pending review');
    expect(screen.getByTestId('doc-view').getAttribute('href')).toBe('/api/files/private/a?expires=1&signature=x');
    expect(requestsTo(fetchMock, 'GET /me')[0].headers['Authorization']).toBe('Bearer art-1');
  });

  it('offers no upload while the e-mail is unverified', async () => {
    await openPage({ 'GET /me': { body: { ...ME, email_verified: false } } });
    expect(screen.getByTestId('doc-unverified')).toBeTruthy();
    expect(screen.queryByTestId('document-input')).toBeNull();
  });

  it('checks the file (required, type, size) and previews images only', async () => {
    const { fetchMock } = await openPage({ 'GET /me': { body: ME } });
    fireEvent.click(screen.getByTestId('document-submit'));
    expect(text('doc-file-error')).toBe('Please select a document to upload.');
    chooseFile(new File(['x'], 'id.docx', { type: 'application/msword' }));
    expect(text('doc-file-error')).toBe('Invalid file type. Allowed: JPG, PNG, PDF.');
    chooseFile(new File([new Uint8Array(3 * 1024 * 1024)], 'id.jpeg', { type: 'image/jpeg' }));
    expect(text('doc-file-error')).toBe('Max file size is 2MB.');
    fireEvent.click(screen.getByTestId('document-submit'));
    expect(requestsTo(fetchMock, 'POST /auth/upload-document')).toHaveLength(0);
    chooseFile(new File(['x'], 'id.png', { type: 'image/png' }));
    expect(screen.queryByTestId('doc-file-error')).toBeNull();
    expect((screen.getByTestId('document-input-preview') as HTMLImageElement).getAttribute('src')).toBe('blob:doc');
    chooseFile(new File(['x'], 'id.pdf', { type: 'application/pdf' }));
    expect(screen.queryByTestId('document-input-preview')).toBeNull();
  });

  it('uploads with the artist token, shows the message and re-reads the status', async () => {
    let uploaded = false;
    const { fetchMock } = await openPage({
      'GET /me': () => ({ body: uploaded ? { ...ME, document_path: 'b.png' } : { ...ME, document_status: 'rejected', document_path: 'a.png' } }),
      'POST /auth/upload-document': { body: { message: 'Document uploaded. Pending manual review.', document_status: 'pending' } },
    });
    expect(screen.getByTestId('doc-rejected')).toBeTruthy();
    const file = new File(['x'], 'id.png', { type: 'image/png' });
    chooseFile(file);
    uploaded = true;
    fireEvent.click(screen.getByTestId('document-submit'));
    await waitFor(() => expect(text('doc-message')).toBe('Document uploaded. Pending manual review.'));
    const [upload] = requestsTo(fetchMock, 'POST /auth/upload-document');
    expect(upload.headers['Authorization']).toBe('Bearer art-1');
    expect((upload.body as FormData).get('document')).toBe(file);
    await waitFor(() => expect(screen.getByTestId('doc-status').dataset.status).toBe('pending'));
    expect(screen.getByTestId('doc-view').getAttribute('href')).toBe('/storage/b.png');
  });

  it.each([
    [{ status: 413, body: { code: 'file_too_large', message: 'Max file size is 2MB.' } }, 'Max file size is 2MB.'],
    [{ status: 500, body: {} }, 'Upload failed.'],
  ])('a failed upload shows its message (%#)', async (answer, expected) => {
    await openPage({ 'GET /me': { body: ME }, 'POST /auth/upload-document': answer });
    chooseFile(new File(['x'], 'id.pdf', { type: 'application/pdf' }));
    fireEvent.click(screen.getByTestId('document-submit'));
    await waitFor(() => expect(text('doc-error')).toBe(expected));
  });

  it('Refresh Status re-reads GET /me; on approval it says so and goes to the dashboard after 0.8 s', async () => {
    let approved = false;
    const { fetchMock, router } = await openPage({ 'GET /me': () => ({ body: approved ? { ...ME, document_status: 'approved' } : ME }) });
    expect(text('refresh-status')).toBe('Refresh Status');
    expect(screen.queryByTestId('doc-approved')).toBeNull();
    approved = true;
    fireEvent.click(screen.getByTestId('refresh-status'));
    await waitFor(() => expect(text('doc-approved')).toBe('Approved! Redirecting you to your dashboard…'));
    expect(requestsTo(fetchMock, 'GET /me').length).toBeGreaterThanOrEqual(2);
    expect(router.state.location.pathname).toBe('/document-upload');
    expect(screen.queryByTestId('document-input')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/artist/dashboard'), { timeout: 2000 });
  });

  it('a revoked token (401) shows the not-logged-in state with a link to /login', async () => {
    localStorage.setItem('artist_token', 'revoked');
    mockApi({ routes: { 'GET /me': { status: 401, body: { message: 'Unauthenticated' } } } });
    await renderApp('/document-upload');
    await screen.findByTestId('doc-not-logged-in');
    expect(screen.getByText('Not authenticated. Please log in first.')).toBeTruthy();
    expect(screen.getByTestId('doc-login-link').getAttribute('href')).toBe('/login');
  });

  it('without any token it says the user is not logged in', async () => {
    mockApi();
    const { i18n, ready } = createI18n({ lng: 'en' });
    const router = createMemoryRouter(
      [{ path: '/document-upload', element: <SessionProvider><DocumentUploadPage /></SessionProvider> }],
      { initialEntries: ['/document-upload'] },
    );
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    await act(async () => {
      await ready;
    });
    expect(await screen.findByTestId('doc-not-logged-in')).toBeTruthy();
    expect(screen.getByTestId('doc-login-link').getAttribute('href')).toBe('/login');
  });

  it('log out revokes the token on the server, clears it and goes to /login', async () => {
    const { fetchMock, router } = await openPage({ 'GET /me': { body: ME }, 'POST /auth/logout': { status: 204 } });
    fireEvent.click(screen.getByTestId('doc-logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('artist_token')).toBeNull();
    expect(requestsTo(fetchMock, 'POST /auth/logout')[0].headers['Authorization']).toBe('Bearer art-1');
  });

  it('shows the load error', async () => {
    localStorage.setItem('artist_token', 'art-1');
    mockApi({ routes: { 'GET /me': { status: 500, body: {} } } });
    await renderApp('/document-upload');
    expect((await screen.findByTestId('doc-load-error')).textContent).toBe('Failed to load profile.');
  });
});

describe('documents_not_approved', () => {
  it('any artist call answering 403 documents_not_approved shows the verification page', async () => {
    localStorage.setItem('artist_token', 'art-1');
    mockApi({
      routes: {
        'GET /me/audit-logs': {
          status: 403,
          body: { code: 'documents_not_approved', message: 'Your identity documents have not been approved yet.' },
        },
        'GET /me': { body: ME },
      },
    });
    const { router } = await renderApp('/account/log');
    await waitFor(() => expect(router.state.location.pathname).toBe('/document-upload'));
    await screen.findByTestId('document-upload-page');
  });
});
