import { PROMO_KINDS, PROMO_SIZES, type PromoKind, type ReleaseLinkResponse } from '@soundpost/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadArtistFile } from '../../api/download';
import { errorText } from '../../api/client';
import { Alert } from '../../components/forms';
import { fetchObjectUrl, promoPath, qrPath } from './links-api';

/**
 * An authenticated image as an object URL, revoked when the page leaves it; null until it is in (or when it failed).
 * `version` asks again for the same address when what it draws changed (a QR code after a new link name).
 */
function usePreview(path: string, version: string): { url: string | null; failed: boolean } {
  const key = `${path}#${version}`;
  const [state, setState] = useState<{ key: string; url: string | null; failed: boolean }>({ key, url: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    fetchObjectUrl(path, controller.signal).then(
      (url) => {
        made = url;
        setState({ key, url, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ key, url: null, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [path, key]);
  return state.key === key ? state : { url: null, failed: false };
}

function Preview({
  path,
  version = '',
  alt,
  testId,
  className,
}: {
  readonly path: string;
  readonly version?: string;
  readonly alt: string;
  readonly testId: string;
  readonly className: string;
}) {
  const { t } = useTranslation();
  const { url, failed } = usePreview(path, version);
  if (failed) return <p className="link-preview__note" data-testid={`${testId}-failed`}>{t('links.media.previewFailed')}</p>;
  if (!url) return <div className={`${className} link-preview--loading`} role="status" aria-label={t('forms.loading')} />;
  return <img className={className} src={url} alt={alt} data-testid={testId} />;
}

/** The QR code of the public address, and the promo images in the four sizes, each as a preview with its download. */
export function LinkMedia({ link }: { readonly link: ReleaseLinkResponse }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const download = (path: string, fileName: string) => {
    setError(null);
    downloadArtistFile(path, fileName).catch((e: unknown) => setError(errorText(e, t('links.media.downloadFailed'))));
  };
  const kindName = (kind: PromoKind) => t(`links.media.kinds.${kind}`);
  return (
    <>
      {error && <Alert tone="error" testId="link-media-error">{error}</Alert>}
      <section className="card link-section" aria-labelledby="link-qr-title" data-testid="link-qr">
        <h2 className="support__heading" id="link-qr-title">
          {t('links.media.qrTitle')}
        </h2>
        <div className="link-qr">
          <Preview path={qrPath(link.release_id, 'svg')} version={link.url} alt={t('links.media.qrAlt', { url: link.url })} testId="link-qr-preview" className="link-qr__image" />
          <div className="link-buttons">
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => download(qrPath(link.release_id, 'png'), `${link.slug}-qr.png`)} data-testid="link-qr-png">
              {t('links.media.downloadPng')}
            </button>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => download(qrPath(link.release_id, 'svg'), `${link.slug}-qr.svg`)} data-testid="link-qr-svg">
              {t('links.media.downloadSvg')}
            </button>
          </div>
        </div>
      </section>
      <section className="card link-section" aria-labelledby="link-promo-title" data-testid="link-promo">
        <header className="link-section__header">
          <h2 className="support__heading" id="link-promo-title">
            {t('links.media.promoTitle')}
          </h2>
          <button type="button" className="btn btn--primary btn--sm" onClick={() => download(promoPath(link.release_id), `${link.slug}-promo.zip`)} data-testid="link-promo-zip">
            {t('links.media.downloadAll')}
          </button>
        </header>
        <ul className="link-promo">
          {PROMO_KINDS.map((kind) => {
            const { width, height } = PROMO_SIZES[kind];
            return (
              <li key={kind} className="link-promo__item" data-testid={`link-promo-${kind}`}>
                <Preview path={promoPath(link.release_id, kind)} alt={t('links.media.promoAlt', { kind: kindName(kind) })} testId={`link-promo-${kind}-preview`} className="link-promo__image" />
                <span className="link-promo__name">
                  {kindName(kind)} <span className="link-promo__size">{`${width}×${height}`}</span>
                </span>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={() => download(promoPath(link.release_id, kind), `${link.slug}-${kind}.png`)}
                  aria-label={t('links.media.downloadKind', { kind: kindName(kind) })}
                  data-testid={`link-promo-${kind}-download`}
                >
                  {t('links.media.download')}
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
