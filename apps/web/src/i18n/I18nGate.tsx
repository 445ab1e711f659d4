import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './app-loading.css';

/** Shows a light loading state until the first translation bundle is ready, so keys never flash. */
export function I18nGate({ children }: { children: ReactNode }) {
  const { ready } = useTranslation();
  if (!ready) {
    return (
      <div className="app-loading" role="status" aria-live="polite" aria-busy="true" data-testid="app-loading">
        <span className="app-loading__pulse" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <span className="visually-hidden">Loading…</span>
      </div>
    );
  }
  return <>{children}</>;
}
