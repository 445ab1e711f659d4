import type { DeliveryStatus, ReleaseDeliveryResponse } from '@soundpost/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAbortError } from '../../api/client';
import { fetchReleaseDeliveries } from '../../api/delivery';
import { DetailCard } from './detail-layout';

/** "5 March" (with the year when it is not this year), in the reader's language. */
export function formatDeliveryDay(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso);
  const locale = language === 'en' ? 'en-GB' : language;
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', ...(sameYear ? {} : { year: 'numeric' }) }).format(date);
}

/** Since when a delivery is where it is: acknowledged, delivered, else queued. */
const sinceOf = (d: ReleaseDeliveryResponse) => d.acknowledged_at ?? d.delivered_at ?? d.queued_at;

/** What the artist reads per store; a takedown that arrived reads as "removed". */
function sentenceKey(d: ReleaseDeliveryResponse): string {
  const delivered: DeliveryStatus[] = ['delivered', 'acknowledged'];
  if (d.action === 'takedown' && delivered.includes(d.status)) return 'removed';
  return d.status;
}

/** The artist's release page: where the release is and since when ("Delivered to Spotify on 5 March"). */
export function ReleaseDeliveries({ releaseId }: { readonly releaseId: string }) {
  const { t, i18n } = useTranslation();
  const [deliveries, setDeliveries] = useState<ReleaseDeliveryResponse[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchReleaseDeliveries(releaseId, controller.signal).then(
      (body) => setDeliveries(body.deliveries),
      (error: unknown) => {
        // The panel is left out when it cannot be read.
        if (!isAbortError(error)) setDeliveries([]);
      },
    );
    return () => controller.abort();
  }, [releaseId]);
  if (!deliveries || deliveries.length === 0) return null;
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <DetailCard title={t('delivery.release.title')} testId="release-deliveries">
      <ul className="delivery-list">
        {deliveries.map((d) => (
          <li key={d.id} className={`delivery-list__item delivery-list__item--${d.status}`} data-testid={`release-delivery-${d.store_id}`} data-status={d.status}>
            {t(`delivery.release.status.${sentenceKey(d)}`, { store: d.store_name, date: formatDeliveryDay(sinceOf(d), language) })}
          </li>
        ))}
      </ul>
    </DetailCard>
  );
}
