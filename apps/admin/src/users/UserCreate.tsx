import { Create } from 'react-admin';
import { UserForm } from './UserForm';
import { staffUserPayload } from './users';

/** POST /api/admin/users; a manager's 403 shows the server's message. */
export const UserCreate = () => (
  <Create title="New user" redirect="list" transform={staffUserPayload}>
    <UserForm mode="create" />
  </Create>
);
