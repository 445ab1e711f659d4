import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState, type ReactNode } from 'react';

/** A button that asks first (spec 002: block, unblock and the manual scan each ask for confirmation). */
export const ConfirmAction = ({
  label,
  title,
  message,
  onConfirm,
  color = 'primary',
  testId,
  disabled,
  children,
}: {
  label: string;
  title: string;
  message: string;
  onConfirm: () => Promise<void> | void;
  color?: 'primary' | 'error' | 'success';
  testId: string;
  disabled?: boolean;
  children?: ReactNode;
}) => {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button variant="contained" color={color} onClick={() => setOpen(true)} disabled={disabled || busy} data-testid={testId}>
        {label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} data-testid={`${testId}-dialog`}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText>{message}</DialogContentText>
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            color={color}
            variant="contained"
            data-testid={`${testId}-confirm`}
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onConfirm();
                setOpen(false);
              } finally {
                setBusy(false);
              }
            }}
          >
            Confirm
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
