import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { FilterLiveForm } from 'react-admin';

/**
 * A list's filter inputs in their own live form, waiting `debounce` ms after the last change before they reach the
 * list. Render it in the List's `actions` instead of using the List's `filters` prop: in react-admin 5.15 the List's
 * filter form debounces with FilterLiveForm's default (500 ms) whatever the List's `debounce` says, and each
 * screen has its own delay. Give the inputs `helperText={false}` (the List's filter form did that for them).
 */
export const DebouncedFilters = ({ debounce, children }: { debounce: number; children: ReactNode }) => (
  <FilterLiveForm debounce={debounce}>
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'flex-end', flexWrap: 'wrap' }}>
      {children}
    </Stack>
  </FilterLiveForm>
);
