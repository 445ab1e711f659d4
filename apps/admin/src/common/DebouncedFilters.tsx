import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { FilterLiveForm } from 'react-admin';

/** One row of filters that wraps (ResourceList sizes each input). */
const filterRowSx = { alignItems: 'flex-end', flexWrap: 'wrap' } as const;

/**
 * A list's filter inputs in their own live form, waiting `debounce` ms after the last change before they reach the
 * list. Render it in the List's `actions` instead of using the List's `filters` prop: in react-admin 5.15 the List's
 * filter form debounces with FilterLiveForm's default (500 ms) whatever the List's `debounce` says, and each
 * screen has its own delay. Give the inputs `helperText={false}` (the List's filter form did that for them).
 */
export const DebouncedFilters = ({ debounce, testId, children }: { debounce: number; testId?: string; children: ReactNode }) => (
  <FilterLiveForm debounce={debounce}>
    <Stack direction="row" spacing={2} useFlexGap sx={filterRowSx} data-testid={testId}>
      {children}
    </Stack>
  </FilterLiveForm>
);
