import { ADMIN_ROLES, ARTIST_CSV_REQUIRED_COLUMNS, hasAdminAccess, isAdminRole, roleNames } from './roles';

describe('admin roles', () => {
  it('lists admin and manager', () => {
    expect(ADMIN_ROLES).toStrictEqual(['admin', 'manager']);
    expect(isAdminRole('manager')).toBe(true);
    expect(isAdminRole('artist')).toBe(false);
    expect(ARTIST_CSV_REQUIRED_COLUMNS).toStrictEqual(['name', 'email', 'password']);
  });

  it('reads role strings and role objects in lower case', () => {
    expect(roleNames(['Admin', { name: ' MANAGER ' }])).toStrictEqual(['admin', 'manager']);
  });

  it('grants access to admin or manager in any form', () => {
    expect(hasAdminAccess(['admin'])).toBe(true);
    expect(hasAdminAccess(['artist', 'Manager'])).toBe(true);
    expect(hasAdminAccess([{ name: 'ADMIN' }])).toBe(true);
  });

  it('refuses everyone else', () => {
    expect(hasAdminAccess(['artist'])).toBe(false);
    expect(hasAdminAccess([{ name: 'administrator' }])).toBe(false);
    expect(hasAdminAccess([])).toBe(false);
    expect(hasAdminAccess(null)).toBe(false);
    expect(hasAdminAccess(undefined)).toBe(false);
  });
});
