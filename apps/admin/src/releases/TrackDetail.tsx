import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { ADMIN_MESSAGES } from '@soundpost/contracts';
import { Title, useBasename, useGetOne, type RaRecord } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorMessage } from '../common/errors';
import { audioUrlOf, display, displayIsrc, formatDuration, ownerOf, releaseOfTrack, withUnit, yesNo } from './release-format';
import { AudioPreview, FieldGrid, ReleaseStatusChip, type FieldRow } from './ReleaseParts';
import { formatDate, formatDateTime } from '../common/date-time/date-time';

const EXPLICIT_LABELS: Record<string, string> = { '1': 'Not explicit', '2': 'Explicit', '3': 'Cleaned' };

const str = (record: RaRecord, key: string): string => display(record[key]);

const contributorsText = (value: unknown): string => {
  if (!Array.isArray(value)) return display(value);
  const parts = value
    .filter((c): c is Record<string, unknown> => typeof c === 'object' && c !== null)
    .map((c) => `${String(c['name'] ?? '')}${c['role'] ? ` (${String(c['role'])})` : ''}`)
    .filter((p) => p.trim());
  return parts.length ? parts.join(', ') : '—';
};

const trackRows = (t: RaRecord): FieldRow[] => [
  { key: 'id', label: 'ID', value: display(t['track_id'] ?? t.id) },
  { key: 'release_id', label: 'Release ID', value: str(t, 'release_id') },
  { key: 'track_number', label: 'Track number', value: str(t, 'track_number') },
  { key: 'title', label: 'Title', value: str(t, 'title') },
  { key: 'subtitle', label: 'Subtitle', value: str(t, 'subtitle') },
  { key: 'version', label: 'Version', value: str(t, 'version') },
  { key: 'isrc', label: 'ISRC', value: displayIsrc(t['isrc']) },
  { key: 'iswc', label: 'ISWC', value: str(t, 'iswc') },
  { key: 'explicit', label: 'Explicit', value: yesNo(t['explicit']) },
  { key: 'is_explicit', label: 'Parental advisory', value: EXPLICIT_LABELS[String(t['is_explicit'])] ?? str(t, 'is_explicit') },
  { key: 'is_instrumental', label: 'Instrumental', value: yesNo(t['is_instrumental']) },
  { key: 'language_of_performance', label: 'Language', value: str(t, 'language_of_performance') },
  { key: 'duration', label: 'Duration', value: `${formatDuration(t['duration'])}${t['duration'] != null ? ` (${String(t['duration'])} s)` : ''}` },
  { key: 'genre', label: 'Genre', value: display(t['genre'] ?? t['primary_genre']) },
  { key: 'secondary_genre', label: 'Secondary genre', value: str(t, 'secondary_genre') },
  { key: 'start_point_time', label: 'Start point', value: str(t, 'start_point_time') },
  { key: 'recording_year', label: 'Recording year', value: str(t, 'recording_year') },
  { key: 'sound_recording_owner', label: 'Sound recording owner', value: str(t, 'sound_recording_owner') },
  { key: 'resource_reference', label: 'Resource reference', value: str(t, 'resource_reference') },
  { key: 'contributors', label: 'Contributors', value: contributorsText(t['contributors']) },
  { key: 'created_at', label: 'Created', value: formatDateTime(t['created_at']) },
  { key: 'updated_at', label: 'Updated', value: formatDateTime(t['updated_at']) },
];

const rightsRows = (t: RaRecord): FieldRow[] => [
  { key: 'p_line', label: 'P-Line', value: str(t, 'p_line') },
  { key: 'pline_year', label: 'P-Line year', value: str(t, 'pline_year') },
  { key: 'c_line', label: 'C-Line', value: str(t, 'c_line') },
  { key: 'composers', label: 'Composers', value: str(t, 'composers') },
  { key: 'authors', label: 'Authors', value: str(t, 'authors') },
  { key: 'lyricists', label: 'Lyricists', value: str(t, 'lyricists') },
  { key: 'producer', label: 'Producer', value: str(t, 'producer') },
  { key: 'publishers', label: 'Publishers', value: str(t, 'publishers') },
];

