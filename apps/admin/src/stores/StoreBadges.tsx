import { Box, Typography } from '@mui/material';
import { labelStores, useStoreCatalogue } from './store-catalogue';

export const storeIdsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id !== '') : []);

export const StoreBadges = ({ ids, testId }: { ids: readonly string[]; testId?: string }) => {
  const stores = labelStores(ids, useStoreCatalogue());
  if (stores.length === 0) return <span data-testid={testId}>—</span>;
  return (
    <Box component="ul" data-testid={testId} sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {stores.map((store) => (
        <Box
          component="li"
          key={store.id}
          data-testid={testId ? `${testId}-${store.id}` : undefined}
          title={store.name}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            minWidth: 0,
            maxWidth: '100%',
            py: 0.25,
            pl: 0.25,
            pr: 1,
            borderRadius: 999,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
          }}
        >
          <Box component="img" src={store.logoUrl} alt="" width={22} height={22} sx={{ flex: 'none', borderRadius: '6px', display: 'block' }} />
          <Typography component="span" variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {store.name}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
