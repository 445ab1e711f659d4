import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isAbortError } from '../api/client';
import { Alert } from './forms';

export interface ListPage<T, M = { last_page?: number; total?: number; per_page?: number; current_page?: number }> {
  data: T[];
  meta?: M;
}

export type PageLoad<P> = { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'loaded'; page: P };

/** The page on screen stays while the next one loads (no flash of "Loading…" between pages). */
export function usePageLoad<T, M>(
  fetchPage: (signal: AbortSignal) => Promise<ListPage<T, M> | undefined>,
  fallback: string,
  deps: readonly unknown[],
): PageLoad<ListPage<T, M>> {
  const [load, setLoad] = useState<PageLoad<ListPage<T, M>>>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setLoad((current) => (current.kind === 'loaded' ? current : { kind: 'loading' }));
    fetchPage(controller.signal).then(
      (body) => setLoad({ kind: 'loaded', page: { data: Array.isArray(body?.data) ? body.data : [], meta: body?.meta } }),
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setLoad({ kind: 'error', text: errorText(error, fallback) });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return load;
}

export function PagedListStatus<T>({
  load,
  translate,
  empty,
  testIds,
  children,
}: {
  readonly load: PageLoad<ListPage<T, unknown>>;
  readonly translate: (text: string) => string;
  readonly empty: ReactNode;
  readonly testIds: { readonly error: string; readonly empty: string; readonly loading?: string };
  readonly children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (load.kind === 'loading') {
    return (
      <p className="loading-text" role="status" data-testid={testIds.loading}>
        {t('forms.loading')}
      </p>
    );
  }
  if (load.kind === 'error') {
    return (
      <Alert tone="error" testId={testIds.error}>
        {translate(load.text)}
      </Alert>
    );
  }
  if (load.page.data.length === 0) {
    return (
      <p className="empty-state" data-testid={testIds.empty}>
        {empty}
      </p>
    );
  }
  return <>{children(load.page.data)}</>;
}

export function Pager({
  page,
  pages,
  onPage,
  testPrefix,
  labels,
}: {
  readonly page: number;
  readonly pages: number;
  readonly onPage: (page: number) => void;
  readonly testPrefix: string;
  readonly labels?: { readonly previous: string; readonly next: string; readonly pageOf: string };
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('activity.pagination')} data-testid={`${testPrefix}-pager`}>
      <button type="button" className="btn btn--ghost btn--sm" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid={`${testPrefix}-prev`}>
        {labels?.previous ?? t('activity.previous')}
      </button>
      <span className="pager__info" data-testid={`${testPrefix}-page-info`}>
        {labels?.pageOf ?? t('activity.pageOf', { page, pages })}
      </span>
      <button type="button" className="btn btn--ghost btn--sm" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid={`${testPrefix}-next`}>
        {labels?.next ?? t('activity.next')}
      </button>
    </nav>
  );
}