const audioRows = (t: RaRecord): FieldRow[] => [
  { key: 'audio_file_url', label: 'Audio URL', value: display(t['audio_file_url'] ?? t['audio_url']) },
  { key: 'preview_url', label: 'Preview URL', value: str(t, 'preview_url') },
  { key: 'audio_file_path', label: 'File path', value: display(t['audio_file_path'] ?? t['audio_key']) },
  { key: 'audio_original_name', label: 'Original file name', value: str(t, 'audio_original_name') },
  { key: 'audio_content_type', label: 'Content type', value: str(t, 'audio_content_type') },
  { key: 'audio_size', label: 'Size', value: withUnit(t['audio_size'], 'bytes') },
  { key: 'audio_hash_sum', label: 'SHA-256', value: str(t, 'audio_hash_sum') },
  { key: 'audio_codec', label: 'Codec', value: str(t, 'audio_codec') },
  { key: 'audio_bitrate', label: 'Bitrate', value: withUnit(t['audio_bitrate'], 'kbps') },
  { key: 'audio_channels', label: 'Channels', value: str(t, 'audio_channels') },
  { key: 'audio_sampling_rate', label: 'Sampling rate', value: withUnit(t['audio_sampling_rate'], 'Hz') },
];

const dealRows = (t: RaRecord): FieldRow[] => [
  { key: 'deal_reference', label: 'Deal reference', value: str(t, 'deal_reference') },
  { key: 'deal_commercial_model', label: 'Commercial model', value: str(t, 'deal_commercial_model') },
  { key: 'deal_use_type', label: 'Use type', value: str(t, 'deal_use_type') },
  { key: 'deal_excluded_territory', label: 'Excluded territory', value: str(t, 'deal_excluded_territory') },
  { key: 'deal_excluded_channel', label: 'Excluded channel', value: str(t, 'deal_excluded_channel') },
  { key: 'deal_price_type', label: 'Price type', value: str(t, 'deal_price_type') },
  { key: 'deal_start_date', label: 'Start date', value: formatDate(t['deal_start_date']) },
];

const Section = ({ title, rows, prefix }: { title: string; rows: FieldRow[]; prefix: string }) => (
  <Card>
    <CardHeader title={title} />
    <CardContent>
      <FieldGrid rows={rows} testPrefix={prefix} />
    </CardContent>
  </Card>
);

export const TrackDetail = () => {
  const { id = '' } = useParams();
  const basename = useBasename();
  const { data: track, isPending, error } = useGetOne('tracks', { id }, { enabled: id !== '', retry: false });

  if (isPending && id !== '') {
    return (
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <CircularProgress />
      </Box>
    );
  }
  if (error || !track) {
    return (
      <Box sx={{ mt: 2 }} data-testid="track-detail">
        <Title title="Track details" />
        <Alert severity="error" data-testid="track-detail-error">
          {errorMessage(error, ADMIN_MESSAGES.loadTrackFailed)}
        </Alert>
        <Button component={RouterLink} to={`${basename}/releases`} size="small">
          Back to releases
        </Button>
      </Box>
    );
  }

  const release = releaseOfTrack(track);
  const releaseId = release?.id ?? track['release_id'];
  const owner = release ? ownerOf(release) : { name: '', email: '' };
  const title = String(track['title'] ?? '') || 'Untitled';
  return (
    <Box sx={{ mt: 2 }} data-testid="track-detail">
      <Title title={`Track: ${title}`} />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        {releaseId != null && (
          <Button component={RouterLink} to={`${basename}/releases/${encodeURIComponent(String(releaseId))}`} size="small" data-testid="track-release-link">
            Back to release
          </Button>
        )}
        <Typography variant="h5" component="h1" data-testid="track-detail-title">
          {title}
        </Typography>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <Section title="Track" rows={trackRows(track)} prefix="track-field" />
            <Section title="Rights" rows={rightsRows(track)} prefix="track-field" />
            {track['lyrics_transcription'] ? (
              <Card>
                <CardHeader title="Lyrics" />
                <CardContent>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="track-lyrics">
                    {String(track['lyrics_transcription'])}
                  </Typography>
                </CardContent>
              </Card>
            ) : null}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <Card>
              <CardHeader title="Preview" />
              <CardContent>
                <AudioPreview url={audioUrlOf(track)} testId="track-audio" />
              </CardContent>
            </Card>
            <Card>
              <CardHeader title="Release" />
              <CardContent data-testid="track-release">
                {release ? (
                  <FieldGrid
                    testPrefix="track-release"
                    rows={[
                      { key: 'id', label: 'ID', value: display(release.id) },
                      { key: 'title', label: 'Title', value: display(release['title']) },
                      { key: 'status', label: 'Status', value: <ReleaseStatusChip status={release['status']} /> },
                      { key: 'owner', label: 'Owner', value: display([owner.name, owner.email].filter(Boolean).join(' · ')) },
                    ]}
                  />
                ) : (
                  <Typography variant="body2">{display(track['release_id'])}</Typography>
                )}
              </CardContent>
            </Card>
            <Section title="Audio" rows={audioRows(track)} prefix="track-field" />
            <Section title="Deal" rows={dealRows(track)} prefix="track-field" />
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
};
