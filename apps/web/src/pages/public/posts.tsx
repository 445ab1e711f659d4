import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BlogPost } from './content';
import { useFormatters } from './format';

/** A post's cover: drawn with CSS (no image to download), decorative. */
export function PostCover({ post, size = 'large' }: { readonly post: BlogPost; readonly size?: 'large' | 'thumb' }) {
  return (
    <span className={`cover cover--${post.cover} cover--${size}`} aria-hidden="true">
      <svg viewBox="0 0 120 60" className="cover__wave" focusable="false">
        <path d="M0 40 Q 15 10 30 35 T 60 30 T 90 25 T 120 30" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M0 48 Q 20 28 40 44 T 80 40 T 120 42" fill="none" stroke="currentColor" strokeWidth="2" opacity="0.6" />
      </svg>
    </span>
  );
}

export function PostMeta({ post }: { readonly post: BlogPost }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <p className="post-meta">
      <time className="post-meta__item" dateTime={post.published}>
        {format.date(post.published)}
      </time>
      <span className="post-meta__item">{t('public.resources.readTime', { minutes: post.readMinutes })}</span>
      <span className="post-meta__item">{t('public.resources.views', { views: format.number(post.views) })}</span>
    </p>
  );
}

/** A post in the list: the featured one large, the others in the grid. */
export function PostCard({ post, featured = false, headingLevel = 3 }: { readonly post: BlogPost; readonly featured?: boolean; readonly headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <article className={`card post-card${featured ? ' post-card--featured' : ''}`} data-testid={featured ? 'featured-post' : 'post-card'}>
      <PostCover post={post} />
      <div className="post-card__body">
        <span className="badge">{t(`public.resources.tags.${post.tag}`)}</span>
        <Heading className="post-card__title">
          <Link to={`/resources/${post.slug}`} className="post-card__link">
            {t(`public.posts.${post.slug}.title`)}
          </Link>
        </Heading>
        <p className="post-card__excerpt">{t(`public.posts.${post.slug}.excerpt`)}</p>
        <PostMeta post={post} />
      </div>
    </article>
  );
}
