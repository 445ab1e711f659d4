import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { BLOG_POSTS, RESOURCE_TABS, resourceTabOf, SIDEBAR_POSTS, type ResourceTab } from './content';
import { useFormatters } from './format';
import { PostCard, PostCover } from './posts';
import { panelId, TabList, tabId } from './Tabs';
import './public.css';

/** Each tab's points and its call to action (the sell tab's goes to /partners). */
const TAB_CONTENT: Record<ResourceTab, { readonly points: readonly string[]; readonly to: string }> = {
  sell: { points: ['stores', 'royalties', 'codes', 'timed'], to: '/partners' },
  market: { points: ['smartLinks', 'promoArt', 'preSave', 'pitch'], to: '/resources/smartlinks-for-music-marketing' },
  realtime: { points: ['live', 'countries', 'sources', 'alerts'], to: '/resources/spotify-algorithm-explained' },
  analyze: { points: ['daily', 'csv', 'compare', 'playlists'], to: '/resources/make-money-as-an-independent-artist' },
  pay: { points: ['keep', 'splits', 'wallet', 'payout'], to: '/faq#withdraw-earnings' },
  support: { points: ['email', 'chat', 'helpCenter', 'tickets'], to: '/faq' },
};

const SIDEBAR_TABS = ['popular', 'recommended'] as const;
type SidebarTab = (typeof SIDEBAR_TABS)[number];

function sidebarPosts(tab: SidebarTab) {
  const first = BLOG_POSTS.slice(0, SIDEBAR_POSTS);
  return tab === 'popular' ? first : [...first].reverse();
}

/** /resources: the feature tabs (active tab in the URL hash, default sell) and the blog list. */
export function ResourcesPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const active = resourceTabOf(hash);
  const [sidebar, setSidebar] = useState<SidebarTab>('popular');
  const [featured, ...others] = BLOG_POSTS;

  const selectTab = (tab: ResourceTab) => {
    if (tab !== active) void navigate({ hash: tab }, { replace: true, preventScrollReset: true });
  };

  const content = TAB_CONTENT[active];

  return (
    <div className="public-page" data-testid="resources-page">
      <section className="public-hero container" aria-labelledby="resources-title">
        <p className="eyebrow">{t('public.resources.eyebrow')}</p>
        <h1 id="resources-title" className="public-hero__title" data-testid="page-title">
          {t('public.resources.title')}
        </h1>
        <p className="public-hero__subtitle">{t('public.resources.subtitle')}</p>
        <div className="hero__actions">
          <Link to="/pricing" className="btn btn--primary btn--lg" data-testid="view-plans">
            {t('public.resources.viewPlans')}
          </Link>
        </div>
      </section>

      <section className="section container resources-tabs" aria-labelledby="resources-tabs-title">
        <h2 id="resources-tabs-title" className="visually-hidden">
          {t('public.resources.tabsTitle')}
        </h2>
        <TabList
          tabs={RESOURCE_TABS}
          active={active}
          onSelect={selectTab}
          label={(tab) => t(`public.resources.tabs.${tab}.label`)}
          idPrefix="resources"
          ariaLabel={t('public.resources.tabsTitle')}
        />
        <div
          role="tabpanel"
          id={panelId('resources', active)}
          aria-labelledby={tabId('resources', active)}
          className="card tab-panel"
          data-testid={`resources-panel-${active}`}
          tabIndex={0}
        >
          <div className="tab-panel__copy">
            <h3 className="tab-panel__title">{t(`public.resources.tabs.${active}.title`)}</h3>
            <p className="section__subtitle">{t(`public.resources.tabs.${active}.text`)}</p>
            <ul className="ticks">
              {content.points.map((point) => (
                <li key={point}>{t(`public.resources.tabs.${active}.points.${point}`)}</li>
              ))}
            </ul>
            <div className="hero__actions">
              <Link to={content.to} className="btn btn--primary" data-testid="resources-tab-cta">
                {t(`public.resources.tabs.${active}.cta`)}
              </Link>
              <Link to="/pricing" className="btn btn--ghost">
                {t('public.resources.viewPlans')}
              </Link>
            </div>
          </div>
        </div>
      </section>

      <section className="section container" aria-labelledby="blog-title">
        <header className="section__header">
          <h2 id="blog-title" className="section__title">
            {t('public.resources.blog.title')}
          </h2>
          <p className="section__subtitle">{t('public.resources.blog.subtitle')}</p>
        </header>
        <div className="blog">
          <div className="blog__main">
            <PostCard post={featured} featured />
            <div className="blog__grid" data-testid="post-grid">
              {others.map((post) => (
                <PostCard key={post.slug} post={post} />
              ))}
            </div>
          </div>
          <aside className="blog__sidebar card" aria-labelledby="blog-sidebar-title">
            <h3 id="blog-sidebar-title" className="visually-hidden">
              {t('public.resources.blog.sidebar')}
            </h3>
            <TabList
              tabs={SIDEBAR_TABS}
              active={sidebar}
              onSelect={setSidebar}
              label={(tab) => t(`public.resources.blog.${tab}`)}
              idPrefix="blog"
              ariaLabel={t('public.resources.blog.sidebar')}
              className="tabs--small"
            />
            <div role="tabpanel" id={panelId('blog', sidebar)} aria-labelledby={tabId('blog', sidebar)} data-testid={`blog-panel-${sidebar}`}>
              <ol className="side-posts">
                {sidebarPosts(sidebar).map((post) => (
                  <li key={post.slug} className="side-posts__item">
                    <PostCover post={post} size="thumb" />
                    <span>
                      <Link to={`/resources/${post.slug}`} className="side-posts__link">
                        {t(`public.posts.${post.slug}.title`)}
                      </Link>
                      <time className="side-posts__date" dateTime={post.published}>
                        {format.date(post.published)}
                      </time>
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          </aside>
        </div>
      </section>
    </div>
  );
}
