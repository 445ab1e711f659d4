import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  Grid,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { ADMIN_MESSAGES, formatReleaseNumber, releaseWorkflowStageLabel } from '@soundpost/contracts';
import { Title, useBasename, useGetOne, type RaRecord } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorMessage } from '../common/errors';
import {
  artistOf,
  artworkUrlOf,
  audioUrlOf,
  display,
  displayIsrc,
  distributionOf,
  formatDuration,
  labelOf,
  ownerOf,
  parseExtraArtists,
  tracksOf,
  yesNo,
} from './release-format';
import { StoreBadges, storeIdsOf } from '../stores/StoreBadges';
import { AudioPreview, FieldGrid, ReleaseStatusChip, ReleaseStatusForm, type FieldRow } from './ReleaseParts';
import { formatDate, formatDateTime } from '../common/date-time/date-time';
import { DeliveriesPanel } from '../deliveries/DeliveriesPanel';
import { PreflightPanel } from '../deliveries/PreflightPanel';

const str = (record: RaRecord, key: string): string => display(record[key]);

const releaseRows = (r: RaRecord): FieldRow[] => [
  { key: 'release_number', label: 'Number', value: display(formatReleaseNumber(r['release_number'] as number | null)) },
  { key: 'id', label: 'ID', value: display(r['release_id'] ?? r.id) },
  { key: 'user_id', label: 'User ID', value: str(r, 'user_id') },
  { key: 'title', label: 'Title', value: str(r, 'title') },
  { key: 'artist_name', label: 'Artist', value: display(artistOf(r)) },
  { key: 'artist_roles', label: 'Artist roles', value: str(r, 'artist_roles') },
  { key: 'release_type', label: 'Release type', value: str(r, 'release_type') },
  { key: 'upc', label: 'UPC', value: str(r, 'upc') },
  { key: 'catalog_number', label: 'Catalog number', value: str(r, 'catalog_number') },
  { key: 'label', label: 'Label', value: display(labelOf(r)) },
  { key: 'genre', label: 'Genre', value: display(r['genre'] ?? r['genre_primary']) },
  { key: 'subgenre', label: 'Subgenre', value: display(r['subgenre'] ?? r['genre_secondary']) },
  { key: 'genre_primary', label: 'Primary genre', value: str(r, 'genre_primary') },
  { key: 'genre_secondary', label: 'Secondary genre', value: str(r, 'genre_secondary') },
  { key: 'release_date', label: 'Release date', value: formatDate(r['release_date']) },
  { key: 'p_line', label: 'P-Line', value: str(r, 'p_line') },
  { key: 'pline_year', label: 'P-Line year', value: str(r, 'pline_year') },
  { key: 'c_line', label: 'C-Line', value: str(r, 'c_line') },
  { key: 'cline_year', label: 'C-Line year', value: str(r, 'cline_year') },
  // The API's last stage is 'delivered', which only means submitted for review.
  { key: 'workflow_stage', label: 'Workflow stage', value: display(releaseWorkflowStageLabel(r['workflow_stage'])) },
  { key: 'status', label: 'Status', value: <ReleaseStatusChip status={r['status']} /> },
  { key: 'status_comment', label: 'Status comment', value: str(r, 'status_comment') },
  { key: 'submitted_at', label: 'Submitted', value: formatDateTime(r['submitted_at']) },
  { key: 'tracks_count', label: 'Tracks', value: display(r['tracks_count'] ?? tracksOf(r).length) },
  { key: 'created_at', label: 'Created', value: formatDateTime(r['created_at']) },
  { key: 'updated_at', label: 'Updated', value: formatDateTime(r['updated_at']) },
];

const distributionRows = (r: RaRecord): FieldRow[] => {
  const d = distributionOf(r);
  return [
    { key: 'release_date', label: 'Release date', value: formatDate(d.release_date) },
    { key: 'release_time', label: 'Release time', value: display(d.release_time) },
    { key: 'timezone', label: 'Time zone', value: display(d.timezone) },
    { key: 'territory_mode', label: 'Territory mode', value: display(d.territory_mode) },
    { key: 'territories', label: 'Territories', value: display(d.territories) },
    { key: 'store_ids', label: 'Stores', value: <StoreBadges ids={storeIdsOf(d.store_ids)} testId="release-stores" /> },
    { key: 'content_id_opt_in', label: 'Content ID opt-in', value: yesNo(d.content_id_opt_in) },
    { key: 'price_tier', label: 'Price tier', value: display(d.price_tier) },
  ];
};

