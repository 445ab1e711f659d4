import { DELIVERY_ACTIONS, DELIVERY_STATUSES, DELIVERY_TARGET_KINDS } from '@soundpost/contracts';
import { oa } from '@soundpost/server-core/http';

const deliveryProperties = {
  id: oa.uuid,
  release_id: oa.uuid,
  store_id: oa.str,
  store_name: oa.str,
  status: { type: 'string' as const, enum: [...DELIVERY_STATUSES] },
  action: { type: 'string' as const, enum: [...DELIVERY_ACTIONS] },
  message_id: oa.nstr,
  batch_id: oa.nstr,
  attempts: oa.int,
  error: oa.nstr,
  queued_at: oa.date,
  started_at: oa.ndate,
  delivered_at: oa.ndate,
  acknowledged_at: oa.ndate,
  updated_at: oa.date,
};

export const releaseDeliverySchema = oa.obj(deliveryProperties);
export const releaseDeliveriesSchema = oa.obj({ deliveries: oa.arr(releaseDeliverySchema) });
export const adminDeliveryRowSchema = oa.obj({ ...deliveryProperties, release_title: oa.nstr, release_number: oa.nint, upc: oa.nstr });
export const deliveryMessageSchema = oa.obj({ delivery_id: oa.uuid, message_id: oa.str, action: { type: 'string', enum: [...DELIVERY_ACTIONS] }, batch_id: oa.nstr, created_at: oa.date, xml: oa.str });
export const deliveryTargetSchema = oa.obj({
  store_id: oa.str,
  store_name: oa.str,
  kind: { type: 'string', enum: [...DELIVERY_TARGET_KINDS] },
  path: oa.str,
  host: oa.nstr,
  port: oa.nint,
  username: oa.nstr,
  bucket: oa.nstr,
  region: oa.nstr,
  endpoint: oa.nstr,
  access_key_id: oa.nstr,
  has_password: oa.bool,
  has_private_key: oa.bool,
  has_secret_access_key: oa.bool,
  recipient_dpid: oa.str,
  recipient_name: oa.str,
  purge_on_takedown: oa.bool,
  is_default: oa.bool,
});
