import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './release-cover.css';

/**
 * A release's cover at a fixed size, or a placeholder when there is none or its signed link has
 * expired (the image fails to load): the releases list and the dashboard share it.
 */
export function ReleaseCover({
  url,
  alt,
  size,
  testId,
}: {
  readonly url: string | null | undefined;
  readonly alt: string;
  readonly size: 'thumb' | 'tile';
  readonly testId?: string;
}) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) {
    return (
      <span className={`cover-image cover-image--${size} cover-image--empty`} role="img" aria-label={t('catalog.releases.noCover')} data-testid={testId ? `${testId}-empty` : undefined}>
        <svg viewBox="0 0 24 24" width="40%" height="40%" aria-hidden="true">
          <path d="M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm11-2a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
        </svg>
      </span>
    );
  }
  return <img className={`cover-image cover-image--${size}`} src={url} alt={alt} loading="lazy" decoding="async" onError={() => setFailedUrl(url)} data-testid={testId} />;
}
