import { type AdminDashboardMetrics, DEFAULT_CURRENCY, formatMoney, parseMoneyInput } from '@soundpost/contracts';
import { ADMIN_API_URL, createHttpClient } from '../providers/data-provider';
import { formatDate } from '../common/date-time/date-time';

export interface RecentUser {
  id: string;
  name: string;
  email: string;
  created_at: string | null;
}

export interface RecentRelease {
  id: string;
  title: string;
  artist: string;
  created_at: string | null;
  release_date: string | null;
  status: string;
}

export interface DashboardStats {
  metrics: AdminDashboardMetrics;
  recent: { users: RecentUser[]; releases: RecentRelease[] };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const num = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};
const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const strOrNull = (value: unknown): string | null => str(value) || null;
const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);

/** Read defensively: metrics under `metrics` or at the top level, numbers that may arrive as strings. */
export const readDashboardStats = (body: unknown): DashboardStats => {
  if (!isRecord(body)) throw new Error('Unexpected dashboard answer');
  const m = isRecord(body['metrics']) ? { ...body, ...body['metrics'] } : body;
  const recent = isRecord(body['recent']) ? body['recent'] : {};
  return {
    metrics: {
      total_releases: num(m['total_releases']),
      total_users: num(m['total_users']),
      users_with_active_plan: num(m['users_with_active_plan']),
      users_with_free_plan: num(m['users_with_free_plan']),
      total_royalties: num(m['total_royalties']),
      // Cents when the server sends them; an older answer's decimal is read through its text, never by float maths.
      total_royalties_cents: m['total_royalties_cents'] !== undefined ? num(m['total_royalties_cents']) : (parseMoneyInput(String(num(m['total_royalties']))) ?? 0),
      currency: str(m['currency']) || DEFAULT_CURRENCY,
      currency_symbol: str(m['currency_symbol']) || '€',
    },
    recent: {
      users: list(recent['users']).map((u) => ({ id: str(u['id']), name: str(u['name']), email: str(u['email']), created_at: strOrNull(u['created_at']) })),
      releases: list(recent['releases']).map((r) => ({
        id: str(r['id']),
        title: str(r['title']),
        artist: str(r['artist']),
        created_at: strOrNull(r['created_at']),
        release_date: strOrNull(r['release_date']),
        status: str(r['status']),
      })),
    },
  };
};

export const formatRoyalties = (cents: number, currency: string): string => formatMoney(cents, currency);

export const formatDay = (value: string | null): string => formatDate(value);

type HttpClient = ReturnType<typeof createHttpClient>;

export const fetchDashboardStats = async (http: HttpClient = createHttpClient()): Promise<DashboardStats> => {
  const { json } = await http(`${ADMIN_API_URL}/dashboard/stats`);
  return readDashboardStats(json);
};
