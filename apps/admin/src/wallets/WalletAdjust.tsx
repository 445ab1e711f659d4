import { Alert, Box, Button, Card, CardContent, Link, MenuItem, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { ADMIN_MESSAGES, WALLET_FOUR_EYES_MESSAGES, parseMoneyInput, validateAdjustAmountCents, validateAdjustMeta, REDIRECT_DELAYS_MS, type WalletTransactionType } from '@soundpost/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Title, useBasename } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { formatCents } from '../billing/billing';
import { errorMessage } from '../common/errors';
import { createHttpClient, ADMIN_API_URL } from '../providers/data-provider';
import { adjustWallet } from './wallet-api';

type Errors = Partial<Record<'amount' | 'meta', string>>;

/** /admin/wallets/:id/adjust: a manual credit or debit in EUR; on success back to the wallet's transactions after 0.8 s. */
export const WalletAdjust = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const base = useBasename();
  const [wallet, setWallet] = useState<{ balance: number; currency: string; email: string } | null>(null);
  const [type, setType] = useState<WalletTransactionType>('credit');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [meta, setMeta] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState(false);
  const key = useRef(crypto.randomUUID());

  useEffect(() => {
    let live = true;
    createHttpClient()(`${ADMIN_API_URL}/wallets/${encodeURIComponent(id)}`).then(
      ({ json }) => {
        const w = json as { balance: number; currency: string; user?: { email?: string } };
        if (live) setWallet({ balance: w.balance, currency: w.currency, email: w.user?.email ?? '' });
      },
      (error: unknown) => live && setResult({ ok: false, text: errorMessage(error, ADMIN_MESSAGES.loadWalletFailed) }),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const cents = validateAdjustAmountCents(parseMoneyInput(amount));
    const parsedMeta = validateAdjustMeta(meta);
    setErrors({ amount: cents.ok ? undefined : cents.error, meta: parsedMeta.ok ? undefined : parsedMeta.error });
    if (!cents.ok || !parsedMeta.ok) return;
    setBusy(true);
    try {
      const answer = await adjustWallet(id, { type, amount: cents.value, currency: 'eur', description: description.trim() || null, meta: parsedMeta.value }, key.current);
      if ('request' in answer) {
        // Above the four-eyes threshold (202): nothing posted, it waits in Pending approvals.
        setResult({ ok: true, text: answer.message || WALLET_FOUR_EYES_MESSAGES.sentForApproval });
        setPending(true);
        return;
      }
      setResult({ ok: true, text: answer.message || ADMIN_MESSAGES.walletAdjusted });
      setTimeout(() => navigate(`${base}/wallets/${id}/transactions`), REDIRECT_DELAYS_MS.afterWalletAdjustment);
    } catch (error) {
      key.current = crypto.randomUUID();
      setResult({ ok: false, text: errorMessage(error, ADMIN_MESSAGES.adjustmentFailed) });
      setBusy(false);
    }
  };

  return (
    <Box data-testid="wallet-adjust-page" sx={{ maxWidth: 560 }}>
      <Title title="Adjust wallet" />
      <Card>
        <CardContent>
          <Typography variant="h6" gutterBottom>
            Adjust wallet
          </Typography>
          {wallet && (
            <Typography sx={{ mb: 2 }} data-testid="wallet-adjust-balance">
              {wallet.email} · {formatCents(wallet.balance, wallet.currency)}
            </Typography>
          )}
          {result && (
            <Alert severity={result.ok ? (pending ? 'info' : 'success') : 'error'} sx={{ mb: 2 }} data-testid="wallet-adjust-result">
              {result.text}
              {pending && (
                <>
                  {' '}
                  <Link component={RouterLink} to={`${base}/wallet-adjustments`} data-testid="wallet-adjust-approvals-link">
                    Pending approvals
                  </Link>
                </>
              )}
            </Alert>
          )}
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Stack spacing={2}>
              <MuiTextField select label="Type" value={type} onChange={(e) => setType(e.target.value as WalletTransactionType)} slotProps={{ htmlInput: { 'data-testid': 'wallet-adjust-type' } }}>
                <MenuItem value="credit">credit</MenuItem>
                <MenuItem value="debit">debit</MenuItem>
              </MuiTextField>
              <MuiTextField
                label="Amount (EUR)"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                error={Boolean(errors.amount)}
                helperText={errors.amount ?? 'A comma or a dot as decimal separator.'}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'wallet-adjust-amount' } }}
              />
              <MuiTextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} slotProps={{ htmlInput: { 'data-testid': 'wallet-adjust-description' } }} />
              <MuiTextField
                label="Meta (JSON)"
                value={meta}
                onChange={(e) => setMeta(e.target.value)}
                multiline
                minRows={2}
                error={Boolean(errors.meta)}
                helperText={errors.meta ?? 'Optional, e.g. {"ticket": 12}'}
                slotProps={{ htmlInput: { 'data-testid': 'wallet-adjust-meta' } }}
              />
              <Button type="submit" variant="contained" disabled={busy} data-testid="wallet-adjust-submit">
                Save
              </Button>
            </Stack>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
};
