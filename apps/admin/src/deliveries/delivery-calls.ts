import type { DeliveryMessageResponse, DeliveryStatus, PreflightResponse, ReleaseDeliveriesResponse } from '@soundpost/contracts';
import type { Identifier } from 'react-admin';
import { ADMIN_API_URL, createHttpClient } from '../providers/data-provider';

type HttpClient = ReturnType<typeof createHttpClient>;

const path = (id: Identifier) => encodeURIComponent(String(id));

/** GET /api/admin/releases/:id/deliveries: each selected store's delivery. */
export const fetchReleaseDeliveries = async (releaseId: Identifier, http: HttpClient = createHttpClient()): Promise<ReleaseDeliveriesResponse> => {
  const { json } = await http(`${ADMIN_API_URL}/releases/${path(releaseId)}/deliveries`);
  const body = (json ?? {}) as Partial<ReleaseDeliveriesResponse>;
  return { deliveries: Array.isArray(body.deliveries) ? body.deliveries : [] };
};

/** GET /api/admin/deliveries/:id/message: the XML last built for a delivery. */
export const fetchDeliveryMessage = async (deliveryId: Identifier, http: HttpClient = createHttpClient()): Promise<DeliveryMessageResponse> => {
  const { json } = await http(`${ADMIN_API_URL}/deliveries/${path(deliveryId)}/message`);
  return json as DeliveryMessageResponse;
};

/** POST /api/admin/releases/:id/redeliver (all the release's stores, or some). */
export const redeliverRelease = async (releaseId: Identifier, storeIds?: string[], http: HttpClient = createHttpClient()): Promise<ReleaseDeliveriesResponse> => {
  const { json } = await http(`${ADMIN_API_URL}/releases/${path(releaseId)}/redeliver`, { method: 'POST', body: JSON.stringify(storeIds ? { store_ids: storeIds } : {}) });
  const body = (json ?? {}) as Partial<ReleaseDeliveriesResponse>;
  return { deliveries: Array.isArray(body.deliveries) ? body.deliveries : [] };
};

/** GET /api/admin/releases/:id/preflight: what stores would reject. */
export const fetchPreflight = async (releaseId: Identifier, http: HttpClient = createHttpClient()): Promise<PreflightResponse> => {
  const { json } = await http(`${ADMIN_API_URL}/releases/${path(releaseId)}/preflight`);
  const body = (json ?? {}) as Partial<PreflightResponse>;
  return { errors: body.errors ?? [], warnings: body.warnings ?? [] };
};

/** Chip colours: failures red, waiting amber, done green. */
export const DELIVERY_STATUS_COLORS: Record<DeliveryStatus, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  queued: 'default',
  building: 'info',
  delivered: 'success',
  acknowledged: 'success',
  rejected: 'error',
  error: 'error',
  paused: 'warning',
};

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  queued: 'Queued',
  building: 'Building',
  delivered: 'Delivered',
  acknowledged: 'Acknowledged',
  rejected: 'Rejected',
  error: 'Error',
  paused: 'Paused',
};
