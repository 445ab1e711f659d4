import type { PageMeta } from '../http/pagination';

/** Where a (release, store) delivery stands. `paused`: the artist's account is blocked. */
export const DELIVERY_STATUSES = ['queued', 'building', 'delivered', 'acknowledged', 'rejected', 'error', 'paused'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** What the last message told the store: first delivery, a complete update, or the deals ended. */
export const DELIVERY_ACTIONS = ['insert', 'update', 'takedown'] as const;
export type DeliveryAction = (typeof DELIVERY_ACTIONS)[number];

export const DELIVERY_TARGET_KINDS = ['folder', 'sftp', 's3'] as const;
export type DeliveryTargetKind = (typeof DELIVERY_TARGET_KINDS)[number];

/** One store's delivery of one release (GET /admin|artist/releases/{id}/deliveries). */
export interface ReleaseDeliveryResponse {
  id: string;
  release_id: string;
  store_id: string;
  store_name: string;
  status: DeliveryStatus;
  action: DeliveryAction;
  message_id: string | null;
  batch_id: string | null;
  attempts: number;
  /** The last error (validator errors, the target's failure, the store's rejection text). */
  error: string | null;
  queued_at: string;
  started_at: string | null;
  delivered_at: string | null;
  acknowledged_at: string | null;
  updated_at: string;
}

export interface ReleaseDeliveriesResponse {
  deliveries: ReleaseDeliveryResponse[];
}

/** A row of the back office's Deliveries list (failures first). */
export interface AdminDeliveryRow extends ReleaseDeliveryResponse {
  release_title: string | null;
  release_number: number | null;
  upc: string | null;
}

export interface AdminDeliveryPage {
  data: AdminDeliveryRow[];
  meta: PageMeta;
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
}

/** GET /admin/deliveries/{id}/message: the XML last sent for that delivery. */
export interface DeliveryMessageResponse {
  delivery_id: string;
  message_id: string;
  action: DeliveryAction;
  batch_id: string | null;
  created_at: string;
  xml: string;
}

/** GET /admin/stores/{id}/delivery. Secrets are never answered: only whether one is set. */
export interface DeliveryTargetResponse {
  store_id: string;
  store_name: string;
  kind: DeliveryTargetKind;
  /** Folder: the folder (default DATA_DIR/deliveries/<store>); sftp: the remote folder; s3: the key prefix. */
  path: string;
  host: string | null;
  port: number | null;
  username: string | null;
  bucket: string | null;
  region: string | null;
  endpoint: string | null;
  access_key_id: string | null;
  has_password: boolean;
  has_private_key: boolean;
  has_secret_access_key: boolean;
  recipient_dpid: string;
  recipient_name: string;
  purge_on_takedown: boolean;
  /** Whether the target is the default one (nothing saved for the store yet). */
  is_default: boolean;
}

/** PUT /admin/stores/{id}/delivery. A secret left out keeps the stored one; '' clears it. */
export interface DeliveryTargetRequest {
  kind: DeliveryTargetKind;
  path?: string | null;
  host?: string | null;
  port?: number | null;
  username?: string | null;
  password?: string | null;
  private_key?: string | null;
  bucket?: string | null;
  region?: string | null;
  endpoint?: string | null;
  access_key_id?: string | null;
  secret_access_key?: string | null;
  recipient_dpid?: string | null;
  recipient_name?: string | null;
  purge_on_takedown?: boolean;
}

/** POST /admin/releases/{id}/redeliver: optionally only some stores. */
export interface RedeliverRequest {
  store_ids?: string[];
}

/** One finding of the preflight check: a code, the field it is about and what to do, in the artist's words. */
export interface PreflightIssue {
  code: string;
  field: string;
  message: string;
}

/** GET /artist/releases/{id}/preflight (and the staff review panel's twin). Submit refuses while `errors` is not empty. */
export interface PreflightResponse {
  errors: PreflightIssue[];
  warnings: PreflightIssue[];
}
