import { Box, Typography } from '@mui/material';
import { PAGE_SIZES } from '@soundpost/contracts';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import {
  Datagrid,
  DatagridBody,
  DatagridRow,
  List,
  Pagination,
  SearchInput,
  TopToolbar,
  type DatagridRowProps,
  type Identifier,
  type SortPayload,
} from 'react-admin';
import { DebouncedFilters } from '../DebouncedFilters';
import { ListError } from '../ListError';
import { SortSelect, type SortChoice } from '../SortSelect';

export interface ListSearchOptions {
  placeholder?: string;
  minWidth?: number;
}

export interface ListSortOptions {
  choices: readonly SortChoice[];
  minWidth?: number;
}

export interface ResourceListProps {
  /** Defaults to the enclosing `<Resource>`; given where the list also answers an alias route. */
  resource?: string;
  title: string;
  /**
   * Stem of the test ids: `<testId>-page`, `-list`, `-search`, `-sort`, `-empty`, `-error`. Rows are
   * `<rowTestId>-<id>`.
   */
  testId: string;
  rowTestId: string;
  /** Test id on the List root itself, where a screen already has one. */
  listTestId?: string;
  sort: SortPayload;
  /** Page sizes; the admin default is 20 of 20/50/100. */
  pageSizes?: { readonly default: number; readonly options: readonly number[] };
  /** The `q` search box; leave out for a list without one. */
  search?: ListSearchOptions;
  /** Filter inputs besides the search (source, label, choices…); the shell places and wires them. */
  filters?: readonly ReactElement<{ source: string }>[];
  /**
   * Milliseconds after the last change before the filters reach the list, where the screen's delay is fixed by
   * spec; without it react-admin's own delay (500 ms).
   */
  debounce?: number;
  /** Named sorts offered as one select (the server maps each to its columns). */
  sorts?: ListSortOptions;
  /** Buttons at the right of the toolbar (create, export, import). */
  actions?: ReactNode;
  /** Shown in the grid when no row matches. */
  emptyText: string;
  /** The List's own page when there is no row at all (no filter); by default the grid shows `emptyText`. */
  empty?: ReactElement | false;
  /** Shown when the load fails and the server gave no message. */
  errorText: string;
  /** Opens the row's side panel; without it rows are not clickable. */
  onRowClick?: (id: Identifier) => void;
  disableSyncWithLocation?: boolean;
  /** Above the list (e.g. an import report). */
  header?: ReactNode;
  /** The side panel, when open. */
  panel?: ReactNode;
  /** A filter the user cannot change (e.g. the wallet a `?wallet=` link names), sent with every call. */
  filter?: Record<string, unknown>;
  /** The grid's columns. */
  children: ReactNode;
}

/** What the shell sets on every filter input (react-admin inputs all take these). */
type FilterInputProps = { source: string; helperText?: false; sx?: ReturnType<typeof filterFieldSx> };

type TestIdRowProps = DatagridRowProps & { testIdPrefix?: string };

const TestIdRow = ({ testIdPrefix, ...props }: TestIdRowProps) => (
  <DatagridRow {...props} data-testid={`${testIdPrefix}-${props.id}`} />
);

/**
 * A filter's share of the row: at least `basis` px and at most a little more, so the row reads as one line on a
 * desktop and wraps cleanly; the whole width on a phone. (The theme makes every field full width, which stacked
 * the filters one per line.)
 */
const filterFieldSx = (basis: number) => ({
  flex: { xs: '1 1 100%', sm: `1 1 ${basis}px` },
  width: 'auto',
  minWidth: { xs: 0, sm: basis },
  maxWidth: { xs: '100%', sm: Math.max(320, basis + 80) },
  my: 0,
});

/** react-admin's filter form waits this long after the last keystroke; ours does the same unless told. */
const DEFAULT_FILTER_DEBOUNCE_MS = 500;

/** Filters at the left in one row that wraps, sort and buttons at the right (below them on a phone). */
const toolbarSx = { alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap', width: '100%', gap: 2, rowGap: 1 } as const;

/**
 * The one list page of the back office: search and filters, named sorts, page sizes, toolbar buttons, error and
 * empty texts, test ids per row, and the screen's side panel.
 */
export const ResourceList = ({
  resource,
  title,
  testId,
  rowTestId,
  listTestId,
  sort,
  pageSizes = PAGE_SIZES.admin,
  search,
  filters = [],
  debounce,
  sorts,
  actions,
  emptyText,
  empty = false,
  errorText,
  onRowClick,
  disableSyncWithLocation,
  header,
  panel,
  filter,
  children,
}: ResourceListProps) => {
  const searchInput = search && (
    <SearchInput
      key="q"
      source="q"
      {...(search.placeholder ? { placeholder: search.placeholder } : {})}
      sx={filterFieldSx(search.minWidth ?? 220)}
      helperText={false}
      slotProps={{ htmlInput: { 'data-testid': `${testId}-search` } }}
    />
  );
  // Every list lays its filters out the same way, in the shell's own row (not react-admin's filter form, whose
  // inputs stack full width), without helper text.
  const filterInputs = [
    ...(searchInput ? [searchInput] : []),
    ...filters.map((input) =>
      cloneElement(input as ReactElement<FilterInputProps>, { key: input.props.source, helperText: false, sx: filterFieldSx(180) }),
    ),
  ];
  const right = sorts || actions;
  const toolbar =
    filterInputs.length > 0 || right ? (
      <TopToolbar sx={toolbarSx} data-testid={`${testId}-toolbar`}>
        {filterInputs.length > 0 && (
          <Box sx={{ flex: { xs: '1 1 100%', md: '1 1 auto' }, minWidth: 0 }}>
            <DebouncedFilters debounce={debounce ?? DEFAULT_FILTER_DEBOUNCE_MS} testId={`${testId}-filters`}>
              {filterInputs}
            </DebouncedFilters>
          </Box>
        )}
        {right && (
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, ml: 'auto' }}>
            {sorts && <SortSelect choices={sorts.choices} testId={`${testId}-sort`} minWidth={sorts.minWidth} />}
            {actions}
          </Box>
        )}
      </TopToolbar>
    ) : undefined;

  return (
    <Box data-testid={`${testId}-page`}>
      {header}
      <List
        resource={resource}
        title={title}
        data-testid={listTestId}
        sort={sort}
        filter={filter}
        perPage={pageSizes.default}
        actions={toolbar}
        exporter={false}
        empty={empty}
        disableSyncWithLocation={disableSyncWithLocation}
        error={<ListError fallback={errorText} testId={`${testId}-error`} />}
        pagination={<Pagination rowsPerPageOptions={[...pageSizes.options]} />}
      >
        {/* A wide table scrolls inside its card on a narrow screen instead of pushing the page sideways. */}
        <Box data-testid={`${testId}-list`} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
          <Datagrid
            bulkActionButtons={false}
            rowClick={
              onRowClick
                ? (id) => {
                    onRowClick(id);
                    return false;
                  }
                : false
            }
            body={<DatagridBody row={<TestIdRow testIdPrefix={rowTestId} />} />}
            empty={
              <Typography sx={{ p: 2 }} data-testid={`${testId}-empty`}>
                {emptyText}
              </Typography>
            }
          >
            {children}
          </Datagrid>
        </Box>
      </List>
      {panel}
    </Box>
  );
};
