import { Stack } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { FilterLiveForm, ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';
import { useLocation } from 'react-router-dom';

/** One row of filters that wraps (ResourceList sizes each input). */
const filterRowSx = { alignItems: 'flex-end', flexWrap: 'wrap' } as const;

/**
 * The list's context, except that a filter change arriving once the browser has left the page the list was
 * showing on is dropped. react-admin's debounced filter can fire after a click on a row's link (the list stays
 * mounted while the next page renders), and its navigation, resolved against the list's path, took staff back
 * to the list from the page they had just opened.
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
 * A list's filter inputs in their own live form, waiting `debounce` ms after the last change before they reach the
 * list. Render it in the List's `actions` instead of using the List's `filters` prop: in react-admin 5.15 the List's
 * filter form debounces with FilterLiveForm's default (500 ms) whatever the List's `debounce` says, and each
 * screen has its own delay. Give the inputs `helperText={false}` (the List's filter form did that for them).
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
