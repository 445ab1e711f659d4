import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/forms';
import { ReleaseCover } from '../releases/ReleaseCover';
import { LinkStateBadge, LinkTotalsLine, PublicUrl } from './link-parts';
import { useLinks } from './use-links';
import './links.css';

/** /artist/links: one public page per submitted release, with its state, address and all-time counts. */
export function LinksPage() {
  const { t } = useTranslation();
  const { load } = useLinks();
  return (
    <div className="page links" data-testid="links-page">
      <header className="page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('links.title')}
        </h1>
        <p className="page__subtitle">{t('links.intro')}</p>
      </header>
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
      {load.kind === 'loaded' && load.items.length === 0 && (
        <p className="empty-state" data-testid="links-empty">
          {t('links.empty')}
        </p>
      )}
      {load.kind === 'loaded' && load.items.length > 0 && (
        <ul className="links-list" aria-label={t('links.title')}>
          {load.items.map((link) => (
            <li key={link.id} className="card link-card" data-testid={`link-card-${link.id}`}>
              <ReleaseCover url={link.cover_url} alt={t('links.coverOf', { title: link.release_title })} size="thumb" />
              <div className="link-card__body">
                <h2 className="link-card__title">
                  <Link to={`/artist/links/${link.id}`} data-testid={`link-card-${link.id}-open-detail`}>
                    {link.release_title}
                  </Link>
                </h2>
                <p className="link-card__artist">{link.artist_name}</p>
                <LinkStateBadge state={link.state} testId={`link-card-${link.id}-state`} />
                <PublicUrl url={link.url} testId={`link-card-${link.id}`} />
                <LinkTotalsLine totals={link.totals} testId={`link-card-${link.id}-totals`} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
