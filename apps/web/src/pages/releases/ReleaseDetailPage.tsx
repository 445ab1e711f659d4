import {
  type DistributionSettingsResponse,
  formatReleaseNumber,
  RELEASE_MESSAGES,
  type ReleaseResponse,
  type StoreResponse,
  type TrackResponse,
} from '@soundpost/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { fetchDistribution, fetchReleaseDetail, fetchStores } from '../../api/releases';
import { useSession } from '../../session/use-session';
import { DetailCard, DetailPage, detailList, FieldsCard, useDetailFormat } from './detail-layout';
import { ReleaseDeliveries } from './ReleaseDeliveries';
import {
  isFinalRelease,
  parseExtraArtists,
  ReleaseStatusBadge,
  Row,
  TrackCells,
  useLoadable,
} from './release-view';
import './releases.css';

/** An owner name the detail answer may carry ("Detail view also: user_id, owner name and email"). */
interface OwnerFields {
  readonly owner_name?: string | null;
  readonly owner?: { readonly name?: string | null } | null;
}

/** Distribution settings and store names: a summary that is simply left out when it cannot be read. */
function useDistribution(releaseId: string) {
  const [settings, setSettings] = useState<DistributionSettingsResponse | null>(null);
  const [stores, setStores] = useState<StoreResponse[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetchDistribution(releaseId, controller.signal).then(
      (body) => setSettings(body?.settings ?? null),
      () => undefined,
    );
    fetchStores(controller.signal).then(setStores, () => undefined);
    return () => controller.abort();
  }, [releaseId]);
  return { settings, stores };
}

