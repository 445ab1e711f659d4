import { ARTIST_ROLES, type ArtistDirectoryResponse, type ArtistRole, type DirectoryArtistResponse, RELEASE_MESSAGES } from '@soundpost/contracts';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorText } from '../../api/client';
import { createDirectoryArtist } from '../../api/releases';
import { describedBy, Field } from '../../components/forms';
import { ROLE_KEYS } from './album-form';
import type { WizardNotice } from './step-props';
import { useWizardMessage, WIZARD_SERVER_MESSAGES } from './wizard-messages';

interface ArtistCreatorProps {
  /** Prefix of ids and data-testids, e.g. 'primary' or 'collaborator'. */
  readonly idPrefix: string;
  readonly directory: ArtistDirectoryResponse;
  readonly defaultRole: ArtistRole;
  readonly onCreated: (artist: DirectoryArtistResponse) => void;
  /** The plan's artist limit was met (a 403): the directory can take no more. */
  readonly onLimitReached: () => void;
  readonly notify: (notice: WizardNotice | null) => void;
}

/**
 * Adds an artist to the directory without leaving the wizard (POST /artist/artists2). At the plan's total artist
 * limit (`can_create` false, or a 403) it says so instead. It lives inside the album form, so it is a
 * group of controls, not a nested form.
 */
export function ArtistCreator({ idPrefix, directory, defaultRole, onCreated, onLimitReached, notify }: ArtistCreatorProps) {
  const { t } = useTranslation();
  const wm = useWizardMessage();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [role, setRole] = useState<string>(defaultRole);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const nameId = `${idPrefix}-new-artist-name`;

  if (!directory.can_create) {
    return (
      <p className="wizard-note wizard-note--warning" data-testid={`${idPrefix}-artist-limit`}>
        {wm(RELEASE_MESSAGES.artistLimitReached)}
      </p>
    );
  }

  if (!open) {
    return (
      <button type="button" className="link-button wizard__inline-action" onClick={() => setOpen(true)} data-testid={`${idPrefix}-new-artist`}>
        {t('wizard.album.newArtist')}
      </button>
    );
  }

  const create = async () => {
    if (name.trim() === '') {
      setError(WIZARD_SERVER_MESSAGES.artistNameRequired);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const answer = await createDirectoryArtist(name.trim(), role);
      const artist = answer?.artist ?? (answer as { item?: DirectoryArtistResponse } | undefined)?.item;
      if (!artist) throw new ApiRequestError(500, undefined);
      notify({ tone: 'success', text: answer.message || RELEASE_MESSAGES.artistAdded });
      onCreated(artist);
      setName('');
      setOpen(false);
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.status === 403) {
        onLimitReached();
        notify({ tone: 'error', text: caught.message || RELEASE_MESSAGES.artistLimitReached });
      } else if (caught instanceof ApiRequestError && caught.fieldError('name')) {
        setError(caught.fieldError('name'));
      } else {
        notify({ tone: 'error', text: errorText(caught, RELEASE_MESSAGES.createArtistFailed) });
      }
    } finally {
      setBusy(false);
    }
  };

  // Enter adds the artist rather than submitting the album form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void create();
    }
  };

  return (
    <div className="wizard-creator" role="group" aria-label={t('wizard.album.newArtistGroup')} data-testid={`${idPrefix}-creator`}>
      <Field id={nameId} label={t('wizard.album.newArtistName')} error={error ? wm(error) : undefined} errorTestId={`${idPrefix}-new-artist-error`}>
        <input
          id={nameId}
          className="input"
          value={name}
          maxLength={255}
          autoFocus
          onChange={(event) => setName(event.target.value)}
          onKeyDown={onKeyDown}
          data-testid={`${idPrefix}-new-artist-name`}
          {...describedBy(nameId, error)}
        />
      </Field>
      <Field id={`${idPrefix}-new-artist-role`} label={t('wizard.album.newArtistRole')}>
        <select
          id={`${idPrefix}-new-artist-role`}
          className="input"
          value={role}
          onChange={(event) => setRole(event.target.value)}
          data-testid={`${idPrefix}-new-artist-role`}
        >
          {ARTIST_ROLES.map((value) => (
            <option key={value} value={value}>
              {t(`wizard.roles.${ROLE_KEYS[value]}`)}
            </option>
          ))}
        </select>
      </Field>
      <div className="wizard__actions">
        <button type="button" className="btn btn--primary btn--sm" disabled={busy} onClick={() => void create()} data-testid={`${idPrefix}-new-artist-save`}>
          {busy ? t('forms.saving') : t('wizard.album.addToDirectory')}
        </button>
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={busy}
          onClick={() => {
            setOpen(false);
            setError(undefined);
          }}
        >
          {t('wizard.cancel')}
        </button>
      </div>
      {directory.remaining >= 0 && (
        <p className="field__hint" data-testid={`${idPrefix}-artists-remaining`}>
          {t('wizard.album.artistsRemaining', { remaining: directory.remaining })}
        </p>
      )}
    </div>
  );
}
