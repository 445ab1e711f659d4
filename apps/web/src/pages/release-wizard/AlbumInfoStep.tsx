import {
  ARTIST_ROLES,
  type ArtistDirectoryResponse,
  DEFAULT_ARTIST_ROLE,
  type DirectoryArtistResponse,
  GENRES,
  missingFieldsMessage,
  RELEASE_MESSAGES,
  RELEASE_TYPES,
} from '@soundpost/contracts';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isAbortError } from '../../api/client';
import { fetchArtistDirectory, updateRelease } from '../../api/releases';
import { Alert, describedBy, Field } from '../../components/forms';
import {
  albumFromRelease,
  albumPayload,
  albumServerErrors,
  canAddArtist,
  collaboratorsFromRelease,
  missingAlbumFields,
  normaliseCollaborators,
  ROLE_KEYS,
  roleForPick,
  type AlbumErrors,
  type AlbumField,
  type AlbumValues,
  type Collaborator,
} from './album-form';
import { ArtistCreator } from './ArtistCreator';
import type { StepProps } from './step-props';
import { useWizardMessage } from './wizard-messages';

type DirectoryState = { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'loaded'; directory: ArtistDirectoryResponse };

const RELEASE_TYPE_KEYS: Readonly<Record<string, string>> = { Single: 'single', EP: 'ep', Album: 'album' };
const MISSING_KEYS: Readonly<Record<string, string>> = {
  Title: 'title',
  'Primary artist': 'primaryArtist',
  'Release date': 'releaseDate',
  'Release type': 'releaseType',
};

const idOf = (field: string) => `album-${field}`;

