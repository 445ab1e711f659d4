import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../NotFoundPage';
import { BLOG_POSTS, findPost } from './content';
import { PostCard, PostCover, PostMeta } from './posts';
import { RichText } from './RichText';
import './public.css';

/** /resources/{slug}: one article; an unknown slug is the not-found page. */
export function ResourcePostPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const post = findPost(slug);
  if (!post) return <NotFoundPage />;
  const more = BLOG_POSTS.filter((other) => other.slug !== post.slug);

  return (
    <div className="public-page" data-testid="post-page">
      <article className="post container" aria-labelledby="post-title">
        <nav className="breadcrumb" aria-label={t('public.resources.breadcrumb')}>
          <Link to="/resources">{t('nav.resources')}</Link>
          <span aria-hidden="true">/</span>
          <span aria-current="page">{t(`public.resources.tags.${post.tag}`)}</span>
        </nav>
        <header className="post__header">
          <span className="badge">{t(`public.resources.tags.${post.tag}`)}</span>
          <h1 id="post-title" className="post__title" data-testid="page-title">
            {t(`public.posts.${post.slug}.title`)}
          </h1>
          <p className="post__lead">{t(`public.posts.${post.slug}.excerpt`)}</p>
          <PostMeta post={post} />
        </header>
        <PostCover post={post} />
        <div className="prose" data-testid="post-body">
          <RichText source={t(`public.posts.${post.slug}.body`)} />
        </div>
        <aside className="card cta-band" aria-labelledby="post-cta-title">
          <div>
            <h2 id="post-cta-title" className="section__title">
              {t('public.resources.postCta.title')}
            </h2>
            <p className="section__subtitle">{t('public.resources.postCta.text')}</p>
          </div>
          <Link to="/signup" className="btn btn--primary btn--lg" data-testid="post-signup">
            {t('public.resources.postCta.button')}
          </Link>
        </aside>
      </article>

      <section className="section container" aria-labelledby="more-title">
        <h2 id="more-title" className="section__title">
          {t('public.resources.more')}
        </h2>
        <div className="blog__grid blog__grid--three">
          {more.map((other) => (
            <PostCard key={other.slug} post={other} />
          ))}
        </div>
      </section>
    </div>
  );
}
