import { Alert, Avatar, Box, Button, CircularProgress, Divider, Drawer, Stack, Typography } from '@mui/material';
import { ADMIN_MESSAGES, PAGE_SIZES, SEARCH_DEBOUNCE_MS } from '@soundpost/contracts';
import { useState } from 'react';
import {
  Datagrid,
  DatagridBody,
  DatagridRow,
  DateField,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useBasename,
  useGetOne,
  type DatagridRowProps,
  type RaRecord,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DebouncedFilters } from '../common/DebouncedFilters';
import { SortSelect } from '../common/SortSelect';
import { errorMessage } from '../common/errors';
import { ListError } from '../common/ListError';
import { artistOf, artworkUrlOf, audioUrlOf, formatDuration, labelOf, ownerOf, RELEASE_SORTS, RELEASE_STATUS_CHOICES, tracksOf } from './release-format';
import { AudioPreview, FieldGrid, ReleaseStatusChip, ReleaseStatusForm } from './ReleaseParts';

/** Search and status filter, 300 ms after the last change (spec 002 §9). */
const ReleaseFilters = () => (
  <DebouncedFilters debounce={SEARCH_DEBOUNCE_MS.adminReleases}>
    <SearchInput
      source="q"
      placeholder="Title, artist, UPC or owner e-mail"
      helperText={false}
      sx={{ minWidth: 300 }}
      slotProps={{ htmlInput: { 'data-testid': 'releases-search' } }}
    />
    <SelectInput
      source="status"
      label="Status"
      choices={RELEASE_STATUS_CHOICES}
      emptyText="All statuses"
      helperText={false}
      data-testid="releases-status-filter"
    />
  </DebouncedFilters>
);

/** Side panel (spec 002 §2 Releases): details, tracks with audio preview, and the status update. */
export const ReleaseDrawer = ({ id, onClose }: { id: RaRecord['id']; onClose: () => void }) => {
  const { data, isPending, error } = useGetOne('releases', { id });
  const basename = useBasename();
  const tracks = data ? tracksOf(data) : [];
  const owner = data ? ownerOf(data) : { name: '', email: '' };
  const artwork = data ? artworkUrlOf(data) : null;
  return (
    <Drawer anchor="right" open onClose={onClose}>
      <Box sx={{ width: 500, maxWidth: '100vw', p: 3 }} data-testid="release-drawer">
        <Typography variant="h6" sx={{ mb: 2 }}>
          Release
        </Typography>
        {isPending && <CircularProgress size={24} />}
        {error && (
          <Alert severity="error" data-testid="release-drawer-error">
            {errorMessage(error, ADMIN_MESSAGES.loadReleaseFailed)}
          </Alert>
        )}
        {data && (
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              {artwork && <Avatar variant="rounded" src={artwork} alt="Artwork" sx={{ width: 96, height: 96 }} data-testid="release-drawer-artwork" />}
              <Box>
                <Typography variant="subtitle1" data-testid="release-drawer-title">
                  {String(data['title'] ?? '') || 'Untitled'}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {artistOf(data) || '—'}
                </Typography>
                <ReleaseStatusChip status={data['status']} testId="release-drawer-status" />
              </Box>
            </Stack>
            <FieldGrid
              testPrefix="release-drawer"
              rows={[
                { key: 'id', label: 'ID', value: String(data.id) },
                { key: 'owner', label: 'Owner', value: [owner.name, owner.email].filter(Boolean).join(' · ') },
                { key: 'upc', label: 'UPC', value: data['upc'] as string },
                { key: 'catalog_number', label: 'Catalog number', value: data['catalog_number'] as string },
                { key: 'label', label: 'Label', value: labelOf(data) },
                { key: 'release_type', label: 'Type', value: data['release_type'] as string },
                { key: 'genre', label: 'Genre', value: [data['genre_primary'], data['genre_secondary']].filter(Boolean).join(' / ') },
                { key: 'release_date', label: 'Release date', value: data['release_date'] as string },
                { key: 'workflow_stage', label: 'Stage', value: data['workflow_stage'] as string },
                { key: 'status_comment', label: 'Status comment', value: data['status_comment'] as string },
                { key: 'created_at', label: 'Created', value: data['created_at'] as string },
              ]}
            />
            <Button component={RouterLink} to={`${basename}/releases/${encodeURIComponent(String(data.id))}`} size="small" sx={{ alignSelf: 'flex-start' }} data-testid="release-drawer-details">
              Open full details
            </Button>
            <Divider />
            <Typography variant="subtitle1">Tracks</Typography>
            <Box data-testid="release-drawer-tracks">
              {tracks.length === 0 ? (
                <Typography variant="body2">{ADMIN_MESSAGES.noTracks}</Typography>
              ) : (
                <Stack spacing={1.5}>
                  {tracks.map((track) => (
                    <Box key={track.id} data-testid={`release-drawer-track-${track.id}`}>
                      <Typography variant="body2">
                        {String(track['track_number'] ?? '')}. {String(track['title'] ?? '')}
                        <Typography component="span" variant="caption" color="text.secondary">
                          {' '}· {String(track['isrc'] ?? '—')} · {formatDuration(track['duration'])}
                        </Typography>
                      </Typography>
                      <AudioPreview url={audioUrlOf(track)} testId={`release-drawer-audio-${track.id}`} />
                    </Box>
                  ))}
                </Stack>
              )}
            </Box>
            <Divider />
            <ReleaseStatusForm key={`${String(data['status'])}-${String(data['updated_at'] ?? '')}`} releaseId={data.id} status={data['status']} />
          </Stack>
        )}
      </Box>
    </Drawer>
  );
};

