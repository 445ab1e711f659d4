import { ADMIN_MESSAGES } from '@soundpost/contracts';
import { Edit, useNotify, useRedirect } from 'react-admin';
import { errorMessage } from '../common/errors';
import { UserForm } from './UserForm';
import { staffUserPayload } from './users';

/** GET and PUT /api/admin/users/:id; the password is sent only when typed. A refusal shows the server's message. */
export const UserEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title="Edit user"
      mutationMode="pessimistic"
      redirect="list"
      transform={staffUserPayload}
      queryOptions={{
        onError: (error: unknown) => {
          notify(errorMessage(error, ADMIN_MESSAGES.loadUserFailed), { type: 'error' });
          redirect('list', 'users');
        },
      }}
    >
      <UserForm mode="edit" />
    </Edit>
  );
};
