import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import DownloadIcon from '@mui/icons-material/Download';
import {
  ADMIN_MESSAGES,
  documentStatusMessage,
  isDocumentStatus,
  type DocumentStatus,
} from '@soundpost/contracts';
import {
  BooleanInput,
  Edit,
  email,
  Labeled,
  PasswordInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useBasename,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorMessage } from '../common/errors';
import { isOn, toFlag } from '../common/flags';
import { roleNames } from '../providers/auth-provider';
import { artistDocuments } from './documents';
import { DataHeld } from './DataHeld';
import { DOCUMENT_STATUS_CHOICES, DocumentStatusChip } from './shared';
import { TeamPanel } from './TeamPanel';

const requiredField = required();
const nameValidators = [requiredField];
const emailValidators = [requiredField, email()];
const statusValidators = [requiredField];

/** Blank keeps the current password. */
export const validateOptionalPassword = (value: unknown): string | undefined => {
  const password = typeof value === 'string' ? value : '';
  if (password.trim() === '') return undefined;
  return password.length < 8 ? ADMIN_MESSAGES.passwordHint : undefined;
};

export interface ArtistUpdatePayload {
  name: string;
  email: string;
  email_verified: 0 | 1;
  is_verified: 0 | 1;
  document_status: string;
  password?: string;
}

export const artistUpdatePayload = (values: Record<string, unknown>): ArtistUpdatePayload => {
  const payload: ArtistUpdatePayload = {
    name: String(values['name'] ?? '').trim(),
    email: String(values['email'] ?? '').trim(),
    email_verified: toFlag(values['email_verified']),
    is_verified: toFlag(values['is_verified']),
    document_status: String(values['document_status'] ?? ''),
  };
  const password = typeof values['password'] === 'string' ? values['password'] : '';
  if (password.trim() !== '') payload.password = password;
  return payload;
};

export const decisionPayload = (record: RaRecord, status: Extract<DocumentStatus, 'approved' | 'rejected'>) => ({
  name: String(record['name'] ?? ''),
  email: String(record['email'] ?? ''),
  email_verified: toFlag(record['email_verified']),
  document_status: status,
  is_verified: status === 'approved' ? 1 : 0,
});

const CurrentDocumentStatus = () => {
  const record = useRecordContext();
  if (!record) return null;
  return <DocumentStatusChip status={record['document_status']} hasDocument={record['has_document']} testId="edit-document-status" />;
};

const DecisionButtons = () => {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate(undefined, undefined, { mutationMode: 'pessimistic' });
  if (!record) return null;
  const current = isDocumentStatus(record['document_status']) ? record['document_status'] : 'pending';

  const decide = (status: 'approved' | 'rejected') =>
    update(
      'artists',
      { id: record.id, data: decisionPayload(record, status), previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(documentStatusMessage(status), { type: 'success' });
          refresh();
        },
        onError: (error) => notify(errorMessage(error, ADMIN_MESSAGES.actionFailed), { type: 'error' }),
      },
    );

  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2 }} data-testid="artist-decision" data-status={current}>
      <Button
        variant="contained"
        color="success"
        startIcon={<CheckCircleIcon />}
        disabled={isPending || current === 'approved'}
        onClick={() => decide('approved')}
        data-testid="artist-approve"
      >
        Approve
      </Button>
      <Button
        variant="contained"
        color="error"
        startIcon={<CancelIcon />}
        disabled={isPending || current === 'rejected'}
        onClick={() => decide('rejected')}
        data-testid="artist-reject"
      >
        Reject
      </Button>
    </Stack>
  );
};

const Roles = () => {
  const record = useRecordContext();
  const roles = roleNames(record?.['roles']);
  return (
    <Labeled label="Roles">
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} data-testid="artist-roles">
        {roles.length > 0 ? (
          roles.map((role) => <Chip key={role} label={role} size="small" variant="outlined" />)
        ) : (
          <Typography variant="body2">—</Typography>
        )}
      </Box>
    </Labeled>
  );
};

const DocumentLinks = () => {
  const record = useRecordContext();
  const basename = useBasename();
  const documents = artistDocuments(record);
  return (
    <Labeled label="Identity document">
      <Box data-testid="artist-documents">
        {documents.length === 0 ? (
          <Typography variant="body2" data-testid="artist-no-document">
            {ADMIN_MESSAGES.noDocumentUploaded}
          </Typography>
        ) : (
          <Stack spacing={0.5}>
            {documents.map((document) => (
              <Button
                key={document.key}
                size="small"
                startIcon={<DownloadIcon />}
                href={document.url}
                target="_blank"
                rel="noopener noreferrer"
                download={document.name}
                sx={{ justifyContent: 'flex-start' }}
                data-testid="artist-document-link"
              >
                {document.name}
              </Button>
            ))}
          </Stack>
        )}
        {record ? (
          <Button
            size="small"
            component={RouterLink}
            to={`${basename}/artists/${encodeURIComponent(String(record.id))}/verify`}
            sx={{ mt: 1 }}
            data-testid="artist-open-verify"
          >
            Verify Docs
          </Button>
        ) : null}
      </Box>
    </Labeled>
  );
};

const EditToolbar = () => (
  <Toolbar>
    <SaveButton data-testid="artist-save" />
  </Toolbar>
);

export const ArtistEdit = () => {
  const { id = '' } = useParams();
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <Box data-testid="artist-edit">
      <Edit
        resource="artists"
        id={id}
        title="Edit artist"
        mutationMode="pessimistic"
        redirect={false}
        transform={artistUpdatePayload}
        queryOptions={{
          onError: (error: unknown) =>
            notify(errorMessage(error, ADMIN_MESSAGES.loadArtistFailed), { type: 'error' }),
        }}
        mutationOptions={{
          onSuccess: () => {
            notify(ADMIN_MESSAGES.artistUpdated, { type: 'success' });
            refresh();
          },
          onError: (error: unknown) => notify(errorMessage(error, ADMIN_MESSAGES.updateFailed), { type: 'error' }),
        }}
      >
        <SimpleForm toolbar={<EditToolbar />} noValidate>
          <CurrentDocumentStatus />
          <DecisionButtons />
          <TextInput source="name" label="Name" validate={nameValidators} fullWidth />
          <TextInput source="email" label="Email" type="email" validate={emailValidators} fullWidth />
          <BooleanInput source="email_verified" label="Email verified" format={isOn} />
          <BooleanInput source="is_verified" label="Verified" format={isOn} />
          <SelectInput
            source="document_status"
            label="Document status"
            choices={DOCUMENT_STATUS_CHOICES}
            validate={statusValidators}
          />
          <Roles />
          <PasswordInput
            source="password"
            label="New password"
            autoComplete="new-password"
            helperText={ADMIN_MESSAGES.passwordHint}
            validate={validateOptionalPassword}
            fullWidth
          />
          <DocumentLinks />
        </SimpleForm>
      </Edit>
      {id !== '' && <TeamPanel accountId={id} />}
      {id !== '' && <DataHeld userId={id} />}
    </Box>
  );
};
