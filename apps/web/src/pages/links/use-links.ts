import type { ReleaseLinkResponse } from '@soundpost/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { fetchLinks } from './links-api';

export type LinksLoad = { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'loaded'; items: ReleaseLinkResponse[] };

/** The artist's links, with a way to put back one the server answered after a change. */
export function useLinks(): { load: LinksLoad; replace: (link: ReleaseLinkResponse) => void } {
  const { t } = useTranslation();
  const fallback = t('links.loadFailed');
  const [load, setLoad] = useState<LinksLoad>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchLinks(controller.signal).then(
      (body) => setLoad({ kind: 'loaded', items: body.items }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ kind: 'error', text: errorText(error, fallback) });
      },
    );
    return () => controller.abort();
  }, [fallback]);
  const replace = useCallback((link: ReleaseLinkResponse) => {
    setLoad((shown) => (shown.kind === 'loaded' ? { kind: 'loaded', items: shown.items.map((l) => (l.id === link.id ? link : l)) } : shown));
  }, []);
  return { load, replace };
}