/** Step 1: album info, the primary artist from the directory, collaborators with roles. */
export function AlbumInfoStep({ release, onRelease, goTo, notify }: StepProps) {
  const { t } = useTranslation();
  const wm = useWizardMessage();
  const [values, setValues] = useState<AlbumValues>(() => albumFromRelease(release));
  const [collaborators, setCollaborators] = useState<Collaborator[]>(() => collaboratorsFromRelease(release));
  const [errors, setErrors] = useState<AlbumErrors>({});
  const [busy, setBusy] = useState(false);
  const [directoryState, setDirectoryState] = useState<DirectoryState>({ kind: 'loading' });
  const releaseId = release.release_id || release.id;

  useEffect(() => {
    const controller = new AbortController();
    fetchArtistDirectory(controller.signal).then(
      (directory) =>
        setDirectoryState({
          kind: 'loaded',
          directory: {
            items: Array.isArray(directory?.items) ? directory.items : [],
            can_create: directory?.can_create !== false,
            remaining: typeof directory?.remaining === 'number' ? directory.remaining : -1,
          },
        }),
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setDirectoryState({ kind: 'error', text: errorText(error, RELEASE_MESSAGES.loadArtistDirectoryFailed) });
      },
    );
    return () => controller.abort();
  }, []);

  const directory = directoryState.kind === 'loaded' ? directoryState.directory : null;
  const artists: readonly DirectoryArtistResponse[] = directory?.items ?? [];
  const ownArtistId = artists.find((artist) => artist.is_self)?.id;

  // A release with no primary artist yet starts with the artist's own entry picked.
  useEffect(() => {
    if (ownArtistId) setValues((current) => (current.primary_artist_id ? current : { ...current, primary_artist_id: ownArtistId }));
  }, [ownArtistId]);
  const nameOf = (artistId: string, fallback = '') => artists.find((a) => a.id === artistId)?.name || fallback || artistId;

  const set = (field: AlbumField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const setPrimary = (artistId: string) => {
    set('primary_artist_id', artistId);
    // The primary artist is never also an extra artist.
    setCollaborators((current) => current.filter((item) => item.artist_id !== artistId));
  };

  const addToDirectory = (artist: DirectoryArtistResponse) =>
    setDirectoryState((current) => {
      if (current.kind !== 'loaded') return current;
      const remaining = current.directory.remaining > 0 ? current.directory.remaining - 1 : current.directory.remaining;
      return {
        kind: 'loaded',
        directory: { items: [...current.directory.items, artist], remaining, can_create: remaining !== 0 },
      };
    });

  const directoryFull = () =>
    setDirectoryState((current) =>
      current.kind === 'loaded' ? { kind: 'loaded', directory: { ...current.directory, can_create: false, remaining: 0 } } : current,
    );

  const missing = missingAlbumFields(values);
  const missingText = missing.length
    ? t('wizard.album.missing', {
        fields: missing.map((name) => t(`wizard.msg.missing.${MISSING_KEYS[name]}`, { defaultValue: name })).join(', '),
        defaultValue: missingFieldsMessage(missing),
      })
    : '';

  const save = async (next: boolean) => {
    const result = albumPayload(values, collaborators);
    setErrors(result.errors);
    if (!result.payload) return;
    setBusy(true);
    notify(null);
    try {
      const answer = await updateRelease(releaseId, result.payload);
      if (answer?.release) onRelease(answer.release);
      notify({ tone: 'success', text: answer?.message || RELEASE_MESSAGES.saved });
      if (next) await goTo('track_upload');
    } catch (error) {
      setErrors(albumServerErrors(error, values));
      notify({ tone: 'error', text: errorText(error, RELEASE_MESSAGES.saveFailed) });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (missing.length === 0 && !busy) void save(true);
  };

  const err = (field: AlbumField) => (errors[field] ? wm(errors[field]) : undefined);
  const textField = (field: AlbumField, label: ReactNode, options: { optional?: boolean; type?: string; maxLength?: number; list?: string; inputMode?: 'numeric' } = {}) => (
    <Field id={idOf(field)} label={label} error={err(field)} errorTestId={`album-${field}-error`} optional={options.optional}>
      <input
        id={idOf(field)}
        className="input"
        type={options.type ?? 'text'}
        value={values[field]}
        maxLength={options.maxLength}
        list={options.list}
        inputMode={options.inputMode}
        required={!options.optional}
        onChange={(event) => set(field, event.target.value)}
        data-testid={`album-${field}`}
        {...describedBy(idOf(field), err(field))}
      />
    </Field>
  );

  return (
    <form className="form wizard-form" onSubmit={onSubmit} noValidate data-testid="album-form">
      <div className="form__grid">
        {textField('title', t('wizard.album.title'), { maxLength: 255 })}
        <Field id={idOf('release_type')} label={t('wizard.album.releaseType')}>
          <select
            id={idOf('release_type')}
            className="input"
            value={values.release_type}
            onChange={(event) => set('release_type', event.target.value)}
            data-testid="album-release_type"
          >
            {RELEASE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`wizard.releaseTypes.${RELEASE_TYPE_KEYS[type]}`)}
              </option>
            ))}
          </select>
        </Field>
        <div className="wizard-form__wide">
          <Field id={idOf('primary_artist_id')} label={t('wizard.album.primaryArtist')} error={err('primary_artist_id')}>
            <select
              id={idOf('primary_artist_id')}
              className="input"
              value={values.primary_artist_id}
              required
              disabled={directoryState.kind === 'loading'}
              onChange={(event) => setPrimary(event.target.value)}
              data-testid="album-primary_artist_id"
              {...describedBy(idOf('primary_artist_id'), err('primary_artist_id'))}
            >
              <option value="">{directoryState.kind === 'loading' ? t('forms.loading') : t('wizard.album.chooseArtist')}</option>
              {values.primary_artist_id && !artists.some((a) => a.id === values.primary_artist_id) && (
                <option value={values.primary_artist_id}>{release.artist || values.primary_artist_id}</option>
              )}
              {artists.map((artist) => (
                <option key={artist.id} value={artist.id}>
                  {artist.name}
                </option>
              ))}
            </select>
          </Field>
          {directoryState.kind === 'error' && (
            <Alert tone="error" testId="album-directory-error">
              {wm(directoryState.text)}
            </Alert>
          )}
          {directory && (
            <ArtistCreator
              idPrefix="primary"
              directory={directory}
              defaultRole="Primary Artist"
              notify={notify}
              onLimitReached={directoryFull}
              onCreated={(artist) => {
                addToDirectory(artist);
                setPrimary(artist.id);
              }}
            />
          )}
        </div>
        {textField('release_date', t('wizard.album.releaseDate'), { type: 'date' })}
        {textField('upc', t('wizard.album.upc'), { optional: true, inputMode: 'numeric', maxLength: 20 })}
        {textField('catalog_number', t('wizard.album.catalogNumber'), { optional: true, maxLength: 100 })}
        {textField('label_name', t('wizard.album.labelName'), { optional: true, maxLength: 255 })}
        {textField('p_line', t('wizard.album.pLine'), { optional: true, maxLength: 255 })}
        {textField('pline_year', t('wizard.album.pLineYear'), { optional: true, inputMode: 'numeric', maxLength: 4 })}
        {textField('c_line', t('wizard.album.cLine'), { optional: true, maxLength: 255 })}
        {textField('cline_year', t('wizard.album.cLineYear'), { optional: true, inputMode: 'numeric', maxLength: 4 })}
        {textField('genre_primary', t('wizard.album.genrePrimary'), { optional: true, list: 'album-genres', maxLength: 100 })}
        {textField('genre_secondary', t('wizard.album.genreSecondary'), { optional: true, list: 'album-genres', maxLength: 100 })}
        <datalist id="album-genres">
          {GENRES.map((genre) => (
            <option key={genre} value={genre} />
          ))}
        </datalist>
      </div>

      <Collaborators
        collaborators={collaborators}
        primaryId={values.primary_artist_id}
        directory={directory}
        maxExtraArtists={release.limits?.max_extra_artists}
        nameOf={nameOf}
        error={errors.collaborators ? wm(errors.collaborators) : undefined}
        onChange={(next) => {
          setCollaborators(next);
          setErrors((current) => ({ ...current, collaborators: undefined }));
        }}
        onArtistCreated={addToDirectory}
        onDirectoryFull={directoryFull}
        notify={notify}
      />

      <div className="wizard__actions wizard__actions--end">
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void save(false)} data-testid="album-save">
          {t('wizard.save')}
        </button>
        <span className="wizard-tooltip" title={missingText || undefined} data-testid="album-next-tooltip">
          <button
            type="submit"
            className="btn btn--primary"
            disabled={busy || missing.length > 0}
            aria-describedby={missingText ? 'album-missing' : undefined}
            data-testid="album-next"
          >
            {busy ? t('forms.saving') : t('wizard.album.saveNext')}
          </button>
        </span>
      </div>
      {missingText && (
        <p className="field__hint wizard__missing" id="album-missing" data-testid="album-missing">
          {missingText}
        </p>
      )}
    </form>
  );
}

