import { Alert } from '@mui/material';
import { useListContext } from 'react-admin';
import { errorMessage } from './errors';

/** Shown by a react-admin List whose load failed (e.g. a manager's 403): the server's message, else `fallback`. */
export const ListError = ({ fallback, testId = 'list-error' }: { fallback: string; testId?: string }) => {
  const { error } = useListContext();
  return (
    <Alert severity="error" sx={{ m: 2 }} data-testid={testId}>
      {errorMessage(error, fallback)}
    </Alert>
  );
};
