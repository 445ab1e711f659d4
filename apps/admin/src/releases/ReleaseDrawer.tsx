import { Alert, Avatar, Box, Button, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { ADMIN_MESSAGES, formatReleaseNumber, releaseWorkflowStageLabel } from '@soundpost/contracts';
import { useBasename, useGetOne, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../common/errors';
import { SidePanel } from '../common/list-shell/SidePanel';
import { StoreBadges, storeIdsOf } from '../stores/StoreBadges';
import { artistOf, artworkUrlOf, audioUrlOf, displayIsrc, distributionOf, formatDuration, labelOf, ownerOf, tracksOf } from './release-format';
import { AudioPreview, FieldGrid, ReleaseStatusChip, ReleaseStatusForm } from './ReleaseParts';
import { formatDate, formatDateTime } from '../common/date-time/date-time';

/** Side panel: details, tracks with audio preview, and the status update. */
export const ReleaseDrawer = ({ id, onClose }: { id: RaRecord['id']; onClose: () => void }) => {
  const { data, isPending, error } = useGetOne('releases', { id });
  const basename = useBasename();
  const tracks = data ? tracksOf(data) : [];
  const owner = data ? ownerOf(data) : { name: '', email: '' };
  const artwork = data ? artworkUrlOf(data) : null;
  return (
    <SidePanel title="Release" testId="release-drawer" width={500} maxWidth="100vw" onClose={onClose}>
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
              { key: 'release_number', label: 'Number', value: formatReleaseNumber(data['release_number'] as number | null) },
              { key: 'id', label: 'ID', value: String(data.id) },
              { key: 'owner', label: 'Owner', value: [owner.name, owner.email].filter(Boolean).join(' · ') },
              { key: 'upc', label: 'UPC', value: data['upc'] as string },
              { key: 'catalog_number', label: 'Catalog number', value: data['catalog_number'] as string },
              { key: 'label', label: 'Label', value: labelOf(data) },
              { key: 'release_type', label: 'Type', value: data['release_type'] as string },
              { key: 'genre', label: 'Genre', value: [data['genre_primary'], data['genre_secondary']].filter(Boolean).join(' / ') },
              { key: 'release_date', label: 'Release date', value: formatDate(data['release_date']) },
              { key: 'workflow_stage', label: 'Stage', value: releaseWorkflowStageLabel(data['workflow_stage']) },
              { key: 'status_comment', label: 'Status comment', value: data['status_comment'] as string },
              { key: 'created_at', label: 'Created', value: formatDateTime(data['created_at']) },
              { key: 'stores', label: 'Stores', value: <StoreBadges ids={storeIdsOf(distributionOf(data).store_ids)} testId="release-drawer-stores" /> },
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
                        {' '}· {displayIsrc(track['isrc'])} · {formatDuration(track['duration'])}
                      </Typography>
                    </Typography>
                    <AudioPreview url={audioUrlOf(track)} testId={`release-drawer-audio-${track.id}`} />
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
          <Divider />
          {/* Keyed by the status alone: a refetch that only moves updated_at (the detail replacing the list's copy) must not wipe a choice being made. */}
          <ReleaseStatusForm key={String(data['status'])} releaseId={data.id} status={data['status']} />
        </Stack>
      )}
    </SidePanel>
  );
};