interface CollaboratorsProps {
  readonly collaborators: readonly Collaborator[];
  readonly primaryId: string;
  readonly directory: ArtistDirectoryResponse | null;
  readonly maxExtraArtists: number | undefined;
  readonly nameOf: (artistId: string, fallback?: string) => string;
  readonly error?: string;
  readonly onChange: (next: Collaborator[]) => void;
  readonly onArtistCreated: (artist: DirectoryArtistResponse) => void;
  readonly onDirectoryFull: () => void;
  readonly notify: StepProps['notify'];
}

/** Extra artists with roles: each pair once, never the primary artist, at most the plan's number of artists. */
function Collaborators({
  collaborators,
  primaryId,
  directory,
  maxExtraArtists,
  nameOf,
  error,
  onChange,
  onArtistCreated,
  onDirectoryFull,
  notify,
}: CollaboratorsProps) {
  const { t } = useTranslation();
  const wm = useWizardMessage();
  const [artistId, setArtistId] = useState('');
  const [role, setRole] = useState<string>(DEFAULT_ARTIST_ROLE);
  const [problem, setProblem] = useState<string | undefined>();
  const choices = (directory?.items ?? []).filter((artist) => artist.id !== primaryId);

  const pick = (id: string) => {
    setArtistId(id);
    setProblem(undefined);
    setRole((current) => roleForPick(current, choices.find((artist) => artist.id === id)));
  };

  const add = () => {
    if (!artistId) return;
    if (collaborators.some((item) => item.artist_id === artistId && item.role === role)) {
      setProblem(t('wizard.album.duplicateCollaborator'));
      return;
    }
    if (!canAddArtist(collaborators, artistId, maxExtraArtists)) {
      setProblem(RELEASE_MESSAGES.collaboratorLimitReached);
      return;
    }
    onChange(normaliseCollaborators([...collaborators, { artist_id: artistId, name: nameOf(artistId), role }], primaryId));
    setArtistId('');
    setRole(DEFAULT_ARTIST_ROLE);
    setProblem(undefined);
  };

  const shownProblem = problem ?? error;

  return (
    <fieldset className="wizard-fieldset" data-testid="collaborators">
      <legend className="form__legend">{t('wizard.album.collaborators')}</legend>
      {maxExtraArtists !== undefined && maxExtraArtists >= 0 && (
        <p className="field__hint" data-testid="collaborators-limit">
          {t('wizard.album.collaboratorLimit', { max: maxExtraArtists })}
        </p>
      )}
      {collaborators.length > 0 ? (
        <ul className="wizard-list" data-testid="collaborator-list">
          {collaborators.map((item) => {
            const name = nameOf(item.artist_id, item.name);
            const roleLabel = item.role in ROLE_KEYS ? t(`wizard.roles.${ROLE_KEYS[item.role as keyof typeof ROLE_KEYS]}`) : item.role;
            return (
              <li key={`${item.artist_id}:${item.role}`} className="wizard-list__item" data-testid="collaborator">
                <span>
                  <strong>{name}</strong> <span className="wizard-muted">· {roleLabel}</span>
                </span>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  aria-label={t('wizard.album.removeCollaborator', { name, role: roleLabel })}
                  onClick={() => onChange(collaborators.filter((other) => other !== item))}
                >
                  {t('wizard.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="wizard-muted">{t('wizard.album.noCollaborators')}</p>
      )}
      <div className="wizard-collab">
        <Field id="collaborator-artist" label={t('wizard.album.collaboratorArtist')}>
          <select
            id="collaborator-artist"
            className="input"
            value={artistId}
            onChange={(event) => pick(event.target.value)}
            disabled={!directory}
            data-testid="collaborator-artist"
          >
            <option value="">{t('wizard.album.chooseArtist')}</option>
            {choices.map((artist) => (
              <option key={artist.id} value={artist.id}>
                {artist.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="collaborator-role" label={t('wizard.album.collaboratorRole')}>
          <select id="collaborator-role" className="input" value={role} onChange={(event) => setRole(event.target.value)} data-testid="collaborator-role">
            {ARTIST_ROLES.map((value) => (
              <option key={value} value={value}>
                {t(`wizard.roles.${ROLE_KEYS[value]}`)}
              </option>
            ))}
          </select>
        </Field>
        <button type="button" className="btn btn--ghost" disabled={!artistId} onClick={add} data-testid="collaborator-add">
          {t('wizard.album.addCollaborator')}
        </button>
      </div>
      {shownProblem && (
        <Alert tone="error" testId="collaborator-error">
          {wm(shownProblem)}
        </Alert>
      )}
      {directory && (
        <ArtistCreator
          idPrefix="collaborator"
          directory={directory}
          defaultRole={DEFAULT_ARTIST_ROLE}
          notify={notify}
          onLimitReached={onDirectoryFull}
          onCreated={(artist) => {
            onArtistCreated(artist);
            setArtistId(artist.id);
            setProblem(undefined);
            setRole((current) => roleForPick(current, artist));
          }}
        />
      )}
    </fieldset>
  );
}
