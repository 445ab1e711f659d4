import { Box, MenuItem, Pagination, TextField } from '@mui/material';
import { PAGE_SIZES, PAGER_ALL_PAGES_MAX } from '@soundpost/contracts';
import { useListContext } from 'react-admin';

/**
 * The scores pager (spec 002): page buttons with first and last, ellipses past
 * PAGER_ALL_PAGES_MAX pages (every page shown up to it), and 10/20/50/100 per page.
 */
export const FraudPager = () => {
  const { page, perPage, total, setPage, setPerPage } = useListContext();
  const count = Math.max(1, Math.ceil((total ?? 0) / perPage));
  // MUI lists every page while count <= 2 * (boundary + sibling) + 3 = 7 with these settings.
  const boundaryCount = 1;
  const siblingCount = Math.max(0, (PAGER_ALL_PAGES_MAX - 3) / 2 - boundaryCount);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, p: 1, flexWrap: 'wrap' }} data-testid="fraud-scores-pager">
      <TextField
        select
        size="small"
        label="Per page"
        value={perPage}
        onChange={(e) => setPerPage(Number(e.target.value))}
        // The theme makes fields full width, which stretched this one across the page.
        fullWidth={false}
        sx={{ width: 'auto', minWidth: 110, my: 0 }}
        slotProps={{ htmlInput: { 'data-testid': 'fraud-scores-per-page' } }}
      >
        {PAGE_SIZES.fraudScores.options.map((n) => (
          <MenuItem key={n} value={n}>
            {n}
          </MenuItem>
        ))}
      </TextField>
      <Pagination count={count} page={page} onChange={(_, p) => setPage(p)} showFirstButton showLastButton boundaryCount={boundaryCount} siblingCount={siblingCount} />
    </Box>
  );
};
