import type { DeliveryTargetKind, DeliveryTargetRequest, DeliveryTargetResponse } from '@soundpost/contracts';
import { ADMIN_API_URL, createHttpClient } from '../providers/data-provider';

type HttpClient = ReturnType<typeof createHttpClient>;

const targetUrl = (storeId: string) => `${ADMIN_API_URL}/stores/${encodeURIComponent(storeId)}/delivery`;

/** Secrets empty: the server never answers them. */
export interface DeliveryTargetForm {
  kind: DeliveryTargetKind;
  path: string;
  host: string;
  port: string;
  username: string;
  password: string;
  private_key: string;
  bucket: string;
  region: string;
  endpoint: string;
  access_key_id: string;
  secret_access_key: string;
  recipient_dpid: string;
  recipient_name: string;
  purge_on_takedown: boolean;
  cleared: readonly DeliveryTargetField[];
}

export type DeliveryTargetField = Exclude<keyof DeliveryTargetForm, 'kind' | 'purge_on_takedown' | 'cleared'>;

/** docs/delivery.md; the PUT carries only the chosen kind's. */
export const TARGET_FIELDS: Record<DeliveryTargetKind, readonly DeliveryTargetField[]> = {
  folder: ['path'],
  sftp: ['host', 'port', 'username', 'password', 'private_key', 'path'],
  s3: ['bucket', 'region', 'endpoint', 'access_key_id', 'secret_access_key', 'path'],
};

export const SECRET_FIELDS: readonly DeliveryTargetField[] = ['password', 'private_key', 'secret_access_key'];

export const formFromTarget = (t: DeliveryTargetResponse): DeliveryTargetForm => ({
  kind: t.kind,
  path: t.path ?? '',
  host: t.host ?? '',
  port: t.port == null ? '' : String(t.port),
  username: t.username ?? '',
  password: '',
  private_key: '',
  bucket: t.bucket ?? '',
  region: t.region ?? '',
  endpoint: t.endpoint ?? '',
  access_key_id: t.access_key_id ?? '',
  secret_access_key: '',
  recipient_dpid: t.recipient_dpid ?? '',
  recipient_name: t.recipient_name ?? '',
  purge_on_takedown: t.purge_on_takedown,
  cleared: [],
});

/** An empty secret is left out so the stored one stays ('' clears it); a port that is not a number goes as typed for the server's 422. */
export const requestFromForm = (form: DeliveryTargetForm): DeliveryTargetRequest => {
  const body: Record<string, unknown> = { kind: form.kind };
  for (const field of TARGET_FIELDS[form.kind]) {
    const value = form[field];
    if (SECRET_FIELDS.includes(field)) {
      if (value !== '') body[field] = value;
      else if (form.cleared.includes(field)) body[field] = '';
    } else if (field === 'port') {
      const text = value.trim();
      body['port'] = text === '' ? null : /^\d+$/.test(text) ? Number(text) : text;
    } else {
      body[field] = value.trim() === '' ? null : value.trim();
    }
  }
  body['recipient_dpid'] = form.recipient_dpid.trim() || null;
  body['recipient_name'] = form.recipient_name.trim() || null;
  body['purge_on_takedown'] = form.purge_on_takedown;
  return body as unknown as DeliveryTargetRequest;
};

export const fetchDeliveryTarget = async (storeId: string, http: HttpClient = createHttpClient()): Promise<DeliveryTargetResponse> => {
  const { json } = await http(targetUrl(storeId));
  return json as DeliveryTargetResponse;
};

export const saveDeliveryTarget = async (storeId: string, body: DeliveryTargetRequest, http: HttpClient = createHttpClient()): Promise<DeliveryTargetResponse> => {
  const { json } = await http(targetUrl(storeId), { method: 'PUT', body: JSON.stringify(body) });
  return json as DeliveryTargetResponse;
};
