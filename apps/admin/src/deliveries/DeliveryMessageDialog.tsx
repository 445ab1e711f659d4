import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { DeliveryMessageResponse } from '@soundpost/contracts';
import { useEffect, useState } from 'react';
import { errorMessage } from '../common/errors';
import { fetchDeliveryMessage } from './delivery-calls';

/** The ERN message last built for a delivery, as sent (shown as text, never rendered). */
export const DeliveryMessageDialog = ({ deliveryId, title, onClose }: { deliveryId: string | null; title: string; onClose: () => void }) => {
  const [message, setMessage] = useState<DeliveryMessageResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!deliveryId) return;
    let live = true;
    setMessage(null);
    setError(null);
    fetchDeliveryMessage(deliveryId).then(
      (m) => live && setMessage(m),
      (e: unknown) => live && setError(errorMessage(e, 'Could not load the message.')),
    );
    return () => {
      live = false;
    };
  }, [deliveryId]);
  return (
    <Dialog open={deliveryId !== null} onClose={onClose} maxWidth="lg" fullWidth data-testid="delivery-message-dialog">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers>
        {error && <Alert severity="error">{error}</Alert>}
        {!error && !message && <CircularProgress size={24} />}
        {message && (
          <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }} data-testid="delivery-message-xml">
            {message.xml}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="delivery-message-close">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
};
