import { Avatar, Box, Typography } from '@mui/material';
import { ADMIN_MESSAGES, formatReleaseNumber, SEARCH_DEBOUNCE_MS } from '@soundpost/contracts';
import { useState } from 'react';
import { FunctionField, SelectInput, TextField, type RaRecord } from 'react-admin';
import { column } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';
import { artistOf, artworkUrlOf, ownerOf, RELEASE_SORTS, RELEASE_STATUS_CHOICES } from './release-format';
import { ReleaseDrawer } from './ReleaseDrawer';
import { ReleaseStatusChip } from './ReleaseParts';
import { DateTimeField } from '../common/date-time/DateTimeField';

export const ReleaseList = () => {
  const [openId, setOpenId] = useState<RaRecord['id'] | null>(null);
  return (
    <ResourceList
      title="Releases"
      testId="releases"
      rowTestId="release-row"
      sort={{ field: 'newest', order: 'DESC' }}
      search={{ placeholder: 'Title, artist, UPC, #number or owner e-mail', minWidth: 300 }}
      filters={[
        <SelectInput
          key="status"
          source="status"
          label="Status"
          choices={RELEASE_STATUS_CHOICES}
          emptyText="All statuses"
          data-testid="releases-status-filter"
        />,
      ]}
      debounce={SEARCH_DEBOUNCE_MS.adminReleases}
      sorts={{ choices: RELEASE_SORTS, minWidth: 140 }}
      emptyText={ADMIN_MESSAGES.noReleases}
      errorText={ADMIN_MESSAGES.loadReleasesFailed}
      disableSyncWithLocation
      onRowClick={setOpenId}
      panel={openId !== null && <ReleaseDrawer id={openId} onClose={() => setOpenId(null)} />}
    >
      <FunctionField
        label=""
        sortable={false}
        {...column('secondary')}
        render={(r: RaRecord) => <Avatar variant="rounded" src={artworkUrlOf(r) ?? undefined} alt="" sx={{ width: 40, height: 40 }} />}
      />
      <FunctionField label="#" sortable={false} {...column('secondary')} render={(r: RaRecord) => formatReleaseNumber(r['release_number'] as number | null) || '—'} />
      <FunctionField label="Title" sortable={false} render={(r: RaRecord) => String(r['title'] ?? '') || 'Untitled'} />
      <FunctionField label="Artist" sortable={false} render={(r: RaRecord) => artistOf(r) || '—'} />
      <FunctionField
        label="Owner"
        sortable={false}
        {...column('secondary')}
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
      {/* In the release's panel too: left out before Status and Created are. */}
      <TextField source="upc" label="UPC" sortable={false} emptyText="—" {...column('detail')} />
      <TextField source="release_type" label="Type" sortable={false} emptyText="—" {...column('detail')} />
      <DateTimeField source="release_date" label="Release date" sortable={false} dateOnly {...column('detail')} />
      <TextField source="tracks_count" label="Tracks" sortable={false} emptyText="0" {...column('detail')} />
      <FunctionField label="Status" sortable={false} render={(r: RaRecord) => <ReleaseStatusChip status={r['status']} testId={`release-status-${r.id}`} />} />
      <DateTimeField source="created_at" label="Created" sortable={false} {...column('secondary')} />
    </ResourceList>
  );
};
