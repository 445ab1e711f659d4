import type { StoreListResponse, StoreResponse } from '@soundpost/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiRequest, isAbortError } from '../../api/client';
import './public.css';

const flag = (value: boolean | number | null | undefined) => value === true || value === 1;

export const PARTNER_FILTERS = ['all', 'ringtone', 'video'] as const;
export type PartnerFilter = (typeof PARTNER_FILTERS)[number];

const KNOWN_KINDS = ['streaming', 'download', 'video', 'social', 'ringtone', 'fitness', 'radio', 'fingerprint', 'gaming'] as const;

/** Specialty Video is where music plays under video: video platforms and the short-video social apps. */
export function matchesFilter(store: Pick<StoreResponse, 'kind'>, filter: PartnerFilter): boolean {
  if (filter === 'ringtone') return store.kind === 'ringtone';
  if (filter === 'video') return store.kind === 'video' || store.kind === 'social';
  return true;
}

/** An inactive store is not offered to artists. */
export async function fetchStoreResponses(signal?: AbortSignal): Promise<StoreResponse[]> {
  const body = await apiRequest<StoreListResponse | undefined>('/stores', { auth: 'none', signal });
  return (body?.stores ?? []).filter((store) => store.active === undefined || store.active === null || flag(store.active));
}

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; stores: StoreResponse[] };

function initials(name: string): string {
  const words = name.replace(/[^\p{L}\p{N} ]/gu, ' ').split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words[0][0] + words[1][0] : name.slice(0, 2)).toUpperCase();
}

/** Eager: the marks are small cached SVGs, and lazy loading left squares below the fold blank. */
function StoreLogo({ store }: { readonly store: StoreResponse }) {
  const [broken, setBroken] = useState(false);
  if (!store.logo_url || broken) {
    return (
      <span className="store-card__logo store-card__logo--text" aria-hidden="true">
        {initials(store.name)}
      </span>
    );
  }
  return (
    <img
      className="store-card__logo"
      src={store.logo_url}
      alt=""
      width={48}
      height={48}
      decoding="async"
      onError={() => setBroken(true)}
    />
  );
}

export function PartnersPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<PartnerFilter>('all');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchStoreResponses(controller.signal).then(
      (stores) => setLoad({ state: 'ready', stores }),
      (error: unknown) => {
        if (!isAbortError(error)) setLoad({ state: 'error' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const stores = load.state === 'ready' ? load.stores.filter((store) => matchesFilter(store, filter)) : [];
  const kindLabel = (kind: string | null | undefined) =>
    t(`public.partners.kinds.${(KNOWN_KINDS as readonly string[]).includes(kind ?? '') ? kind : 'other'}`);

  return (
    <div className="public-page" data-testid="partners-page">
      <section className="public-hero container" aria-labelledby="partners-title">
        <p className="eyebrow">{t('public.partners.eyebrow')}</p>
        <h1 id="partners-title" className="public-hero__title" data-testid="page-title">
          {t('public.partners.title')}
        </h1>
        <p className="public-hero__subtitle">{t('public.partners.subtitle')}</p>
      </section>

      <section className="container section partners" aria-labelledby="partners-list-title">
        <h2 id="partners-list-title" className="visually-hidden">
          {t('public.partners.listTitle')}
        </h2>
        <fieldset className="segmented partners__filters" data-testid="partner-filters">
          <legend className="visually-hidden">{t('public.partners.filterLabel')}</legend>
          {PARTNER_FILTERS.map((value) => (
            <label key={value} className={`segmented__option${filter === value ? ' is-active' : ''}`}>
              <input
                type="radio"
                name="partner-filter"
                value={value}
                checked={filter === value}
                onChange={() => setFilter(value)}
                data-testid={`partner-filter-${value}`}
              />
              {t(`public.partners.filters.${value}`)}
            </label>
          ))}
        </fieldset>

        {load.state === 'loading' && (
          <p className="loading-text" role="status" data-testid="partners-loading">
            {t('public.partners.loading')}
          </p>
        )}
        {load.state === 'error' && (
          <div className="alert alert--error partners__error" role="alert" data-testid="partners-error">
            <span>{t('public.partners.error')}</span>
            <button type="button" className="btn btn--ghost btn--sm" onClick={retry} data-testid="partners-retry">
              {t('public.partners.retry')}
            </button>
          </div>
        )}
        {load.state === 'ready' && (
          <>
            <p className="partners__count" role="status" data-testid="partners-count">
              {t('public.partners.count', { count: stores.length })}
            </p>
            {stores.length === 0 ? (
              <p className="empty-state" data-testid="partners-empty">
                {t('public.partners.empty')}
              </p>
            ) : (
              <ul className="store-grid" data-testid="store-grid">
                {stores.map((store) => (
                  <li key={store.id} className="card store-card" data-testid="store-card">
                    <StoreLogo store={store} />
                    <span className="store-card__name">{store.name}</span>
                    <span className="store-card__kind">{kindLabel(store.kind)}</span>
                    <span className="store-card__tags">
                      {flag(store.is_regional) && <span className="tag">{t('public.partners.regional')}</span>}
                      {flag(store.supports_content_id) && <span className="tag">{t('public.partners.contentId')}</span>}
                      {flag(store.supports_timed_release) && <span className="tag">{t('public.partners.timedRelease')}</span>}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}

        <div className="card cta-band">
          <div>
            <h2 className="section__title">{t('public.partners.cta.title')}</h2>
            <p className="section__subtitle">{t('public.partners.cta.text')}</p>
          </div>
          <Link to="/signup" className="btn btn--primary btn--lg" data-testid="partners-signup">
            {t('public.partners.cta.button')}
          </Link>
        </div>
      </section>
    </div>
  );
}
