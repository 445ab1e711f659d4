import { useMemo } from 'react';
import { email, minLength, PasswordInput, required, SelectInput, SimpleForm, TextInput, useRecordContext } from 'react-admin';
import { ROLE_CHOICES, staffRoleOf } from './users';

const requiredField = required();
const nameValidators = [requiredField];
const emailValidators = [requiredField, email()];
const roleValidators = [requiredField];
const createPasswordValidators = [requiredField, minLength(8)];
const editPasswordValidators = [minLength(8)];

/**
 * The staff user form: name and e-mail required, role admin or manager, password required on
 * create and optional on edit (left blank, it is not sent).
 */
export const UserForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const record = useRecordContext();
  // The API sends `roles: [...]`; the form edits one `role`. Memoised: a new record would reset the form.
  const formRecord = useMemo(
    () => (record ? { ...record, role: staffRoleOf(record) ?? '', password: '' } : { role: 'manager' }),
    [record],
  );
  return (
    <SimpleForm record={formRecord} noValidate data-testid={`user-form-${mode}`}>
      <TextInput source="name" label="Name" validate={nameValidators} fullWidth />
      <TextInput source="email" label="Email" type="email" validate={emailValidators} fullWidth />
      <SelectInput source="role" label="Role" choices={ROLE_CHOICES} validate={roleValidators} />
      <PasswordInput
        source="password"
        label="Password"
        autoComplete="new-password"
        validate={mode === 'create' ? createPasswordValidators : editPasswordValidators}
        helperText={mode === 'edit' ? 'Leave blank to keep the current password.' : undefined}
        fullWidth
      />
    </SimpleForm>
  );
};
