import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderAdminAt } from '../test/render-admin';
import { staffRoleOf, staffUserPayload } from './users';

const users = [
  { id: 1, name: 'Ana Admin', email: 'ana@soundpost.test', roles: ['admin'], created_at: '2024-01-02T10:00:00Z', last_login_at: null },
  { id: 2, name: 'Rui Manager', email: 'rui@soundpost.test', roles: [{ name: 'manager' }], created_at: '2024-02-03T10:00:00Z', last_login_at: null },
];

const chooseRole = async (label: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Role/ }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
};

describe('staff user helpers', () => {
  it('reads the staff role from roles given as strings or objects', () => {
    expect(staffRoleOf({ id: 1, roles: ['admin'] })).toBe('admin');
    expect(staffRoleOf({ id: 1, roles: [{ name: 'Manager' }] })).toBe('manager');
    expect(staffRoleOf({ id: 1, roles: ['artist'] })).toBeUndefined();
    expect(staffRoleOf({ id: 1, role: 'manager', roles: [] })).toBe('manager');
  });

  it('sends the password only when one was typed', () => {
    expect(staffUserPayload({ name: ' Ana ', email: ' a@b.test ', role: 'admin', password: '   ', roles: ['x'], id: 3 })).toEqual({
      name: 'Ana',
      email: 'a@b.test',
      role: 'admin',
    });
    expect(staffUserPayload({ name: 'Ana', email: 'a@b.test', role: 'manager', password: 'Secret-123' })).toEqual({
      name: 'Ana',
      email: 'a@b.test',
      role: 'manager',
      password: 'Secret-123',
    });
  });
});

describe('users screens', () => {
  it('lists the staff users sorted by name with their roles', async () => {
    const getList = jest.fn(async () => ({ data: users, total: 2 }));
    renderAdminAt('/admin/users', { dataProvider: { getList } as never });

    const row = await screen.findByTestId('user-row-2');
    expect(within(row).getByText('Rui Manager')).toBeTruthy();
    expect(within(row).getByText('manager')).toBeTruthy();
    expect(getList).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({ sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 20 } }),
    );
  });

  it("shows the server's message when a manager is refused (403)", async () => {
    const getList = jest.fn(async () => {
      throw new HttpError('Only administrators can manage staff users.', 403, { code: 'forbidden' });
    });
    renderAdminAt('/admin/users', { dataProvider: { getList } as never });

    expect((await screen.findByTestId('users-error')).textContent).toBe('Only administrators can manage staff users.');
  });

  const renderCreate = () => {
    const create = jest.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
      data: { id: 9, ...data },
    }));
    renderAdminAt('/admin/users/create', {
      dataProvider: { create, getList: async () => ({ data: [], total: 0 }) } as never,
    });
    return create;
  };
  const save = () => screen.getByRole('button', { name: 'Save' });

  it('requires the e-mail and the password on create', async () => {
    const create = renderCreate();
    await screen.findByRole('button', { name: 'Save' });

    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Nova Staff' } });
    fireEvent.click(save());

    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    expect(create).not.toHaveBeenCalled();
  });

  it('requires the name and a valid e-mail on create', async () => {
    const create = renderCreate();
    await screen.findByRole('button', { name: 'Save' });

    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Sup3r-secret' } });
    fireEvent.click(save());

    expect(await screen.findByText('Must be a valid email')).toBeTruthy();
    expect(screen.getAllByText('Required')).toHaveLength(1);
    expect(create).not.toHaveBeenCalled();
  });

  it('posts name, email, role and password on create', async () => {
    const create = renderCreate();
    await screen.findByRole('button', { name: 'Save' });

    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Nova Staff' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'nova@soundpost.test' } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'Sup3r-secret' } });
    await chooseRole('Admin');
    fireEvent.click(save());

    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][0]).toBe('users');
    expect(create.mock.calls[0][1].data).toEqual({
      name: 'Nova Staff',
      email: 'nova@soundpost.test',
      role: 'admin',
      password: 'Sup3r-secret',
    });
  });

  it('edits without a password: the password is optional and not sent when blank', async () => {
    const getOne = jest.fn(async () => ({ data: users[1] }));
    const update = jest.fn(async (_resource: string, { id, data }: { id: number; data: Record<string, unknown> }) => ({
      data: { id, ...data },
    }));
    renderAdminAt('/admin/users/2', {
      dataProvider: { getOne, update, getList: async () => ({ data: users, total: 2 }) } as never,
    });

    const name = (await screen.findByDisplayValue('Rui Manager')) as HTMLInputElement;
    expect(screen.getByRole('combobox', { name: /Role/ }).textContent).toBe('Manager');
    fireEvent.change(name, { target: { value: 'Rui M.' } });
    fireEvent.click(save());

    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toEqual({ name: 'Rui M.', email: 'rui@soundpost.test', role: 'manager' });
  });

  it('rejects a short password on edit', async () => {
    const update = jest.fn();
    renderAdminAt('/admin/users/2', {
      dataProvider: { getOne: async () => ({ data: users[1] }), update } as never,
    });

    await screen.findByDisplayValue('Rui Manager');
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'short' } });
    fireEvent.click(save());

    expect(await screen.findByText(/8 characters/)).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });

  it("shows the server's message when the user cannot be loaded for editing", async () => {
    renderAdminAt('/admin/users/2', {
      dataProvider: {
        getOne: jest.fn(async () => {
          throw new HttpError('Only administrators can manage staff users.', 403, { code: 'forbidden' });
        }),
        getList: jest.fn(async () => {
          throw new HttpError('Only administrators can manage staff users.', 403, { code: 'forbidden' });
        }),
      } as never,
    });
    expect((await screen.findAllByText('Only administrators can manage staff users.')).length).toBeGreaterThan(0);
  });
});
