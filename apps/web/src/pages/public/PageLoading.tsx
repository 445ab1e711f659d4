import { useTranslation } from 'react-i18next';

/** Taller than the viewport, so the footer stays below the fold until the page arrives (no layout shift). */
const RESERVED = { minHeight: '100vh' } as const;

/**
 * Shown inside the shell while a public page's code loads (the route's hydrate fallback). Its style is inline:
 * the pages' stylesheet arrives with the page itself.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div style={RESERVED} role="status" aria-live="polite" data-testid="page-loading">
      <span className="visually-hidden">{t('public.loading')}</span>
    </div>
  );
}
