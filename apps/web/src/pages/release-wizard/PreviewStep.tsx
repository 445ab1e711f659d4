import { type DistributionSettingsResponse, formatCopyrightLine, formatIsrc, RELEASE_MESSAGES, type ReleaseResponse, type StoreResponse } from '@soundpost/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isAbortError } from '../../api/client';
import { fetchDistribution, fetchStores } from '../../api/releases';
import { Alert } from '../../components/forms';
import { ROLE_KEYS } from './album-form';
import { distributionFrom, type DistributionValues } from './distribution-form';
import { PreflightPanel } from './PreflightPanel';
import type { StepProps } from './step-props';
import { MISSING_ITEMS, useWizardMessage } from './wizard-messages';
import { extraArtistsOf, formatDuration, territoryName, type WizardStep } from './wizard-steps';

type Load = { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'loaded'; settings: DistributionValues; stores: StoreResponse[] };

const EMPTY = '—';

/** The translated name of a missing item the server reports ('Artwork' → wizard.msg.missing.artwork). */
export function useMissingLabel(): (item: string) => string {
  const wm = useWizardMessage();
  return (item: string) => (Object.values(MISSING_ITEMS) as string[]).includes(item) ? wm(item) : item;
}

/** What submit still needs (release.missing), when anything. */
export function MissingList({ release, testId }: { readonly release: ReleaseResponse; readonly testId: string }) {
  const { t } = useTranslation();
  const label = useMissingLabel();
  const missing = Array.isArray(release.missing) ? release.missing : [];
  if (missing.length === 0) return null;
  return (
    <Alert tone="info" testId={testId}>
      <strong>{t('wizard.preview.missingTitle')}</strong>
      <ul className="wizard-missing-list">
        {missing.map((item) => (
          <li key={item}>{label(item)}</li>
        ))}
      </ul>
    </Alert>
  );
}