/** The loaded release: artwork, every field, the distribution summary and the tracks with previews. */
function ReleaseDetailBody(props: { readonly release: ReleaseResponse; readonly tracks: readonly TrackResponse[] }) {
  const { t } = useTranslation();
  const format = useDetailFormat();
  const release = props.release as ReleaseResponse & OwnerFields;
  const tracks = props.tracks;
  const rid = release.release_id || release.id;
  const distribution = useDistribution(rid);
  const extras = parseExtraArtists(release.extra_artists);
  const session = useSession();
  // The artist's own release: its owner is the signed-in account, named by the display rules. Ids stay in the back office.
  const ownerName = release.owner_name || release.owner?.name || (session.profile ? session.displayName : null);
  const settings = distribution.settings;
  const storeName = (storeId: string) => distribution.stores.find((store) => store.id === storeId)?.name ?? storeId;
  const maxExtras = release.limits?.max_extra_artists;
  return (
    <>
      <article className="card detail__head">
        {release.cover_art_url ? (
          <img className="release-cover" src={release.cover_art_url} alt={t('catalog.detail.artworkAlt')} data-testid="release-detail-cover" />
        ) : (
          <div className="release-cover release-cover--empty" data-testid="release-detail-no-cover">
            {t('catalog.detail.noArtwork')}
          </div>
        )}
        <div className="detail__summary">
          <dl className="detail__grid">
            <Row label={t('catalog.detail.status')} value={<ReleaseStatusBadge status={release.status} testId="release-detail-status" />} />
            <Row label={t('catalog.detail.statusComment')} value={release.status_comment} />
            <Row label={t('catalog.detail.releaseNumber')} value={formatReleaseNumber(release.release_number)} testId="release-detail-number" />
            <Row label={t('catalog.detail.artist')} value={release.artist} testId="release-detail-artist" />
            <Row label={t('catalog.detail.artistRoles')} value={release.artist_roles} />
            <Row label={t('catalog.detail.releaseType')} value={release.release_type || release.type} />
            <Row label={t('catalog.detail.releaseDate')} value={format.date(release.release_date)} />
            <Row label={t('catalog.detail.upc')} value={release.upc} mono testId="release-detail-upc" />
          </dl>
        </div>
      </article>

      <ReleaseDeliveries releaseId={rid} />

      <FieldsCard title={t('catalog.detail.albumInfo')} fieldsTestId="release-detail-fields">
        <Row label={t('catalog.detail.catalogNumber')} value={release.catalog_number} />
        <Row label={t('catalog.detail.labelName')} value={release.label_name} />
        <Row label={t('catalog.detail.pLine')} value={release.p_line} />
        <Row label={t('catalog.detail.plineYear')} value={release.pline_year} />
        <Row label={t('catalog.detail.cLine')} value={release.c_line} />
        <Row label={t('catalog.detail.clineYear')} value={release.cline_year} />
        <Row label={t('catalog.detail.genrePrimary')} value={release.genre_primary} />
        <Row label={t('catalog.detail.genreSecondary')} value={release.genre_secondary} />
        <Row
          label={t('catalog.detail.extraArtists')}
          testId="release-detail-extra-artists"
          value={detailList(extras.map((extra) => ({ key: `${extra.artist_id}-${extra.role}`, text: `${extra.name || extra.artist_id} — ${extra.role}` })))}
        />
        <Row
          label={t('catalog.detail.maxExtraArtists')}
          value={maxExtras === undefined ? null : maxExtras < 0 ? t('catalog.detail.unlimited') : maxExtras}
        />
        <Row
          label={t('catalog.detail.workflowStage')}
          testId="release-detail-stage"
          value={release.workflow_stage ? t(`catalog.stages.${release.workflow_stage}`, { defaultValue: release.workflow_stage }) : null}
        />
        <Row label={t('catalog.detail.tracksCount')} value={release.tracks_count ?? tracks.length} />
        <Row label={t('catalog.detail.ownerName')} value={ownerName} testId="release-detail-owner" />
        <Row label={t('catalog.detail.submittedAt')} value={format.dateTime(release.submitted_at)} />
        <Row label={t('catalog.detail.createdAt')} value={format.dateTime(release.created_at)} />
        <Row label={t('catalog.detail.updatedAt')} value={format.dateTime(release.updated_at)} />
      </FieldsCard>

      <FieldsCard title={t('catalog.detail.distribution')} testId="release-detail-distribution">
        <Row label={t('catalog.detail.releaseDate')} value={format.date(release.release_date)} />
        <Row label={t('catalog.detail.releaseTime')} value={settings?.release_time ?? release.release_time} />
        <Row label={t('catalog.detail.timezone')} value={settings?.timezone ?? release.timezone} />
        {settings && (
          <>
            <Row
              label={t('catalog.detail.territories')}
              testId="release-detail-territories"
              value={
                settings.territory_mode === 'worldwide'
                  ? t('catalog.detail.territoryModes.worldwide')
                  : `${t(`catalog.detail.territoryModes.${settings.territory_mode}`)}: ${settings.territories.join(', ')}`
              }
            />
            <Row
              label={t('catalog.detail.stores')}
              testId="release-detail-stores"
              value={settings.store_ids.length > 0 ? settings.store_ids.map(storeName).join(', ') : null}
            />
            <Row label={t('catalog.detail.contentId')} value={format.yesNo(settings.content_id_opt_in)} />
            <Row label={t('catalog.detail.priceTier')} value={t(`catalog.detail.priceTiers.${settings.price_tier}`, { defaultValue: settings.price_tier })} />
          </>
        )}
      </FieldsCard>

      <DetailCard
        title={t('catalog.detail.tracks')}
        actions={
          <>
            <Link className="btn btn--ghost btn--sm" to={`/artist/releases/${rid}/splits`} data-testid="release-detail-splits">
              {t('earnings.splits.link')}
            </Link>
            {!isFinalRelease(release) && (
              <Link className="btn btn--ghost btn--sm" to={`/artist/release/${rid}/tracks`}>
                {t('catalog.releases.tracks')}
              </Link>
            )}
          </>
        }
      >
        {tracks.length === 0 ? (
          <p className="empty-state" data-testid="release-detail-no-tracks">
            {t('catalog.tracks.empty')}
          </p>
        ) : (
          <div className="table-wrap">
            <table className="table table--cards" data-testid="release-detail-tracks">
              <thead>
                <tr>
                  <th scope="col">{t('catalog.tracks.columns.number')}</th>
                  <th scope="col">{t('catalog.tracks.columns.title')}</th>
                  <th scope="col">{t('catalog.tracks.columns.duration')}</th>
                  <th scope="col">{t('catalog.tracks.columns.isrc')}</th>
                  <th scope="col">{t('catalog.tracks.columns.audio')}</th>
                  <th scope="col">{t('catalog.tracks.columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {tracks.map((track) => {
                  const trackId = track.track_id || track.id;
                  return (
                    <tr key={trackId} data-testid={`release-detail-track-${trackId}`}>
                      <TrackCells track={track} playerTestId={`release-detail-player-${trackId}`} />
                      <td className="table__cell--wide">
                        <Link className="btn btn--ghost btn--sm" to={`/artist/tracks/${trackId}`}>
                          {t('catalog.releases.view')}
                        </Link>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </DetailCard>
    </>
  );
}

/** /artist/releases/{id}: the read-only release (GET /artist/releasess/{id}) with tracks and audio previews. */
export function ReleaseDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [load] = useLoadable(
    id,
    async (signal) => {
      const body = await fetchReleaseDetail(id, signal);
      return body?.release ? { release: body.release, tracks: Array.isArray(body.tracks) ? body.tracks : [] } : null;
    },
    RELEASE_MESSAGES.loadDetailFailed,
  );

  return (
    <DetailPage
      name="release-detail"
      load={load}
      title={load.kind === 'loaded' ? load.release.title || t('catalog.releases.untitled') : t('catalog.detail.releaseTitle')}
      back={{ to: '/artist/releases', label: t('catalog.detail.backToReleases') }}
      notFound={RELEASE_MESSAGES.notFoundOrNoAccess}
    >
      {(loaded) => <ReleaseDetailBody release={loaded.release} tracks={loaded.tracks} />}
    </DetailPage>
  );
}
