import type {
  FraudBlockRequest,
  FraudBlockResponse,
  FraudDismissResponse,
  FraudOverviewResponse,
  FraudRunManualResponse,
  FraudUserDetailResponse,
} from '@soundpost/contracts';
import { ADMIN_API_URL, createHttpClient } from '../providers/data-provider';

const http = createHttpClient();
const url = (path: string) => `${ADMIN_API_URL}/fraud${path}`;

/** The fraud centre's calls that are not lists (spec 002 §7). */
export const fraudApi = {
  overview: async () => (await http(url('/overview'))).json as FraudOverviewResponse,
  user: async (id: string) => (await http(url(`/user/${encodeURIComponent(id)}`))).json as FraudUserDetailResponse,
  block: async (body: FraudBlockRequest) => (await http(url('/block'), { method: 'POST', body: JSON.stringify(body) })).json as FraudBlockResponse,
  unblock: async (userId: string) => (await http(url('/unblock'), { method: 'POST', body: JSON.stringify({ user_id: userId }) })).json as FraudBlockResponse,
  dismiss: async (findingId: string) => (await http(url(`/findings/${encodeURIComponent(findingId)}/dismiss`), { method: 'POST' })).json as FraudDismissResponse,
  runManual: async () => (await http(url('/run-manual'), { method: 'POST' })).json as FraudRunManualResponse,
};
