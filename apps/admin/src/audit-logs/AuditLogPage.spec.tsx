import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderAdminAt } from '../test/render-admin';
import type { AuditLogResponse } from '@soundpost/contracts';
import { auditDiff, auditPreview } from './audit-format';

const entries: AuditLogResponse[] = [
  {
    id: 101,
    created_at: '2024-05-01T10:00:00Z',
    event: 'updated',
    actor: { id: 'u-1', name: 'Ana Admin', email: 'ana@soundpost.test', role: null },
    auditable: { type: 'User', id: 'u-9' },
    ip_address: '203.0.113.7',
    original: { name: 'Old', email: 'old@x.test', password: 'old-hash', remember_token: 'r1', login_code: '111111', status: 'active' },
    changes: {
      name: 'New',
      email: 'new@x.test',
      password: 'new-hash',
      remember_token: 'r2',
      login_code: '222222',
      status: 'blocked',
      phone: '+351',
      city: 'Porto',
    },
    user_id: 'u-9',
  },
  {
    id: 102,
    created_at: '2024-05-01T11:00:00Z',
    event: 'created',
    actor: null,
    auditable: { type: 'ArtistProfile', id: 'u-9' },
    ip_address: null,
    original: {},
    changes: { artist_name: 'Bo' },
    user_id: 'u-9',
  },
  {
    id: 103,
    created_at: '2024-05-01T12:00:00Z',
    event: 'updated',
    actor: { id: 'p-2', name: 'Alex', email: 'alex@example.com', role: 'manager' },
    auditable: { type: 'Release', id: 'r-1' },
    ip_address: null,
    original: { title: 'A' },
    changes: { title: 'B' },
    user_id: 'u-9',
  },
];

type GetList = jest.Mock<Promise<{ data: unknown[]; total: number }>, [string, Record<string, unknown>]>;

const listOf = (data: unknown[], total: number): GetList =>
  jest.fn(async (_resource: string, _params: Record<string, unknown>) => ({ data, total }));

const setup = (getList: GetList = listOf(entries, 45)) => {
  renderAdminAt('/admin/audit-logs', { dataProvider: { getList } as never });
  return getList;
};

const lastCall = (getList: GetList) => getList.mock.calls[getList.mock.calls.length - 1];

const HIDDEN = /password|remember_token|login_code|old-hash|new-hash|111111|222222/;

describe('audit log helpers', () => {
  it('previews at most 4 visible fields and never the hidden ones', () => {
    const preview = auditPreview(entries[0]);
    expect(preview.fields.map((field) => field.field)).toEqual(['name', 'email', 'status', 'phone']);
    expect(preview.more).toBe(1);
    expect(JSON.stringify(preview)).not.toMatch(HIDDEN);
  });

  it('diffs every visible field from original to changes', () => {
    const diff = auditDiff(entries[0]);
    expect(diff.map((row) => row.field)).toEqual(['name', 'email', 'status', 'phone', 'city']);
    expect(diff[0]).toEqual({ field: 'name', from: 'Old', to: 'New', changed: true });
    expect(diff[4]).toEqual({ field: 'city', from: '—', to: 'Porto', changed: true });
    expect(JSON.stringify(diff)).not.toMatch(HIDDEN);
  });
});