/** Step 5: everything the stores will receive, each part with a link back to its step. */
export function PreviewStep({ release, tracks, goTo }: StepProps) {
  const { t, i18n } = useTranslation();
  const wm = useWizardMessage();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const releaseId = release.release_id || release.id;
  const language = i18n.resolvedLanguage ?? 'en';

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([fetchDistribution(releaseId, controller.signal), fetchStores(controller.signal)]).then(
      ([answer, stores]) => setLoad({ kind: 'loaded', settings: distributionFrom(answer?.settings as DistributionSettingsResponse, release), stores }),
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setLoad({ kind: 'error', text: errorText(error, RELEASE_MESSAGES.loadDistributionFailed) });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [releaseId]);

  const value = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? EMPTY : String(v));
  const line = (symbol: '℗' | '©', text: string | null, year: number | null) => (text ? formatCopyrightLine(symbol, text, year) : EMPTY);
  const extras = extraArtistsOf(release);
  const roleLabel = (role: string) => (role in ROLE_KEYS ? t(`wizard.roles.${ROLE_KEYS[role as keyof typeof ROLE_KEYS]}`) : role);
  const typeKey = { Single: 'single', EP: 'ep', Album: 'album' }[release.release_type];

  return (
    <div className="wizard-preview" data-testid="preview-step">
      <MissingList release={release} testId="preview-missing" />
      <PreflightPanel releaseId={releaseId} refreshKey={`${release.updated_at ?? ''}-${tracks.length}`} />

      <PreviewSection title={t('wizard.steps.album_info')} step="album_info" goTo={goTo} testId="preview-album">
        <dl className="facts">
          <Fact label={t('wizard.album.title')} value={value(release.title)} testId="preview-title" />
          <Fact label={t('wizard.album.releaseType')} value={typeKey ? t(`wizard.releaseTypes.${typeKey}`) : value(release.release_type)} />
          <Fact label={t('wizard.album.releaseDate')} value={value(release.release_date)} />
          <Fact label={t('wizard.album.upc')} value={release.upc || t('wizard.preview.upcAssigned')} />
          <Fact label={t('wizard.album.catalogNumber')} value={value(release.catalog_number)} />
          <Fact label={t('wizard.album.labelName')} value={value(release.label_name)} />
          <Fact label={t('wizard.album.pLine')} value={line('℗', release.p_line, release.pline_year)} testId="preview-p-line" />
          <Fact label={t('wizard.album.cLine')} value={line('©', release.c_line, release.cline_year)} testId="preview-c-line" />
          <Fact label={t('wizard.preview.genres')} value={[release.genre_primary, release.genre_secondary].filter(Boolean).join(', ') || EMPTY} />
        </dl>
      </PreviewSection>

      <PreviewSection title={t('wizard.preview.artists')} step="album_info" goTo={goTo} testId="preview-artists">
        <ul className="wizard-list">
          <li className="wizard-list__item">
            <span>
              <strong data-testid="preview-primary-artist">{value(release.artist)}</strong>{' '}
              <span className="wizard-muted">· {t('wizard.roles.primaryArtist')}</span>
            </span>
          </li>
          {extras.map((artist) => (
            <li key={`${artist.artist_id}:${artist.role}`} className="wizard-list__item" data-testid="preview-extra-artist">
              <span>
                <strong>{artist.name || artist.artist_id}</strong> <span className="wizard-muted">· {roleLabel(artist.role)}</span>
              </span>
            </li>
          ))}
        </ul>
      </PreviewSection>

      <PreviewSection title={t('wizard.steps.artwork')} step="artwork" goTo={goTo} testId="preview-artwork">
        {release.cover_art_url ? (
          <figure className="wizard-preview__art">
            <img className="wizard-artwork__image" src={release.cover_art_url} alt={t('wizard.artwork.currentAlt')} />
            {release.cover_art_width && release.cover_art_height && (
              <figcaption className="field__hint">{t('wizard.artwork.dimensions', { width: release.cover_art_width, height: release.cover_art_height })}</figcaption>
            )}
          </figure>
        ) : (
          <p className="wizard-muted">{t('wizard.preview.noArtwork')}</p>
        )}
      </PreviewSection>

      <PreviewSection title={t('wizard.steps.track_upload')} step="track_upload" goTo={goTo} testId="preview-tracks">
        {tracks.length === 0 ? (
          <p className="wizard-muted">{t('wizard.tracks.empty')}</p>
        ) : (
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('wizard.tracks.columns.title')}</th>
                  <th scope="col">{t('wizard.tracks.columns.duration')}</th>
                  <th scope="col">{t('wizard.tracks.columns.isrc')}</th>
                </tr>
              </thead>
              <tbody>
                {tracks.map((track) => (
                  <tr key={track.id} data-testid="preview-track">
                    <td>{track.track_number}</td>
                    <td>
                      {track.title}
                      {track.version ? ` (${track.version})` : ''}
                    </td>
                    <td>{formatDuration(track.duration)}</td>
                    <td>{track.isrc ? formatIsrc(track.isrc) : EMPTY}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PreviewSection>

      <PreviewSection title={t('wizard.steps.distribution')} step="distribution" goTo={goTo} testId="preview-distribution">
        {load.kind === 'loading' && <p className="loading-text">{t('forms.loading')}</p>}
        {load.kind === 'error' && <Alert tone="error">{wm(load.text)}</Alert>}
        {load.kind === 'loaded' && (
          <dl className="facts">
            <Fact label={t('wizard.distribution.releaseDate')} value={value(load.settings.release_date)} />
            <Fact label={t('wizard.distribution.releaseTime')} value={value(load.settings.release_date ? load.settings.release_time : '')} />
            <Fact label={t('wizard.distribution.timezone')} value={value(load.settings.release_date ? load.settings.timezone : '')} />
            <Fact
              label={t('wizard.distribution.territories')}
              testId="preview-territories"
              value={
                load.settings.territory_mode === 'worldwide'
                  ? t('wizard.distribution.modes.worldwide')
                  : `${t(`wizard.distribution.modes.${load.settings.territory_mode}`)}: ${load.settings.territories.map((code) => territoryName(code, language)).join(', ') || EMPTY}`
              }
            />
            <Fact
              label={t('wizard.distribution.stores')}
              testId="preview-stores"
              value={
                load.settings.store_ids.map((id) => load.stores.find((store) => store.id === id)?.name ?? id).join(', ') || EMPTY
              }
            />
            <Fact label={t('wizard.distribution.priceTier')} value={t(`wizard.distribution.tiers.${load.settings.price_tier}`)} />
            <Fact label={t('wizard.distribution.contentId')} value={load.settings.content_id_opt_in ? t('wizard.yes') : t('wizard.no')} testId="preview-content-id" />
          </dl>
        )}
      </PreviewSection>

      <div className="wizard__actions wizard__actions--end">
        <button type="button" className="btn btn--primary" onClick={() => void goTo('delivered')} data-testid="preview-next">
          {t('wizard.preview.next')}
        </button>
      </div>
    </div>
  );
}

function PreviewSection({
  title,
  step,
  goTo,
  testId,
  children,
}: {
  readonly title: string;
  readonly step: WizardStep;
  readonly goTo: StepProps['goTo'];
  readonly testId: string;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="wizard-preview__section" data-testid={testId} aria-label={title}>
      <header className="wizard-preview__header">
        <h3 className="wizard-preview__title">{title}</h3>
        <button
          type="button"
          className="link-button"
          onClick={() => void goTo(step)}
          aria-label={t('wizard.preview.editSection', { section: title })}
          data-testid={`${testId}-edit`}
        >
          {t('wizard.preview.edit')}
        </button>
      </header>
      {children}
    </section>
  );
}

function Fact({ label, value, testId }: { readonly label: string; readonly value: string; readonly testId?: string }) {
  return (
    <div className="facts__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
