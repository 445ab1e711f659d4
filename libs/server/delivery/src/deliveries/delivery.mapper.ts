import type { AdminDeliveryRow, DeliveryMessageResponse, ReleaseDeliveryResponse } from '@soundpost/contracts';
import type { DeliveryMessage } from './delivery-message.entity';
import type { ReleaseDelivery } from './release-delivery.entity';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toReleaseDeliveryResponse(d: ReleaseDelivery, storeName: string): ReleaseDeliveryResponse {
  return {
    id: d.id,
    release_id: d.releaseId,
    store_id: d.storeId,
    store_name: storeName,
    status: d.status,
    action: d.action,
    message_id: d.messageId,
    batch_id: d.batchId,
    attempts: d.attempts,
    error: d.lastError,
    queued_at: d.queuedAt.toISOString(),
    started_at: iso(d.startedAt),
    delivered_at: iso(d.deliveredAt),
    acknowledged_at: iso(d.acknowledgedAt),
    updated_at: d.updatedAt.toISOString(),
  };
}

export function toAdminDeliveryRow(d: ReleaseDelivery, storeName: string, release: { title: string | null; releaseNumber: number; upc: string | null } | null): AdminDeliveryRow {
  return { ...toReleaseDeliveryResponse(d, storeName), release_title: release?.title ?? null, release_number: release?.releaseNumber ?? null, upc: release?.upc ?? null };
}

export function toDeliveryMessageResponse(m: DeliveryMessage): DeliveryMessageResponse {
  return { delivery_id: m.deliveryId, message_id: m.messageId, action: m.action, batch_id: m.batchId, created_at: m.createdAt.toISOString(), xml: m.xml };
}