describe('<AuditLogPage>', () => {
  it("lists the entries with the spec's columns and 'Page X of Y · N total'", async () => {
    const getList = setup();

    const row = await screen.findByTestId('audit-row-101');
    expect(within(row).getByText('Ana Admin')).toBeTruthy();
    expect(within(row).getByText('User #u-9')).toBeTruthy();
    expect(within(row).getByText('203.0.113.7')).toBeTruthy();
    expect(within(row).getByText('updated')).toBeTruthy();
    expect(within(screen.getByTestId('audit-row-102')).getByText('System')).toBeTruthy();
    // A member of the artist account is named with the role they acted with.
    expect(within(screen.getByTestId('audit-row-103')).getByText('Alex (manager)')).toBeTruthy();
    expect(screen.getByTestId('audit-sentence-103').textContent).toContain('Alex (manager) changed the release title from “A” to “B”');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers.slice(0, 8)).toEqual(['ID', 'When', 'Event', 'Actor', 'Auditable', 'IP', 'Preview', 'Details']);
    expect(screen.getByTestId('audit-summary').textContent).toBe('Page 1 of 3 · 45 total');
    expect(lastCall(getList)).toEqual([
      'audit-logs',
      expect.objectContaining({ pagination: { page: 1, perPage: 20 }, sort: { field: 'created_at', order: 'DESC' }, filter: {} }),
    ]);
    expect(screen.getByTestId('audit-users-link').getAttribute('href')).toBe('/admin/users');
  });

  it('never shows password, remember_token or login_code, neither in the preview nor in the details', async () => {
    setup();
    const preview = await screen.findByTestId('audit-preview-101');
    expect(preview.textContent).toMatch(/name: New/);
    expect(preview.querySelectorAll('li')).toHaveLength(5); // 4 fields + "+1 more"
    expect(preview.textContent).not.toMatch(HIDDEN);

    fireEvent.click(screen.getByTestId('audit-details-101'));

    const diff = await screen.findByTestId('audit-diff-101');
    expect(within(diff).getByTestId('audit-diff-101-status').textContent).toBe('statusactiveblocked');
    expect(within(diff).getByTestId('audit-diff-101-city')).toBeTruthy();
    expect(diff.textContent).not.toMatch(HIDDEN);
    expect(document.body.textContent).not.toMatch(HIDDEN);

    fireEvent.click(screen.getByTestId('audit-details-101'));
    await waitFor(() => expect(screen.queryByTestId('audit-diff-101')).toBeNull(), { timeout: 5000 });
  });

  it('pages with Prev and Next', async () => {
    const getList = setup();
    await screen.findByTestId('audit-row-101');
    expect((screen.getByTestId('audit-prev') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('audit-next'));

    await waitFor(() => expect(screen.getByTestId('audit-summary').textContent).toBe('Page 2 of 3 · 45 total'));
    expect(lastCall(getList)[1]).toMatchObject({ pagination: { page: 2, perPage: 20 } });
    await waitFor(() => expect((screen.getByTestId('audit-prev') as HTMLButtonElement).disabled).toBe(false));
  });

  it('sends the filters: selects at once, the others on Apply', async () => {
    const getList = setup();
    await screen.findByTestId('audit-row-101');

    fireEvent.change(screen.getByTestId('audit-filter-event'), { target: { value: 'updated' } });
    await waitFor(() => expect(lastCall(getList)[1]['filter']).toEqual({ event: 'updated' }));

    const modelOptions = Array.from((screen.getByTestId('audit-filter-model') as HTMLSelectElement).options).map((o) => o.value);
    expect(modelOptions).toEqual(['', 'User', 'Transaction', 'Subscription', 'ArtistProfile', 'IdentityDocument']);
    const eventOptions = Array.from((screen.getByTestId('audit-filter-event') as HTMLSelectElement).options).map((o) => o.textContent);
    expect(eventOptions).toEqual(['Any', 'created', 'updated', 'deleted']);

    fireEvent.change(screen.getByTestId('audit-filter-model'), { target: { value: 'User' } });
    fireEvent.change(screen.getByTestId('audit-filter-actor_id'), { target: { value: 'u-1' } });
    fireEvent.change(screen.getByTestId('audit-filter-auditable_id'), { target: { value: 'u-9' } });
    fireEvent.change(screen.getByTestId('audit-filter-user_id'), { target: { value: 'u-9' } });
    fireEvent.change(screen.getByTestId('audit-filter-from'), { target: { value: '2024-05-01' } });
    fireEvent.change(screen.getByTestId('audit-filter-to'), { target: { value: '2024-05-31' } });
    fireEvent.change(screen.getByTestId('audit-filter-q'), { target: { value: ' 203.0 ' } });
    fireEvent.click(screen.getByTestId('audit-apply'));

    await waitFor(() =>
      expect(lastCall(getList)[1]['filter']).toEqual({
        event: 'updated',
        model: 'User',
        actor_id: 'u-1',
        auditable_id: 'u-9',
        user_id: 'u-9',
        from: '2024-05-01',
        to: '2024-05-31',
        q: '203.0',
      }),
    );

    fireEvent.click(screen.getByTestId('audit-reset'));
    await waitFor(() => expect(lastCall(getList)[1]['filter']).toEqual({}));
  });

  it("shows 'No logs' and 'Page 1 of 1 · 0 total' when empty; Refresh asks again", async () => {
    const getList = listOf([], 0);
    setup(getList);

    expect((await screen.findByTestId('audit-empty')).textContent).toBe('No logs');
    expect(screen.getByTestId('audit-summary').textContent).toBe('Page 1 of 1 · 0 total');
    const calls = getList.mock.calls.length;
    fireEvent.click(screen.getByTestId('audit-refresh'));
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(calls));
  });

  it("shows the server's message, else 'Failed to load audit logs'", async () => {
    setup(
      jest.fn(async (_resource: string, _params: Record<string, unknown>) => {
        throw new HttpError('', 500, {});
      }),
    );
    expect((await screen.findByTestId('audit-error')).textContent).toBe('Failed to load audit logs');
  });
});
