import { EXPLICIT_CODES, formatIsrc, formatReleaseNumber, TRACK_MESSAGES, type TrackContributor } from '@soundpost/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { fetchTrack } from '../../api/releases';
import { TRACK_LOAD_FAILED } from './catalog-messages';
import { DetailCard, DetailPage, detailList, FieldsCard, useDetailFormat } from './detail-layout';
import { AudioPlayer, formatDuration, isFinalRelease, parseJsonList, ReleaseStatusBadge, Row, trackAudioUrl, useLoadable, type TrackWithOptionalRelease } from './release-view';
import './releases.css';

const EXPLICIT_KEYS: Readonly<Record<number, string>> = {
  [EXPLICIT_CODES.notExplicit]: 'notExplicit',
  [EXPLICIT_CODES.explicit]: 'explicit',
  [EXPLICIT_CODES.cleaned]: 'cleaned',
};

function contributorsOf(value: unknown): TrackContributor[] {
  return parseJsonList(value).filter((item): item is TrackContributor => typeof item === 'object' && item !== null);
}

/** The loaded track: every field Track, audio technical and deal fields, and the audio preview. */
function TrackDetailBody({ track }: { readonly track: TrackWithOptionalRelease }) {
  const { t } = useTranslation();
  const format = useDetailFormat();
  const label = (field: string) => t(`catalog.track.fields.${field}`);
  const detail = (key: string) => t(`catalog.trackDetail.${key}`);
  const explicitKey = EXPLICIT_KEYS[Number(track.is_explicit)];
  const contributors = contributorsOf(track.contributors);
  const trackId = track.track_id || track.id;
  const releaseId = track.release?.id || track.release_id;
  const unit = (value: number | null | undefined, key: string) => (value === null || value === undefined ? null : t(`catalog.trackDetail.units.${key}`, { value }));
  const final = track.release ? isFinalRelease(track.release) : false;

  return (
    <>
      <DetailCard title={detail('preview')}>
        <AudioPlayer src={trackAudioUrl(track)} label={track.title} testId="track-detail-player" />
      </DetailCard>

      <FieldsCard title={t('catalog.track.sections.details')} fieldsTestId="track-detail-fields">
        <Row
          label={detail('release')}
          testId="track-detail-release"
          value={
            releaseId ? (
              <>
                <Link to={`/artist/releases/${releaseId}`}>{track.release?.title || t('catalog.releases.untitled')}</Link>{' '}
                {track.release && <ReleaseStatusBadge status={track.release.status} />}
              </>
            ) : null
          }
        />
        <Row label={detail('releaseNumber')} value={formatReleaseNumber(track.release?.release_number)} testId="track-detail-release-number" />
        <Row label={detail('trackNumber')} value={track.track_number} />
        <Row label={label('title')} value={track.title} testId="track-detail-title" />
        <Row label={label('subtitle')} value={track.subtitle} />
        <Row label={label('version')} value={track.version} />
        <Row label={label('isrc')} value={track.isrc ? formatIsrc(track.isrc) : null} mono testId="track-detail-isrc" />
        <Row label={label('iswc')} value={track.iswc} mono />
        <Row label={label('language_of_performance')} value={track.language_of_performance} />
        <Row label={label('is_instrumental')} value={format.yesNo(track.is_instrumental)} />
        <Row label={label('is_explicit')} value={explicitKey ? t(`catalog.track.explicitOptions.${explicitKey}`) : null} testId="track-detail-explicit" />
        <Row label={detail('explicitLegacy')} value={format.yesNo(track.explicit)} />
        <Row label={detail('genre')} value={track.genre ?? track.primary_genre} />
        <Row label={label('primary_genre')} value={track.primary_genre} />
        <Row label={label('secondary_genre')} value={track.secondary_genre} />
        <Row label={label('start_point_time')} value={track.start_point_time} />
        <Row label={label('sound_recording_owner')} value={track.sound_recording_owner} />
        <Row label={label('recording_year')} value={format.date(track.recording_year?.slice(0, 10))} />
        <Row
          label={label('contributors')}
          testId="track-detail-contributors"
          value={detailList(contributors.map((contributor, index) => ({ key: String(index), text: `${contributor.name || '—'} — ${contributor.role || '—'}` })))}
        />
        <Row label={label('lyrics_transcription')} value={track.lyrics_transcription ? <pre className="detail__pre">{track.lyrics_transcription}</pre> : null} />
      </FieldsCard>

      <FieldsCard title={t('catalog.track.sections.rights')}>
        <Row label={label('p_line')} value={track.p_line} />
        <Row label={label('pline_year')} value={track.pline_year} />
        <Row label={label('c_line')} value={track.c_line} />
        <Row label={label('composers')} value={track.composers} />
        <Row label={label('authors')} value={track.authors} />
        <Row label={label('lyricists')} value={track.lyricists} />
        <Row label={label('producer')} value={track.producer} />
        <Row label={label('publishers')} value={track.publishers} />
        <Row label={label('resource_reference')} value={track.resource_reference} />
      </FieldsCard>

      <FieldsCard title={detail('audio')} fieldsTestId="track-detail-audio">
        <Row label={detail('duration')} value={track.duration === null || track.duration === undefined ? null : formatDuration(track.duration)} testId="track-detail-duration" />
        <Row label={detail('audioFilePath')} value={track.audio_file_path} mono />
        <Row label={detail('audioHashSum')} value={track.audio_hash_sum} mono testId="track-detail-hash" />
        <Row label={detail('audioCodec')} value={track.audio_codec} />
        <Row label={detail('audioBitrate')} value={unit(track.audio_bitrate, 'kbps')} testId="track-detail-bitrate" />
        <Row label={detail('audioChannels')} value={track.audio_channels} />
        <Row label={detail('audioSamplingRate')} value={unit(track.audio_sampling_rate, 'hz')} testId="track-detail-sampling" />
      </FieldsCard>

      <FieldsCard title={detail('deal')} fieldsTestId="track-detail-deal">
        <Row label={detail('dealReference')} value={track.deal_reference} />
        <Row label={detail('dealCommercialModel')} value={track.deal_commercial_model} />
        <Row label={detail('dealUseType')} value={track.deal_use_type} />
        <Row label={detail('dealExcludedTerritory')} value={track.deal_excluded_territory} />
        <Row label={detail('dealExcludedChannel')} value={track.deal_excluded_channel} />
        <Row label={detail('dealPriceType')} value={track.deal_price_type} />
        <Row label={detail('dealStartDate')} value={format.date(track.deal_start_date?.slice(0, 10))} />
        <Row label={detail('createdAt')} value={format.dateTime(track.created_at)} />
        <Row label={detail('updatedAt')} value={format.dateTime(track.updated_at)} />
      </FieldsCard>

      {releaseId && !final && (
        <div className="form__actions">
          <Link className="btn btn--primary" to={`/artist/release/${releaseId}/tracks/${trackId}`} data-testid="track-detail-edit">
            {detail('edit')}
          </Link>
        </div>
      )}
    </>
  );
}

/** /artist/tracks/{id}: the read-only track (GET /artist/tracks/{id}). */
export function TrackDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [load] = useLoadable(
    id,
    async (signal) => {
      const body = await fetchTrack(id, signal);
      return body?.track ? { track: body.track } : null;
    },
    TRACK_LOAD_FAILED,
  );
  const releaseId = load.kind === 'loaded' ? load.track.release?.id || load.track.release_id : null;

  return (
    <DetailPage
      name="track-detail"
      load={load}
      title={load.kind === 'loaded' ? load.track.title : t('catalog.trackDetail.title')}
      back={releaseId ? { to: `/artist/releases/${releaseId}`, label: t('catalog.trackDetail.backToRelease') } : null}
      notFound={TRACK_MESSAGES.notFoundOrNoAccess}
    >
      {(loaded) => <TrackDetailBody track={loaded.track} />}
    </DetailPage>
  );
}
