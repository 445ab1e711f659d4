import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { ADMIN_MESSAGES } from '@soundpost/contracts';
import { useState } from 'react';
import { useDelete, useNotify, useRefresh, type RaRecord } from 'react-admin';
import { errorMessage } from '../errors';

export interface ConfirmDeleteButtonProps {
  resource: string;
  record: RaRecord;
  /** Dialog title, e.g. 'Delete popup'. */
  title: string;
  /** The question, naming the record. */
  message: string;
  /** Success notice, e.g. 'Popup deleted.'. */
  deleted: string;
  /** Shown when the delete fails and the server gave no message; 'Delete failed' by default. */
  failed?: string;
  /** Test ids: `<testIdPrefix>delete-<id>`, `-cancel`, `-confirm`, and the dialog's own. */
  testIdPrefix: string;
  dialogTestId: string;
}

/** A row's Delete: asks first, deletes pessimistically, notifies and refreshes, or shows the server's refusal. */
export const ConfirmDeleteButton = ({ resource, record, title, message, deleted, failed = ADMIN_MESSAGES.deleteFailed, testIdPrefix, dialogTestId }: ConfirmDeleteButtonProps) => {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const [deleteOne, { isPending }] = useDelete();

  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(deleted, { type: 'success' });
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          notify(errorMessage(error, failed), { type: 'error' });
        },
      },
    );

  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)} data-testid={`${testIdPrefix}delete-${record.id}`}>
        Delete
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} data-testid={dialogTestId}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{message}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} data-testid={`${testIdPrefix}delete-cancel`}>
            Cancel
          </Button>
          <Button color="error" onClick={confirm} disabled={isPending} data-testid={`${testIdPrefix}delete-confirm`}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