const TracksTable = ({ tracks }: { tracks: RaRecord[] }) => {
  const basename = useBasename();
  if (tracks.length === 0) return <Typography variant="body2">{ADMIN_MESSAGES.noTracks}</Typography>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>#</TableCell>
          <TableCell>Title</TableCell>
          <TableCell>ISRC</TableCell>
          <TableCell>Duration</TableCell>
          <TableCell>Explicit</TableCell>
          <TableCell>Preview</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {tracks.map((t) => (
          <TableRow key={t.id} data-testid={`release-track-${t.id}`}>
            <TableCell>{display(t['track_number'])}</TableCell>
            <TableCell>
              <Link component={RouterLink} to={`${basename}/tracks/${encodeURIComponent(String(t.id))}`} data-testid={`release-track-link-${t.id}`}>
                {display(t['title'])}
              </Link>
            </TableCell>
            <TableCell>{displayIsrc(t['isrc'])}</TableCell>
            <TableCell>{formatDuration(t['duration'])}</TableCell>
            <TableCell>{yesNo(t['explicit'])}</TableCell>
            <TableCell>
              <AudioPreview url={audioUrlOf(t)} testId={`release-track-audio-${t.id}`} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

export const ReleaseDetail = () => {
  const { id = '' } = useParams();
  const basename = useBasename();
  const { data: record, isPending, error } = useGetOne('releases', { id }, { enabled: id !== '', retry: false });

  const backLink = (
    <Button component={RouterLink} to={`${basename}/releases`} size="small" data-testid="release-back">
      Back to releases
    </Button>
  );

  if (isPending && id !== '') {
    return (
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <CircularProgress />
      </Box>
    );
  }
  if (error || !record) {
    return (
      <Box sx={{ mt: 2 }} data-testid="release-detail">
        <Title title="Release details" />
        <Alert severity="error" data-testid="release-detail-error">
          {errorMessage(error, ADMIN_MESSAGES.loadReleaseFailed)}
        </Alert>
        {backLink}
      </Box>
    );
  }

  const owner = ownerOf(record);
  const extras = parseExtraArtists(record['extra_artists']);
  const artwork = artworkUrlOf(record);
  const title = String(record['title'] ?? '') || 'Untitled';
  return (
    <Box sx={{ mt: 2 }} data-testid="release-detail">
      <Title title={`Release: ${title}`} />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        {backLink}
        <Typography variant="h5" component="h1" data-testid="release-detail-title">
          {title}
        </Typography>
        <ReleaseStatusChip status={record['status']} testId="release-detail-status" />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <Card>
              <CardHeader title="Release" />
              <CardContent>
                <FieldGrid rows={releaseRows(record)} testPrefix="release-field" />
              </CardContent>
            </Card>
            <Card>
              <CardHeader title="Tracks" />
              <CardContent data-testid="release-tracks">
                <TracksTable tracks={tracksOf(record)} />
              </CardContent>
            </Card>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <Card>
              <CardHeader title="Artwork" />
              <CardContent>
                {artwork ? (
                  <Box component="img" src={artwork} alt={`Artwork of ${title}`} sx={{ width: '100%', maxWidth: 360, borderRadius: 1 }} data-testid="release-artwork" />
                ) : (
                  <Typography variant="body2" data-testid="release-artwork-none">
                    No artwork.
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                  {record['cover_art_width'] ? `${String(record['cover_art_width'])}×${String(record['cover_art_height'] ?? '')} px` : ''}
                </Typography>
              </CardContent>
            </Card>
            <Card>
              <CardHeader title="Owner" />
              <CardContent>
                <FieldGrid
                  testPrefix="release-owner"
                  rows={[
                    { key: 'name', label: 'Name', value: display(owner.name) },
                    { key: 'email', label: 'Email', value: display(owner.email) },
                  ]}
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader title="Extra artists" />
              <CardContent data-testid="release-extra-artists">
                {extras.length === 0 ? (
                  <Typography variant="body2">None.</Typography>
                ) : (
                  extras.map((a, i) => (
                    <Typography key={`${a.name}-${a.role}-${i}`} variant="body2" data-testid={`release-extra-artist-${i}`}>
                      {a.name}
                      {a.role ? ` (${a.role})` : ''}
                    </Typography>
                  ))
                )}
              </CardContent>
            </Card>
            <Card>
              <CardHeader title="Distribution" />
              <CardContent>
                <FieldGrid rows={distributionRows(record)} testPrefix="release-distribution" />
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <PreflightPanel releaseId={record.id} refreshKey={String(record['updated_at'] ?? '')} />
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                <DeliveriesPanel releaseId={record.id} status={`${String(record['status'])}-${String(record['updated_at'] ?? '')}`} />
              </CardContent>
            </Card>
            <Card>
              <CardContent>
                {/* Keyed by the status alone: a refetch that only moves updated_at (the detail replacing the list's copy) must not wipe a choice being made. */}
                <ReleaseStatusForm key={String(record['status'])} releaseId={record.id} status={record['status']} />
              </CardContent>
            </Card>
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
};