const ReleaseRow = (props: DatagridRowProps) => <DatagridRow {...props} data-testid={`release-row-${props.id}`} />;

const NoReleases = () => (
  <Typography sx={{ p: 2 }} data-testid="releases-empty">
    {ADMIN_MESSAGES.noReleases}
  </Typography>
);

/**
 * Releases (spec 002 §2): search (300 ms debounce) over title, artist, UPC and owner e-mail, status filter with
 * the Portuguese labels, newest/oldest, page sizes 20/50/100, and a side panel per row.
 */
export const ReleaseList = () => {
  const [openId, setOpenId] = useState<RaRecord['id'] | null>(null);
  return (
    <Box data-testid="releases-page">
      <List
        resource="releases"
        title="Releases"
        sort={{ field: 'newest', order: 'DESC' }}
        perPage={PAGE_SIZES.admin.default}
        actions={
          <TopToolbar sx={{ alignItems: 'flex-end', justifyContent: 'space-between', width: '100%' }}>
            <ReleaseFilters />
            <SortSelect choices={RELEASE_SORTS} testId="releases-sort" minWidth={140} />
          </TopToolbar>
        }
        exporter={false}
        empty={false}
        disableSyncWithLocation
        error={<ListError fallback={ADMIN_MESSAGES.loadReleasesFailed} testId="releases-error" />}
        pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES.admin.options]} />}
      >
        <Box data-testid="releases-list">
          <Datagrid
            bulkActionButtons={false}
            rowClick={(id) => {
              setOpenId(id);
              return false;
            }}
            body={<DatagridBody row={<ReleaseRow />} />}
            empty={<NoReleases />}
          >
            <FunctionField
              label=""
              sortable={false}
              render={(r: RaRecord) => <Avatar variant="rounded" src={artworkUrlOf(r) ?? undefined} alt="" sx={{ width: 40, height: 40 }} />}
            />
            <FunctionField label="Title" sortable={false} render={(r: RaRecord) => String(r['title'] ?? '') || 'Untitled'} />
            <FunctionField label="Artist" sortable={false} render={(r: RaRecord) => artistOf(r) || '—'} />
            <FunctionField
              label="Owner"
              sortable={false}
              render={(r: RaRecord) => {
                const owner = ownerOf(r);
                return (
                  <Box>
                    <Typography variant="body2">{owner.name || '—'}</Typography>
                    {owner.email && (
                      <Typography variant="caption" color="text.secondary">
                        {owner.email}
                      </Typography>
                    )}
                  </Box>
                );
              }}
            />
            <TextField source="upc" label="UPC" sortable={false} emptyText="—" />
            <TextField source="release_type" label="Type" sortable={false} emptyText="—" />
            <TextField source="release_date" label="Release date" sortable={false} emptyText="—" />
            <TextField source="tracks_count" label="Tracks" sortable={false} emptyText="0" />
            <FunctionField label="Status" sortable={false} render={(r: RaRecord) => <ReleaseStatusChip status={r['status']} testId={`release-status-${r.id}`} />} />
            <DateField source="created_at" label="Created" sortable={false} />
          </Datagrid>
        </Box>
      </List>
      {openId !== null && <ReleaseDrawer id={openId} onClose={() => setOpenId(null)} />}
    </Box>
  );
};
