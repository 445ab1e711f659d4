import { Stack } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { FilterLiveForm, ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';
import { useLocation } from 'react-router-dom';

const filterRowSx = { alignItems: 'flex-end', flexWrap: 'wrap' } as const;

/**
 * react-admin's debounced filter can fire after a click on a row's link and navigate back to the list from the page
 * staff had just opened: a change arriving once the browser has left the list's page is dropped.
 */
const useListContextStayingOnPage = (): ListControllerResult => {
  const list = useListContext();
  const { pathname } = useLocation();
  // The browser's path once the list has rendered at this location (it includes the router's basename).
  const shownAt = useRef<string | null>(null);
  useEffect(() => {
    shownAt.current = window.location.pathname;
  }, [pathname]);

  const { setFilters } = list;
  const setFiltersOnPage = useCallback<ListControllerResult['setFilters']>(
    (...args) => {
      if (shownAt.current !== null && shownAt.current !== window.location.pathname) return;
      setFilters(...args);
    },
    [setFilters],
  );
  return useMemo(() => ({ ...list, setFilters: setFiltersOnPage }), [list, setFiltersOnPage]);
};

/**
 * Instead of the List's `filters`: in react-admin 5.15 its filter form debounces 500 ms whatever the List's `debounce`
 * says, and each screen has its own delay. Give the inputs `helperText={false}`.
 */
export const DebouncedFilters = ({ debounce, testId, children }: { debounce: number; testId?: string; children: ReactNode }) => {
  const list = useListContextStayingOnPage();
  return (
    <ListContextProvider value={list}>
      <FilterLiveForm debounce={debounce}>
        <Stack direction="row" spacing={2} useFlexGap sx={filterRowSx} data-testid={testId}>
          {children}
        </Stack>
      </FilterLiveForm>
    </ListContextProvider>
  );
};
