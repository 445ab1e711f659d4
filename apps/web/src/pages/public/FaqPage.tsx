import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  FAQ_ARTICLES,
  FAQ_CATEGORIES,
  FAQ_PAGE_SIZE,
  findArticle,
  recentArticles,
  type FaqArticle,
  type FaqCategory,
} from './content';
import { readViewed, rememberViewed } from './faq-history';
import { useFormatters } from './format';
import { plainText, RichText } from './RichText';
import './public.css';

/** Lower-case, without accents, so "Facturacion" finds "Facturación". */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export function matchesQuery(haystack: string, query: string): boolean {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  const text = normalise(haystack);
  return words.every((word) => text.includes(word));
}

const CATEGORY_ICONS: Record<FaqCategory, ReactNode> = {
  getStarted: <path d="M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6L3.3 9.3l6.1-.7L12 3z" />,
  distribution: <path d="M4 12a8 8 0 1 0 16 0 8 8 0 0 0-16 0zm8-8v16M4.5 9h15M4.5 15h15" />,
  accounting: <path d="M4 6h16v12H4zM4 10h16M8 15h3" />,
  subscription: <path d="M5 7h14v11H5zM8 7V5h8v2M9 12l2 2 4-4" />,
};

function CategoryIcon({ category }: { readonly category: FaqCategory }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" className="faq-category__icon">
      <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round">
        {CATEGORY_ICONS[category]}
      </g>
    </svg>
  );
}

function ArticleLink({ article, className }: { readonly article: FaqArticle; readonly className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to={{ hash: article.slug }} className={className} data-testid={`faq-link-${article.slug}`}>
      {t(`public.faqArticles.${article.slug}.title`)}
    </Link>
  );
}

