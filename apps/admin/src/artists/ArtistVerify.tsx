import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  CircularProgress,
  Grid,
  List as MuiList,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { ADMIN_MESSAGES, DOCUMENT_REJECTION_COMMENTS, type VerificationDecision } from '@soundpost/contracts';
import { Title, useBasename, useDataProvider, useGetOne, useNotify, type RaRecord } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorMessage } from '../common/errors';
import { isOn } from '../common/flags';
import type { AdminDataProvider } from '../providers/data-provider';
import { artistDocuments, previewKind, type ArtistDocument } from './documents';
import { DocumentStatusChip } from './shared';
import { formatDate, formatDateTime } from '../common/date-time/date-time';

const IDENTITY_FIELDS: readonly { source: string; label: string }[] = [
  { source: 'name', label: 'Name' },
  { source: 'artist_name', label: 'Artist name' },
  { source: 'email', label: 'Email' },
  { source: 'first_name', label: 'First name' },
  { source: 'last_name', label: 'Last name' },
  { source: 'doc_type', label: 'Document type' },
  { source: 'passport_number', label: 'Passport number' },
  { source: 'id_card_number', label: 'ID card number' },
  { source: 'id_issuing_place', label: 'Issuing place' },
  { source: 'id_expiry_date', label: 'Expiry date' },
  { source: 'nationality', label: 'Nationality' },
  { source: 'residence_permit_number', label: 'Residence permit number' },
  { source: 'country', label: 'Country' },
  { source: 'phone_number', label: 'Phone' },
  { source: 'reviewed_at', label: 'Last reviewed' },
  { source: 'review_comment', label: 'Last review comment' },
];

/** The server refuses longer comments ('The comment may not be longer than 1000 characters.'). */
const COMMENT_MAX_LENGTH = 1000;

const display = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

export const isTypingTarget = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
};

const IdentityDetails = ({ record }: { record: RaRecord }) => (
  <Card data-testid="verify-identity">
    <CardHeader
      title="Identity details"
      action={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pt: 1 }}>
          <DocumentStatusChip status={record['document_status']} hasDocument={record['has_document']} testId="verify-status" />
          <Chip
            size="small"
            variant="outlined"
            label={isOn(record['is_verified']) ? 'Verified' : 'Not verified'}
            color={isOn(record['is_verified']) ? 'success' : 'default'}
          />
        </Stack>
      }
    />
    <CardContent>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
        {IDENTITY_FIELDS.map(({ source, label }) => (
          <Box key={source} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }} data-testid={`verify-field-${source}`}>
              {source === 'reviewed_at' ? formatDateTime(record[source]) : source === 'id_expiry_date' ? formatDate(record[source]) : display(record[source])}
            </Typography>
          </Box>
        ))}
      </Box>
    </CardContent>
  </Card>
);

