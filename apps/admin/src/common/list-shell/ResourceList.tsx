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
import { FittedTable } from './columns';

export interface ListSearchOptions {
  placeholder?: string;
  minWidth?: number;
}

export interface ListSortOptions {
  choices: readonly SortChoice[];
  minWidth?: number;
}

export interface ResourceListProps {
  resource?: string;
  title: string;
  /** Stem of the test ids: `<testId>-page`, `-list`, `-search`, `-sort`, `-empty`, `-error`; rows are `<rowTestId>-<id>`. */
  testId: string;
  rowTestId: string;
  listTestId?: string;
  sort: SortPayload;
  pageSizes?: { readonly default: number; readonly options: readonly number[] };
  search?: ListSearchOptions;
  filters?: readonly ReactElement<{ source: string }>[];
  /** Where the screen's delay is fixed by spec; react-admin's own (500 ms) without it. */
  debounce?: number;
  sorts?: ListSortOptions;
  actions?: ReactNode;
  emptyText: string;
  empty?: ReactElement | false;
  errorText: string;
  onRowClick?: (id: Identifier) => void;
  disableSyncWithLocation?: boolean;
  header?: ReactNode;
  panel?: ReactNode;
  pagination?: ReactElement;
  filter?: Record<string, unknown>;
  children: ReactNode;
}

type FilterInputProps = { source: string; helperText?: false; sx?: ReturnType<typeof filterFieldSx> };

type TestIdRowProps = DatagridRowProps & { testIdPrefix?: string };

const TestIdRow = ({ testIdPrefix, ...props }: TestIdRowProps) => (
  <DatagridRow {...props} data-testid={`${testIdPrefix}-${props.id}`} />
);

/** The theme makes every field full width, which stacked the filters one per line. */
const filterFieldSx = (basis: number) => ({
  flex: { xs: '1 1 100%', sm: `1 1 ${basis}px` },
  width: 'auto',
  minWidth: { xs: 0, sm: basis },
  maxWidth: { xs: '100%', sm: Math.max(320, basis + 80) },
  my: 0,
});

const DEFAULT_FILTER_DEBOUNCE_MS = 500;

const toolbarSx = { alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap', width: '100%', gap: 2, rowGap: 1 } as const;

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
  pagination,
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
  // Not react-admin's filter form, whose inputs stack full width.
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
        pagination={pagination ?? <Pagination rowsPerPageOptions={[...pageSizes.options]} />}
      >
        {/* Secondary columns step aside on a narrow table (columns.tsx); the key ones always show. */}
        <FittedTable testId={`${testId}-list`}>
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
        </FittedTable>
      </List>
      {panel}
    </Box>
  );
};
