import type { LinkChannelResponse, ReleaseLinkResponse } from '@soundpost/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../components/forms';
import { ReleaseCover } from '../releases/ReleaseCover';
import { LinkChannels } from './LinkChannels';
import { LinkEditor } from './LinkEditor';
import { LinkMedia } from './LinkMedia';
import { LinkStateBadge, LinkTotalsLine, PublicUrl } from './link-parts';
import { LinkStats } from './LinkStats';
import { useLinks } from './use-links';
import './links.css';

/** /artist/links/:id: a link's statistics, channels, settings, QR code and promo images. */
export function LinkDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { load, replace } = useLinks();
  const link = load.kind === 'loaded' ? (load.items.find((l) => l.id === id) ?? null) : null;
  const setChannels = (current: ReleaseLinkResponse) => (channels: LinkChannelResponse[]) => replace({ ...current, channels });

  return (
    <div className="page links" data-testid="link-detail-page">
      <p className="link-back">
        <Link to="/artist/links" data-testid="link-back">
          {t('links.back')}
        </Link>
      </p>
      {load.kind === 'loading' && (
        <p className="loading-text" role="status">
          {t('forms.loading')}
        </p>
      )}
      {load.kind === 'error' && (
        <Alert tone="error" testId="links-error">
          {load.text}
        </Alert>
      )}
      {load.kind === 'loaded' && !link && (
        <Alert tone="error" testId="link-not-found">
          {t('links.msg.link.linkNotFound')}
        </Alert>
      )}
      {link && (
        <>
          <header className="page__header link-detail__header">
            <ReleaseCover url={link.cover_url} alt={t('links.coverOf', { title: link.release_title })} size="thumb" />
            <div className="link-card__body">
              <h1 className="page__title" data-testid="page-title">
                {link.release_title}
              </h1>
              <p className="link-card__artist">{link.artist_name}</p>
              <LinkStateBadge state={link.state} testId="link-state" />
              <PublicUrl url={link.url} testId="link-detail" />
              <LinkTotalsLine totals={link.totals} testId="link-detail-totals" />
            </div>
          </header>
          <LinkStats link={link} />
          <LinkChannels link={link} onChange={setChannels(link)} />
          <LinkEditor key={link.id} link={link} onSaved={replace} />
          <LinkMedia link={link} />
        </>
      )}
    </div>
  );
}