export const DocumentPreview = ({ document }: { document: ArtistDocument }) => {
  const kind = previewKind(document);
  return (
    <Box data-testid="doc-preview" data-kind={kind} sx={{ mt: 1 }}>
      {kind === 'image' ? (
        <Box
          component="img"
          src={document.url}
          alt={document.name}
          sx={{ maxWidth: '100%', maxHeight: 640, display: 'block', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      ) : kind === 'pdf' ? (
        <Box
          component="iframe"
          src={document.url}
          title={document.name}
          sx={{ width: '100%', height: 640, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      ) : (
        <Typography variant="body2" data-testid="doc-preview-unsupported">
          {ADMIN_MESSAGES.previewNotSupported}
        </Typography>
      )}
      <Button size="small" href={document.url} target="_blank" rel="noopener noreferrer" sx={{ mt: 1 }} data-testid="doc-open">
        Open {document.name}
      </Button>
    </Box>
  );
};

const Documents = ({
  documents,
  selected,
  onSelect,
}: {
  documents: ArtistDocument[];
  selected: number;
  onSelect: (index: number) => void;
}) => (
  <Card data-testid="verify-documents">
    <CardHeader title="Documents" subheader={documents.length > 1 ? 'Use ← and → to move between documents.' : undefined} />
    <CardContent>
      {documents.length === 0 ? (
        <Typography data-testid="verify-no-document">{ADMIN_MESSAGES.noDocumentUploaded}</Typography>
      ) : (
        <>
          <MuiList dense disablePadding>
            {documents.map((document, index) => (
              <ListItemButton
                key={document.key}
                selected={index === selected}
                onClick={() => onSelect(index)}
                aria-selected={index === selected}
                data-testid={`doc-item-${index}`}
              >
                <ListItemText
                  primary={document.name}
                  secondary={[document.status, document.uploadedAt && formatDateTime(document.uploadedAt)].filter(Boolean).join(' · ') || undefined}
                />
              </ListItemButton>
            ))}
          </MuiList>
          {documents[selected] ? <DocumentPreview document={documents[selected]} /> : null}
        </>
      )}
    </CardContent>
  </Card>
);

/** Shortcuts: A approve, R reject, ← / → between documents, not while typing in a field. */
export const ArtistVerify = () => {
  const { id = '' } = useParams();
  const basename = useBasename();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data: record, isPending, error, refetch } = useGetOne('artists', { id }, { enabled: id !== '', retry: false });
  const documents = artistDocuments(record);

  const [selected, setSelected] = useState(0);
  const [decision, setDecision] = useState<VerificationDecision | null>(null);
  const [comment, setComment] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const documentCount = documents.length;
  useEffect(() => {
    if (selected >= documentCount && documentCount > 0) setSelected(documentCount - 1);
  }, [documentCount, selected]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      switch (event.key) {
        case 'a':
        case 'A':
          setDecision('approved');
          break;
        case 'r':
        case 'R':
          setDecision('rejected');
          break;
        case 'ArrowLeft':
          setSelected((index) => Math.max(0, index - 1));
          break;
        case 'ArrowRight':
          setSelected((index) => Math.min(Math.max(documentCount - 1, 0), index + 1));
          break;
        default:
          return;
      }
      event.preventDefault();
    },
    [documentCount],
  );

  useEffect(() => {
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onKeyDown]);

  const applyCanned = (text: string) => {
    setDecision('rejected');
    setComment((current) => (current.trim() === '' ? text : current.includes(text) ? current : `${current.trim()} ${text}`));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!decision || submitting) return;
    setSubmitting(true);
    setDone(null);
    try {
      await dataProvider.verifyArtist(id, { decision, comment: comment.trim() });
      notify(ADMIN_MESSAGES.verificationUpdated, { type: 'success' });
      setDone(ADMIN_MESSAGES.verificationUpdated);
      setComment('');
      setDecision(null);
      await refetch();
    } catch (failure) {
      notify(errorMessage(failure, ADMIN_MESSAGES.actionFailed), { type: 'error' });
    } finally {
      setSubmitting(false);
    }
  };

  const backLink = (
    <Button component={RouterLink} to={`${basename}/artistmanager`} size="small" data-testid="verify-back">
      Back to artists
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
      <Box sx={{ mt: 2 }} data-testid="artist-verify">
        <Title title="Verify artist documents" />
        <Alert severity="error" data-testid="verify-error">
          {errorMessage(error, ADMIN_MESSAGES.loadArtistFailed)}
        </Alert>
        {backLink}
      </Box>
    );
  }

  return (
    <Box sx={{ mt: 2 }} data-testid="artist-verify">
      <Title title={`Verify documents: ${String(record['name'] || record['email'] || `#${id}`)}`} />
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        {backLink}
        <Button
          component={RouterLink}
          to={`${basename}/artists/${encodeURIComponent(id)}/edit`}
          size="small"
          data-testid="verify-edit"
        >
          Edit artist
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <IdentityDetails record={record} />
            <Card data-testid="verify-decision">
              <CardHeader title="Decision" subheader="Shortcuts: A approve, R reject." />
              <CardContent>
                <Box component="form" onSubmit={submit} noValidate>
                  <ToggleButtonGroup
                    exclusive
                    value={decision}
                    onChange={(_event, value: VerificationDecision | null) => setDecision(value)}
                    aria-label="Decision"
                    sx={{ mb: 2 }}
                  >
                    <ToggleButton value="approved" color="success" data-testid="verify-approve">
                      Approve
                    </ToggleButton>
                    <ToggleButton value="rejected" color="error" data-testid="verify-reject">
                      Reject
                    </ToggleButton>
                  </ToggleButtonGroup>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }} data-testid="verify-canned">
                    {DOCUMENT_REJECTION_COMMENTS.map((text, index) => (
                      <Chip
                        key={text}
                        label={text}
                        size="small"
                        variant="outlined"
                        onClick={() => applyCanned(text)}
                        data-testid={`verify-canned-${index}`}
                      />
                    ))}
                  </Box>
                  <TextField
                    label="Comment"
                    name="comment"
                    multiline
                    minRows={3}
                    fullWidth
                    value={comment}
                    onChange={(event) => setComment(event.target.value)}
                    helperText="Sent to the artist by e-mail."
                    slotProps={{ htmlInput: { 'data-testid': 'verify-comment', maxLength: COMMENT_MAX_LENGTH } }}
                  />
                  <Button
                    type="submit"
                    variant="contained"
                    sx={{ mt: 2 }}
                    disabled={!decision || submitting}
                    data-testid="verify-submit"
                  >
                    {submitting ? 'Sending…' : 'Submit decision'}
                  </Button>
                  {done ? (
                    <Alert severity="success" sx={{ mt: 2 }} data-testid="verify-done">
                      {done}
                    </Alert>
                  ) : null}
                </Box>
              </CardContent>
            </Card>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Documents documents={documents} selected={selected} onSelect={setSelected} />
        </Grid>
      </Grid>
    </Box>
  );
};
