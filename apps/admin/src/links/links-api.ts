import type { AdminLinkDisableRequest, AdminLinkResponse } from '@soundpost/contracts';
import { ADMIN_API_URL, createHttpClient } from '../providers/data-provider';

const http = createHttpClient();
const url = (id: string, action: 'disable' | 'enable') => `${ADMIN_API_URL}/links/${encodeURIComponent(id)}/${action}`;

/** The links resource's two actions beside react-admin's list and one (both audited by the server). */
export const linksApi = {
  disable: async (id: string, body: AdminLinkDisableRequest) => (await http(url(id, 'disable'), { method: 'POST', body: JSON.stringify(body) })).json as AdminLinkResponse,
  enable: async (id: string) => (await http(url(id, 'enable'), { method: 'POST' })).json as AdminLinkResponse,
};
