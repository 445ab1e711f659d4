import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { ADMIN_MESSAGES, PAGE_SIZES, SEARCH_DEBOUNCE_MS } from '@soundpost/contracts';
import {
  FunctionField,
  SelectInput,
  useBasename,
  useDataProvider,
  useListContext,
  useNotify,
  type RaRecord,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { downloadText } from '../common/download';
import { errorMessage } from '../common/errors';
import { ConfirmDeleteButton } from '../common/list-shell/ConfirmDeleteButton';
import { column } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';
import { artistsCsv, artistTemplateCsv, fetchAllArtists } from './artist-csv';
import { ArtistImport, ArtistImportResultPanel, useArtistImportState } from './ArtistImport';
import { DOCUMENT_STATUS_CHOICES, DocumentStatusChip, VERIFIED_CHOICES, YesNo } from './shared';

const ExportButtons = () => {
  const { data, sort, filterValues, page } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);

  const exportPage = () => downloadText(`artists-page-${page}.csv`, artistsCsv(data ?? []));

  const exportAll = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllArtists(dataProvider, { sort, filter: filterValues });
      downloadText('artists-all.csv', artistsCsv(rows));
    } catch (error) {
      notify(errorMessage(error, ADMIN_MESSAGES.exportFailed), { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<DownloadIcon />} onClick={exportPage} data-testid="artists-export-page">
        Export page
      </Button>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        onClick={exportAll}
        disabled={exporting}
        data-testid="artists-export-all"
      >
        Export all
      </Button>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        onClick={() => downloadText('artists-template.csv', artistTemplateCsv())}
        data-testid="artists-template"
      >
        CSV template
      </Button>
    </>
  );
};

export const ArtistDeleteButton = ({ record }: { record: RaRecord }) => (
  <ConfirmDeleteButton
    resource="artists"
    record={record}
    title="Delete artist"
    message={`Delete ${String(record['name'] || record['email'] || `#${record.id}`)}? This cannot be undone.`}
    deleted={ADMIN_MESSAGES.artistDeleted}
    testIdPrefix=""
    dialogTestId="artist-delete-dialog"
  />
);

const RowActions = ({ record }: { record: RaRecord }) => {
  const basename = useBasename();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Button
        size="small"
        component={RouterLink}
        to={`${basename}/artists/${encodeURIComponent(String(record.id))}/edit`}
        data-testid={`edit-${record.id}`}
      >
        Edit
      </Button>
      <Button
        size="small"
        component={RouterLink}
        to={`${basename}/artists/${encodeURIComponent(String(record.id))}/verify`}
        data-testid={`verify-${record.id}`}
      >
        Verify Docs
      </Button>
      <ArtistDeleteButton record={record} />
    </Box>
  );
};

export const ArtistList = () => {
  const importState = useArtistImportState();
  return (
    <ResourceList
      resource="artists"
      title="Artists"
      testId="artists"
      rowTestId="artist-row"
      sort={{ field: 'created_at', order: 'DESC' }}
      pageSizes={PAGE_SIZES.adminArtists}
      search={{ placeholder: 'Search name or email' }}
      filters={[
        <SelectInput
          key="document_status"
          source="document_status"
          label="Document status"
          choices={DOCUMENT_STATUS_CHOICES}
          emptyText="All statuses"
          data-testid="artists-status-filter"
        />,
        <SelectInput
          key="is_verified"
          source="is_verified"
          label="Verified"
          choices={VERIFIED_CHOICES}
          emptyText="All"
          data-testid="artists-verified-filter"
        />,
      ]}
      debounce={SEARCH_DEBOUNCE_MS.adminArtists}
      actions={
        <>
          <ExportButtons />
          <ArtistImport state={importState} />
        </>
      }
      emptyText={ADMIN_MESSAGES.noArtists}
      errorText={ADMIN_MESSAGES.loadArtistsFailed}
      header={<ArtistImportResultPanel state={importState} />}
    >
      <FunctionField
        source="name"
        label="Name"
        render={(record: RaRecord) => (
          <Box>
            <Typography variant="body2">{String(record['name'] ?? '')}</Typography>
            {record['artist_name'] && record['artist_name'] !== record['name'] ? (
              <Typography variant="caption" color="text.secondary">
                {String(record['artist_name'])}
              </Typography>
            ) : null}
          </Box>
        )}
      />
      <FunctionField source="email" label="Email" {...column('secondary')} render={(record: RaRecord) => String(record['email'] ?? '')} />
      <FunctionField
        source="document_status"
        label="Document status"
        render={(record: RaRecord) => <DocumentStatusChip status={record['document_status']} hasDocument={record['has_document']} testId={`status-${record.id}`} />}
      />
      <FunctionField
        source="email_verified"
        label="Email verified"
        {...column('secondary')}
        render={(record: RaRecord) => <YesNo value={record['email_verified']} />}
      />
      <FunctionField source="is_verified" label="Verified" {...column('secondary')} render={(record: RaRecord) => <YesNo value={record['is_verified']} />} />
      <FunctionField label="Actions" sortable={false} render={(record: RaRecord) => <RowActions record={record} />} />
    </ResourceList>
  );
};