function SideList({ title, articles, testId, empty }: { readonly title: string; readonly articles: readonly FaqArticle[]; readonly testId: string; readonly empty?: string }) {
  const id = `${testId}-title`;
  return (
    <section className="card faq-side" aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="faq-side__title">
        {title}
      </h2>
      {articles.length === 0 ? (
        <p className="faq-side__empty">{empty}</p>
      ) : (
        <ul className="faq-side__list">
          {articles.map((article) => (
            <li key={article.slug}>
              <ArticleLink article={article} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function FaqPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqCategory | null>(null);
  const filterKey = `${category ?? ''}|${query}`;
  const [shown, setShown] = useState({ key: filterKey, count: FAQ_PAGE_SIZE });
  const visibleCount = shown.key === filterKey ? shown.count : FAQ_PAGE_SIZE;
  const [viewed, setViewed] = useState<string[]>(readViewed);
  const open = findArticle(decodeURIComponent(hash.replace(/^#/, '')));
  const articleHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!open) return;
    setViewed(rememberViewed(open.slug));
    articleHeading.current?.focus();
  }, [open]);

  const searchable = useMemo(
    () =>
      new Map(
        FAQ_ARTICLES.map((article) => [
          article.slug,
          `${t(`public.faqArticles.${article.slug}.title`)} ${plainText(t(`public.faqArticles.${article.slug}.body`))}`,
        ]),
      ),
    [t],
  );

  const results = FAQ_ARTICLES.filter(
    (article) => (!category || article.category === category) && matchesQuery(searchable.get(article.slug) ?? '', query),
  );
  const filtering = Boolean(category) || query.trim() !== '';

  // Searching or filtering leaves an open article for the list.
  const closeArticle = () => {
    if (open) void navigate({ hash: '' }, { replace: true, preventScrollReset: true });
  };

  const onQuery = (value: string) => {
    setQuery(value);
    closeArticle();
  };

  const onCategory = (value: FaqCategory | null) => {
    setCategory((current) => (current === value ? null : value));
    closeArticle();
  };

  const listTitle = query.trim()
    ? t('public.faq.resultsFor', { query: query.trim() })
    : category
      ? t(`public.faq.categories.${category}.name`)
      : t('public.faq.allArticles');

  const excerpt = (slug: string) => {
    const text = plainText(t(`public.faqArticles.${slug}.body`));
    return text.length > 150 ? `${text.slice(0, 147).trimEnd()}…` : text;
  };

  return (
    <div className="public-page faq" data-testid="faq-page">
      <section className="public-hero container faq-hero" aria-labelledby="faq-title">
        <p className="eyebrow">{t('public.faq.eyebrow')}</p>
        <h1 id="faq-title" className="public-hero__title" data-testid="page-title">
          {t('public.faq.title')}
        </h1>
        <p className="public-hero__subtitle">{t('public.faq.subtitle')}</p>
        <form role="search" className="faq-search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="faq-search" className="visually-hidden">
            {t('public.faq.searchLabel')}
          </label>
          <input
            id="faq-search"
            type="search"
            className="input faq-search__input"
            placeholder={t('public.faq.searchPlaceholder')}
            value={query}
            onChange={(event) => onQuery(event.target.value)}
            autoComplete="off"
            data-testid="faq-search"
          />
        </form>
      </section>

      <section className="container faq-categories" aria-labelledby="faq-categories-title">
        <h2 id="faq-categories-title" className="section__title">
          {t('public.faq.browse')}
        </h2>
        <ul className="faq-categories__grid">
          {FAQ_CATEGORIES.map((key) => {
            const count = FAQ_ARTICLES.filter((article) => article.category === key).length;
            return (
              <li key={key}>
                <button
                  type="button"
                  className={`card faq-category${category === key ? ' is-active' : ''}`}
                  aria-pressed={category === key}
                  onClick={() => onCategory(key)}
                  data-testid={`faq-category-${key}`}
                >
                  <CategoryIcon category={key} />
                  <span className="faq-category__name">{t(`public.faq.categories.${key}.name`)}</span>
                  <span className="faq-category__text">{t(`public.faq.categories.${key}.text`)}</span>
                  <span className="faq-category__count">{t('public.faq.articleCount', { count })}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="container faq__layout section">
        <div className="faq__main">
          {open ? (
            <article id={open.slug} className="card faq-article" aria-labelledby="faq-article-title" data-testid="faq-article">
              <Link to={{ hash: '' }} className="faq-article__back" data-testid="faq-back">
                {t('public.faq.back')}
              </Link>
              <span className="badge">{t(`public.faq.categories.${open.category}.name`)}</span>
              <h2 id="faq-article-title" className="faq-article__title" tabIndex={-1} ref={articleHeading}>
                {t(`public.faqArticles.${open.slug}.title`)}
              </h2>
              <p className="post-meta">
                {t('public.faq.added', { date: format.date(open.added) })}
              </p>
              <div className="prose" data-testid="faq-article-body">
                <RichText source={t(`public.faqArticles.${open.slug}.body`)} headingLevel={3} />
              </div>
              <p className="faq-article__help">
                {t('public.faq.stillNeedHelp')} <Link to="/resources#support">{t('public.faq.contactSupport')}</Link>
              </p>
            </article>
          ) : (
            <section aria-labelledby="faq-list-title" data-testid="faq-list">
              <div className="faq-list__header">
                <h2 id="faq-list-title" className="section__title">
                  {listTitle}
                </h2>
                <p className="faq-list__count" role="status" data-testid="faq-count">
                  {t('public.faq.articleCount', { count: results.length })}
                </p>
              </div>
              {filtering && (
                <button type="button" className="link-button" onClick={() => { setQuery(''); setCategory(null); }} data-testid="faq-clear">
                  {t('public.faq.clear')}
                </button>
              )}
              {results.length === 0 ? (
                <p className="empty-state" data-testid="faq-empty">
                  {t('public.faq.noResults')}
                </p>
              ) : (
                <ul className="faq-results">
                  {results.slice(0, visibleCount).map((article) => (
                    <li key={article.slug} className="faq-result" data-testid="faq-result">
                      <h3 className="faq-result__title">
                        <ArticleLink article={article} />
                      </h3>
                      <p className="faq-result__excerpt">{excerpt(article.slug)}</p>
                      <span className="faq-result__category">{t(`public.faq.categories.${article.category}.name`)}</span>
                    </li>
                  ))}
                </ul>
              )}
              {results.length > visibleCount && (
                <button
                  type="button"
                  className="btn btn--ghost faq-more"
                  onClick={() => setShown({ key: filterKey, count: visibleCount + FAQ_PAGE_SIZE })}
                  data-testid="faq-load-more"
                >
                  {t('public.faq.loadMore')}
                </button>
              )}
            </section>
          )}
        </div>

        <div className="faq__side">
          <SideList title={t('public.faq.featured')} articles={FAQ_ARTICLES.filter((a) => a.featured)} testId="faq-featured" />
          <SideList title={t('public.faq.recent')} articles={recentArticles()} testId="faq-recent" />
          <SideList
            title={t('public.faq.previouslyViewed')}
            articles={viewed.map((slug) => findArticle(slug)).filter((a): a is FaqArticle => Boolean(a))}
            testId="faq-viewed"
            empty={t('public.faq.noneViewed')}
          />
        </div>
      </div>
    </div>
  );
}
